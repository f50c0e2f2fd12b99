/**
 * Channel names and the `window.companion` method each maps to: plain data, no schemas, so the
 * sandboxed preload (which can load no npm packages) bundles only this. Each feature lists its own
 * channels in `channels/<feature>.ts`; `contract.ts` adds the argument schemas and result types on
 * top (per feature in `features/`), and a type check keeps the two in step.
 */
import { APP_EVENTS, APP_METHODS } from './channels/app';
import { SETTINGS_EVENTS, SETTINGS_METHODS } from './channels/settings';
import { WEBHOOKS_EVENTS, WEBHOOKS_METHODS } from './channels/webhooks';
import { SYNC_EVENTS, SYNC_METHODS } from './channels/sync';
import { ABDM_EVENTS, ABDM_METHODS } from './channels/abdm';
import { PROPERTIES_EVENTS, PROPERTIES_METHODS } from './channels/properties';
import { DOCUMENTS_EVENTS, DOCUMENTS_METHODS } from './channels/documents';
import { PADS_EVENTS, PADS_METHODS } from './channels/pads';
import { RECORDINGS_EVENTS, RECORDINGS_METHODS } from './channels/recordings';
import { CONSULTATIONS_EVENTS, CONSULTATIONS_METHODS } from './channels/consultations';
import { QUEUE_EVENTS, QUEUE_METHODS } from './channels/queue';
import { PATIENTS_EVENTS, PATIENTS_METHODS } from './channels/patients';
import { LOCAL_DATA_EVENTS, LOCAL_DATA_METHODS } from './channels/local-data';
import { DOCTOR_EVENTS, DOCTOR_METHODS } from './channels/doctor';
import { PRINTOUT_EVENTS, PRINTOUT_METHODS } from './channels/printout';
import { MEDICAL_DB_EVENTS, MEDICAL_DB_METHODS } from './channels/medical-db';
import { SCRIBE_EVENTS, SCRIBE_METHODS } from './channels/scribe';

export const INVOKE_METHODS = {
  ...APP_METHODS,
  ...SETTINGS_METHODS,
  ...WEBHOOKS_METHODS,
  ...SYNC_METHODS,
  ...ABDM_METHODS,
  ...PROPERTIES_METHODS,
  ...DOCUMENTS_METHODS,
  ...PADS_METHODS,
  ...RECORDINGS_METHODS,
  ...CONSULTATIONS_METHODS,
  ...QUEUE_METHODS,
  ...PATIENTS_METHODS,
  ...LOCAL_DATA_METHODS,
  ...DOCTOR_METHODS,
  ...PRINTOUT_METHODS,
  ...MEDICAL_DB_METHODS,
  ...SCRIBE_METHODS,
} as const;

export const EVENT_METHODS = {
  ...APP_EVENTS,
  ...SETTINGS_EVENTS,
  ...WEBHOOKS_EVENTS,
  ...SYNC_EVENTS,
  ...ABDM_EVENTS,
  ...PROPERTIES_EVENTS,
  ...DOCUMENTS_EVENTS,
  ...PADS_EVENTS,
  ...RECORDINGS_EVENTS,
  ...CONSULTATIONS_EVENTS,
  ...QUEUE_EVENTS,
  ...PATIENTS_EVENTS,
  ...LOCAL_DATA_EVENTS,
  ...DOCTOR_EVENTS,
  ...PRINTOUT_EVENTS,
  ...MEDICAL_DB_EVENTS,
  ...SCRIBE_EVENTS,
} as const;

export type InvokeChannel = keyof typeof INVOKE_METHODS;
export type EventChannel = keyof typeof EVENT_METHODS;

export const INVOKE_CHANNELS = Object.keys(INVOKE_METHODS) as InvokeChannel[];
export const EVENT_CHANNELS = Object.keys(EVENT_METHODS) as EventChannel[];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && Object.hasOwn(INVOKE_METHODS, value);
}
