import type { InvokeChannel } from '../../shared/ipc/contract';
import { INVOKE_CHANNELS } from '../../shared/ipc/contract';
import type { HandlerTable } from './ipc/dispatch';
import type { OutboxOperation } from './outbox/operations';

/** The handlers of a feature's own channels (those its `channels/<feature>.ts` lists). */
export type FeatureHandlers<C extends InvokeChannel> = Pick<HandlerTable, C>;

/**
 * One feature of the core (webhooks, pads, recordings, ...): it owns its channels, its outbox
 * operations and its tables, and talks to other features only through the typed interfaces it is
 * given. `core.ts` composes them and nothing else.
 */
export interface FeatureModule<C extends InvokeChannel = InvokeChannel> {
  /** For logs: which feature failed to start or close. */
  name: string;
  handlers: FeatureHandlers<C>;
  /** The kinds of change this feature sends through the outbox. */
  operations?: readonly OutboxOperation<unknown>[];
  /** Runs once every module is built, before the sync loop starts (repairs of stored rows). */
  prepare?(): void;
  /** Runs once the sync loop has started (resuming work, sweeps). */
  start?(): void;
  close?(): Promise<void> | void;
}

/** Any feature's module, whatever its channels (what the core holds in its list). */
export type AnyFeatureModule = Omit<FeatureModule, 'handlers'> & {
  handlers: Partial<HandlerTable>;
};

/** The channels a list of modules handles: the core checks at compile time that it is all of them. */
export type ChannelsOf<M> = M extends { handlers: infer H } ? keyof H : never;

/**
 * Merges the modules' handlers into the one table dispatch serves. Every channel of the contract
 * must have exactly one owner: a channel claimed twice, or by no module, stops the core at once.
 */
export function mergeHandlers(modules: readonly AnyFeatureModule[]): HandlerTable {
  const table: Partial<Record<InvokeChannel, unknown>> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const channel of Object.keys(module.handlers) as InvokeChannel[]) {
      const first = owner.get(channel);
      if (first) {
        throw new Error(`Channel ${channel} is handled by both ${first} and ${module.name}.`);
      }
      owner.set(channel, module.name);
      table[channel] = module.handlers[channel];
    }
  }
  const missing = INVOKE_CHANNELS.filter((channel) => !owner.has(channel));
  if (missing.length > 0) throw new Error(`No module handles ${missing.join(', ')}.`);
  return table as HandlerTable;
}
