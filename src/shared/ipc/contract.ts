import type { z } from 'zod';
import type { Result } from '../result';
import { appArgs, type AppEvents, type AppResults } from './features/app';
import { settingsArgs, type SettingsEvents, type SettingsResults } from './features/settings';
import { webhooksArgs, type WebhooksEvents, type WebhooksResults } from './features/webhooks';
import { syncArgs, type SyncEvents, type SyncResults } from './features/sync';
import { abdmArgs, type AbdmEvents, type AbdmResults } from './features/abdm';
import {
  propertiesArgs,
  type PropertiesEvents,
  type PropertiesResults,
} from './features/properties';
import { documentsArgs, type DocumentsEvents, type DocumentsResults } from './features/documents';
import { padsArgs, type PadsEvents, type PadsResults } from './features/pads';
import { patientsArgs, type PatientsEvents, type PatientsResults } from './features/patients';
import { medicalDbArgs, type MedicalDbEvents, type MedicalDbResults } from './features/medical-db';
import { scribeArgs, type ScribeEvents, type ScribeResults } from './features/scribe';
import { queueArgs, type QueueEvents, type QueueResults } from './features/queue';
import { doctorArgs, type DoctorEvents, type DoctorResults } from './features/doctor';
import { printoutArgs, type PrintoutEvents, type PrintoutResults } from './features/printout';
import {
  consultationsArgs,
  type ConsultationsEvents,
  type ConsultationsResults,
} from './features/consultations';
import {
  recordingsArgs,
  type RecordingsEvents,
  type RecordingsResults,
} from './features/recordings';
import { localDataArgs, type LocalDataEvents, type LocalDataResults } from './features/local-data';
import type { EVENT_METHODS, INVOKE_METHODS } from './channels';
import { mergeLazyArgs } from './lazy-args';
import { type EventChannel, type InvokeChannel } from './channels';

export {
  EVENT_CHANNELS,
  INVOKE_CHANNELS,
  isInvokeChannel,
  type EventChannel,
  type InvokeChannel,
} from './channels';

/**
 * The IPC contract: each feature declares its channels' argument schemas, results and events in
 * `features/<feature>.ts` (its channel names in `channels/<feature>.ts`); this file merges them.
 */

/** Every feature's channels and their argument schemas, as one type. */
type InvokeArgSchemas = typeof appArgs &
  typeof settingsArgs &
  typeof webhooksArgs &
  typeof syncArgs &
  typeof abdmArgs &
  typeof propertiesArgs &
  typeof documentsArgs &
  typeof padsArgs &
  typeof recordingsArgs &
  typeof consultationsArgs &
  typeof queueArgs &
  typeof patientsArgs &
  typeof localDataArgs &
  typeof doctorArgs &
  typeof printoutArgs &
  typeof medicalDbArgs &
  typeof scribeArgs;

/**
 * The schema each channel's single argument must pass in the main process. Each is built on its
 * channel's first call (lazy-args.ts).
 */
export const invokeArgs = mergeLazyArgs<InvokeArgSchemas>(
  appArgs,
  settingsArgs,
  webhooksArgs,
  syncArgs,
  abdmArgs,
  propertiesArgs,
  documentsArgs,
  padsArgs,
  recordingsArgs,
  consultationsArgs,
  queueArgs,
  patientsArgs,
  localDataArgs,
  doctorArgs,
  printoutArgs,
  medicalDbArgs,
  scribeArgs,
);
// Every channel has its schema.
invokeArgs satisfies Record<InvokeChannel, z.ZodType>;

/** What each channel resolves to when it succeeds. */
export interface InvokeResults
  extends
    AppResults,
    SettingsResults,
    WebhooksResults,
    SyncResults,
    AbdmResults,
    PropertiesResults,
    DocumentsResults,
    PadsResults,
    RecordingsResults,
    ConsultationsResults,
    QueueResults,
    PatientsResults,
    LocalDataResults,
    DoctorResults,
    PrintoutResults,
    MedicalDbResults,
    ScribeResults {}

/** What each event carries. */
export interface EventPayloads
  extends
    AppEvents,
    SettingsEvents,
    WebhooksEvents,
    SyncEvents,
    AbdmEvents,
    PropertiesEvents,
    DocumentsEvents,
    PadsEvents,
    RecordingsEvents,
    ConsultationsEvents,
    QueueEvents,
    PatientsEvents,
    LocalDataEvents,
    DoctorEvents,
    PrintoutEvents,
    MedicalDbEvents,
    ScribeEvents {}

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
