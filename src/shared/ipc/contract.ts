import { z } from 'zod';
import type { AppInfo, ConnectionStatus } from '../connection';
import type { Result } from '../result';
import {
  PlatformSettingsInputSchema,
  type ProfileExtrasView,
  type ConnectionTestView,
  type SettingsView,
} from '../settings';
import { AadhaarInitInputSchema, type AadhaarInitResult } from '../abdm';
import {
  PropertiesLookupInputSchema,
  PropertiesSearchInputSchema,
  type PropertiesView,
} from '../properties-view';
import {
  DocumentSettingsInputSchema,
  DocumentUploadInputSchema,
  type DocumentProgress,
  type DocumentSettingsView,
  type DocumentView,
} from '../documents';
import {
  PadFinalizeInputSchema,
  PadIdInputSchema,
  PadNewInputSchema,
  PadSaveDraftInputSchema,
  type PadSaved,
  type PadSummaryView,
  type PadView,
} from '../pad-view';
import {
  RecordingChunkInputSchema,
  RecordingIdInputSchema,
  RecordingSettingsInputSchema,
  type RecordingChunkSaved,
  type RecordingPlatformDetailsView,
  type RecordingSessionDetail,
  type RecordingSessionView,
  type RecordingSettingsView,
  type VoiceCatalogueView,
} from '../recording';
import type { ChangeOutcome, SyncItemView, SyncStatus } from '../sync';
import { RegisterWebhookInputSchema, type WebhookListView } from '../webhook';
import type { EVENT_METHODS, INVOKE_METHODS } from './channels';
import { type EventChannel, type InvokeChannel } from './channels';

export {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  isInvokeChannel,
  type EventChannel,
  type InvokeChannel,
} from './channels';

const noArgs = z.object({}).strict();
const outboxId = z.number().int().positive();

/** The schema each channel's single argument must pass in the main process. */
export const invokeArgs = {
  'app:get-info': noArgs,
  'app:ready-to-close': z.object({ token: z.string().min(1).max(100) }).strict(),
  'connection:get-status': noArgs,
  'settings:get': noArgs,
  'settings:save-platform': PlatformSettingsInputSchema.strict(),
  'settings:use-sandbox': noArgs,
  'settings:test-connection': PlatformSettingsInputSchema.strict(),
  'webhooks:list': z.object({ refresh: z.boolean().optional() }).strict(),
  'webhooks:register': RegisterWebhookInputSchema.strict(),
  'webhooks:delete': z.object({ id: z.string().min(1).max(200) }).strict(),
  'sync:get-status': noArgs,
  'sync:list': noArgs,
  'sync:retry': z.object({ id: outboxId }).strict(),
  'sync:discard': z.object({ id: outboxId }).strict(),
  'sync:run-now': noArgs,
  'abdm:aadhaar-init': AadhaarInitInputSchema.strict(),
  'profile:get-extras': noArgs,
  // The rules are checked in the core, which reports every violation on its own key.
  'profile:save-extras': z.object({ extras: z.unknown() }).strict(),
  'properties:lookup': PropertiesLookupInputSchema,
  'properties:search': PropertiesSearchInputSchema,
  'documents:upload': DocumentUploadInputSchema,
  'documents:list': noArgs,
  'documents:get-settings': noArgs,
  'documents:save-settings': DocumentSettingsInputSchema.strict(),
  'pad:get-current': noArgs,
  'pad:new': PadNewInputSchema,
  'pad:save-draft': PadSaveDraftInputSchema,
  'pad:finalize': PadFinalizeInputSchema,
  'pad:get': PadIdInputSchema,
  'pad:reopen': PadIdInputSchema,
  'pad:list': noArgs,
  'recording:get-settings': noArgs,
  'recording:save-settings': RecordingSettingsInputSchema,
  'recording:catalogue': noArgs,
  'recording:start': noArgs,
  'recording:save-chunk': RecordingChunkInputSchema,
  'recording:stop': RecordingIdInputSchema,
  'recording:list': noArgs,
  'recording:get': RecordingIdInputSchema,
  'recording:platform-details': RecordingIdInputSchema,
  'recording:retry': RecordingIdInputSchema,
} as const satisfies Record<InvokeChannel, z.ZodType>;

/** What each channel resolves to when it succeeds. */
export interface InvokeResults {
  'app:get-info': AppInfo;
  /** `accepted` is false for a token that is not the pending close's (stale, unknown): harmless. */
  'app:ready-to-close': { accepted: boolean };
  'connection:get-status': ConnectionStatus;
  'settings:get': SettingsView;
  'settings:save-platform': SettingsView;
  'settings:use-sandbox': SettingsView;
  'settings:test-connection': ConnectionTestView;
  'webhooks:list': WebhookListView;
  'webhooks:register': ChangeOutcome<{ id: string }>;
  'webhooks:delete': ChangeOutcome<{ id: string }>;
  'sync:get-status': SyncStatus;
  'sync:list': SyncItemView[];
  'sync:retry': SyncItemView;
  'sync:discard': { id: number };
  'sync:run-now': SyncStatus;
  'abdm:aadhaar-init': AadhaarInitResult;
  'profile:get-extras': ProfileExtrasView;
  'profile:save-extras': ProfileExtrasView;
  'properties:lookup': PropertiesView;
  'properties:search': PropertiesView;
  'documents:upload': DocumentView;
  'documents:list': DocumentView[];
  'documents:get-settings': DocumentSettingsView;
  'documents:save-settings': DocumentSettingsView;
  'pad:get-current': PadView;
  'pad:new': PadView;
  'pad:save-draft': PadSaved;
  'pad:finalize': PadView;
  'pad:get': PadView;
  'pad:reopen': PadView;
  'pad:list': PadSummaryView[];
  'recording:get-settings': RecordingSettingsView;
  'recording:save-settings': RecordingSettingsView;
  'recording:catalogue': VoiceCatalogueView;
  'recording:start': RecordingSessionView;
  'recording:save-chunk': RecordingChunkSaved;
  'recording:stop': RecordingSessionView;
  'recording:list': RecordingSessionView[];
  'recording:get': RecordingSessionDetail;
  'recording:platform-details': RecordingPlatformDetailsView;
  'recording:retry': RecordingSessionView;
}

/** What each event carries. */
export interface EventPayloads {
  'connection:status': ConnectionStatus;
  'sync:status': SyncStatus;
  'documents:progress': DocumentProgress;
  /** A document was saved, uploaded, refused or discarded: lists should be read again. */
  'documents:changed': { id: string };
  /** A pad was started, finalized or reopened, or its sending state moved: read it again. */
  'pad:changed': { id: string };
  /**
   * The window is closing: save what is still held back (debounced edits), then answer
   * `app:ready-to-close` with this token. The window closes anyway after a short wait.
   */
  'app:closing': { token: string };
  /** A recording session changed (chunk saved or sent, status accepted, transcription checked). */
  'recording:status': { id: string };
}

export type InvokeArgs<C extends InvokeChannel> = z.input<(typeof invokeArgs)[C]>;
export type ParsedArgs<C extends InvokeChannel> = z.output<(typeof invokeArgs)[C]>;

type InvokeMethods = {
  [C in InvokeChannel as (typeof INVOKE_METHODS)[C]]: (
    args: InvokeArgs<C>,
  ) => Promise<Result<InvokeResults[C]>>;
};
type EventMethods = {
  [E in EventChannel as (typeof EVENT_METHODS)[E]]: (
    listener: (payload: EventPayloads[E]) => void,
  ) => () => void;
};

/** The API `window.companion` exposes: exactly one method per channel and per event, nothing raw. */
export type CompanionApi = Readonly<InvokeMethods & EventMethods>;
