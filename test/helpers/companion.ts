import { asEmbedded, startCompanion, type CompanionOptions } from '../../src/main/compose';
import type { Clock } from '../../src/main/core/clock';
import type { Core } from '../../src/main/core/core';
import type { Fetch } from '../../src/main/core/platform/http';
import type { InvokeArgs, InvokeChannel, InvokeResults } from '../../src/shared/ipc/contract';
import type { IpcError, Result } from '../../src/shared/result';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server';
import { createFakeKeychain } from './fake-keychain';
import { createMemoryLogger } from './memory-log';
import { makeTempDir } from './temp-dir';
import { lazyChromiumPrintout } from './lazy-printout';

export const TEST_ORIGIN = 'app://companion';

export interface TestCompanion {
  /** The core currently running (replaced by `restart`). */
  readonly core: Core;
  sandbox: Sandbox;
  keychain: ReturnType<typeof createFakeKeychain>;
  dataDir: string;
  logText(): string;
  /** Calls a channel exactly as the renderer would, through the validating dispatch. */
  call<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<Result<InvokeResults[C]>>;
  /** Like `call`, but returns the value and throws on an error result. */
  value<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResults[C]>;
  /** Like `call`, but returns the error and throws when the call succeeded. */
  error<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<IpcError>;
  /**
   * Closes the core and starts a new one on the same data folder (an app restart); `between`
   * runs while no core is running (to damage or change the files on disk).
   */
  restart(between?: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The real core on a real SQLite file in a temp folder, embedded-sandbox mode, sandbox on loopback. */
export async function startTestCompanion(
  options: {
    sandbox?: Partial<SandboxOptions>;
    timeoutMs?: number;
    clock?: Clock;
    fetch?: Fetch;
    /**
     * Also send the structured prescription to the unpublished PUT (the setting, off by default),
     * for tests that read what the pad sent field by field.
     */
    structured?: boolean;
    /** Origins the dispatch accepts; the browser harness knows its page origin only after start. */
    isAllowedOrigin?: (origin: string) => boolean;
    /** Sync loop, connectivity and change-wait settings (tests shorten the delays). */
    core?: Pick<
      CompanionOptions,
      | 'sync'
      | 'network'
      | 'changeWaitMs'
      | 'recording'
      | 'diagnostics'
      | 'backupCheckEveryMs'
      | 'printout'
    >;
  } = {},
): Promise<TestCompanion> {
  const temp = makeTempDir('companion-int-');
  const sandbox = await startSandbox({ port: 0, ...options.sandbox });
  const keychain = createFakeKeychain();
  const log = createMemoryLogger();
  // Finalized prescriptions go to the patient's record as PDF: Chromium makes it, as the shell would.
  const printout = options.core?.printout ? undefined : lazyChromiumPrintout();
  const make = (): Core =>
    startCompanion({
      dataDir: temp.dir,
      secrets: keychain,
      launchSandbox: () => Promise.resolve(asEmbedded(sandbox, { owned: false })),
      isAllowedOrigin: options.isAllowedOrigin ?? ((origin) => origin === TEST_ORIGIN),
      appVersion: '0.0.0-test',
      logger: log.logger,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(printout ? { printout } : {}),
      ...options.core,
    });
  let core = make();
  // Through the handler itself: a harness's core accepts only its page's origin.
  if (options.structured) await core.handlers['pad:save-settings']({ sendStructured: true });

  const call = <C extends InvokeChannel>(
    channel: C,
    args: InvokeArgs<C>,
  ): Promise<Result<InvokeResults[C]>> =>
    core.dispatch(channel, args, TEST_ORIGIN) as Promise<Result<InvokeResults[C]>>;

  return {
    get core() {
      return core;
    },
    sandbox,
    keychain,
    dataDir: temp.dir,
    logText: log.text,
    call,
    async value(channel, args) {
      const result = await call(channel, args);
      if (!result.ok)
        throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
      return result.value;
    },
    async error(channel, args) {
      const result = await call(channel, args);
      if (result.ok) throw new Error(`${channel} succeeded where an error was expected`);
      return result.error;
    },
    async restart(between) {
      await core.close();
      await between?.();
      core = make();
    },
    async close() {
      await core.close();
      await printout?.close();
      await sandbox.close();
      temp.remove();
    },
  };
}
