import {
  invokeArgs,
  isInvokeChannel,
  type InvokeChannel,
  type InvokeResults,
  type ParsedArgs,
} from '../../../shared/ipc/contract';
import type { Result } from '../../../shared/result';
import { isCoreError } from '../errors';
import { MAX_REPLY_FIELDS, argumentShapeProblem, boundFields } from './argument-shape';
import type { Logger } from '../log/logger';

/** The handler table: one function per channel, receiving arguments that already passed the schema. */
export type HandlerTable = {
  [C in InvokeChannel]: (args: ParsedArgs<C>) => Promise<InvokeResults[C]>;
};

export type Dispatch = (
  channel: unknown,
  args: unknown,
  senderOrigin: string | undefined,
) => Promise<Result<unknown>>;

/**
 * The one entry point for Electron's ipcMain, the browser harness and tests: checks the sender's
 * origin, validates the argument, runs the handler, and returns data, never a thrown object.
 */
export function createDispatch(
  handlers: HandlerTable,
  deps: { isAllowedOrigin: (origin: string) => boolean; logger: Logger },
): Dispatch {
  return async (channel, args, senderOrigin) => {
    if (!senderOrigin || !deps.isAllowedOrigin(senderOrigin)) {
      deps.logger.warn({ channel: String(channel) }, 'ipc call from a foreign origin refused');
      return {
        ok: false,
        error: { code: 'FORBIDDEN_ORIGIN', message: 'This window is not allowed to use the app.' },
      };
    }
    if (!isInvokeChannel(channel)) {
      return {
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL', message: 'The app does not know this request.' },
      };
    }
    // Inside the boundary: whatever the argument is, the caller gets data back, never a throw.
    let parsed: ReturnType<(typeof invokeArgs)[typeof channel]['safeParse']>;
    try {
      // Before the schema: its cost grows with the argument, the shape check's is capped.
      const problem = argumentShapeProblem(args);
      if (problem) {
        return { ok: false, error: { code: 'INVALID_ARGUMENT', message: problem } };
      }
      parsed = invokeArgs[channel].safeParse(args ?? {});
    } catch (error) {
      deps.logger.warn(
        { channel, errorType: error instanceof Error ? error.name : typeof error },
        'ipc argument could not be checked',
      );
      return {
        ok: false,
        error: { code: 'INVALID_ARGUMENT', message: 'The request could not be read.' },
      };
    }
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues.slice(0, MAX_REPLY_FIELDS)) {
        const key = issue.path.length > 0 ? issue.path.join('.') : '_';
        fields[key] ??= issue.message;
      }
      return {
        ok: false,
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Some of the input is not valid.',
          fields: boundFields(fields),
        },
      };
    }
    try {
      const handler = handlers[channel] as (a: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      if (isCoreError(error)) {
        deps.logger.info({ channel, code: error.code }, 'ipc call failed');
        return { ok: false, error: error.toIpcError() };
      }
      // Only the error's class and stack frames are logged: messages of foreign errors may quote input.
      const frames =
        error instanceof Error ? error.stack?.split('\n').slice(1).join('\n') : undefined;
      deps.logger.error(
        { channel, errorType: error instanceof Error ? error.name : typeof error, frames },
        'ipc handler crashed',
      );
      return {
        ok: false,
        error: {
          code: 'INTERNAL',
          message: 'Something went wrong inside the app. Your data is safe; try again.',
        },
      };
    }
  };
}
