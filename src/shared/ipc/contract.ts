import { z } from 'zod';
import type { AppInfo, ConnectionStatus } from '../connection';
import type { Result } from '../result';
import { PlatformSettingsInputSchema, type SettingsView } from '../settings';
import { RegisterWebhookInputSchema, type WebhookListView } from '../webhook';

const noArgs = z.object({}).strict();

/**
 * Every channel the renderer may invoke: its `domain:verb-noun` name, the method name it has on
 * `window.companion`, and the schema its single argument must pass in the main process.
 */
export const invokeChannels = {
  'app:get-info': { method: 'getAppInfo', args: noArgs },
  'connection:get-status': { method: 'getConnectionStatus', args: noArgs },
  'settings:get': { method: 'getSettings', args: noArgs },
  'settings:save-platform': {
    method: 'savePlatformSettings',
    args: PlatformSettingsInputSchema.strict(),
  },
  'settings:use-sandbox': { method: 'useSandbox', args: noArgs },
  'webhooks:list': {
    method: 'listWebhooks',
    args: z.object({ refresh: z.boolean().optional() }).strict(),
  },
  'webhooks:register': { method: 'registerWebhook', args: RegisterWebhookInputSchema.strict() },
  'webhooks:delete': {
    method: 'deleteWebhook',
    args: z.object({ id: z.string().min(1).max(200) }).strict(),
  },
} as const;

/** What each channel resolves to when it succeeds. */
export interface InvokeResults {
  'app:get-info': AppInfo;
  'connection:get-status': ConnectionStatus;
  'settings:get': SettingsView;
  'settings:save-platform': SettingsView;
  'settings:use-sandbox': SettingsView;
  'webhooks:list': WebhookListView;
  'webhooks:register': { id: string };
  'webhooks:delete': { id: string };
}

/** Events the main process pushes, with the subscription method each has on `window.companion`. */
export const eventChannels = {
  'connection:status': { method: 'onConnectionStatus' },
} as const;

export interface EventPayloads {
  'connection:status': ConnectionStatus;
}

export type InvokeChannel = keyof typeof invokeChannels;
export type EventChannel = keyof typeof eventChannels;
export type InvokeArgs<C extends InvokeChannel> = z.input<(typeof invokeChannels)[C]['args']>;
export type ParsedArgs<C extends InvokeChannel> = z.output<(typeof invokeChannels)[C]['args']>;

type InvokeMethods = {
  [C in InvokeChannel as (typeof invokeChannels)[C]['method']]: (
    args: InvokeArgs<C>,
  ) => Promise<Result<InvokeResults[C]>>;
};
type EventMethods = {
  [E in EventChannel as (typeof eventChannels)[E]['method']]: (
    listener: (payload: EventPayloads[E]) => void,
  ) => () => void;
};

/** The API `window.companion` exposes: exactly one method per channel and per event, nothing raw. */
export type CompanionApi = Readonly<InvokeMethods & EventMethods>;

export const INVOKE_CHANNELS = Object.keys(invokeChannels) as InvokeChannel[];
export const EVENT_CHANNELS = Object.keys(eventChannels) as EventChannel[];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && Object.hasOwn(invokeChannels, value);
}
