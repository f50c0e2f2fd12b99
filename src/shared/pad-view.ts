import { z } from 'zod';
import { PadSchema, type Pad } from './pad/pad';

/*
 * The prescription pad as the renderer sees it through the IPC contract: what it sends to save,
 * finalize and reopen a pad, and the views it gets back. The pad itself is the model of
 * ./pad/pad.ts; the core owns where it is stored and how it reaches the platform.
 */

/** `draft`: being written, saved on every change. `finalized`: handed to the outbox, read-only. */
export const PAD_STATUSES = ['draft', 'finalized'] as const;
export type PadStatus = (typeof PAD_STATUSES)[number];

/**
 * Where a pad stands, in the doctor's terms.
 * - `draft`: not finalized yet.
 * - `waiting`: finalized, waiting to be sent (offline, or retrying after a failure).
 * - `sending`: being sent right now.
 * - `sent`: the platform confirmed it.
 * - `rejected`: the platform refused it; `lastError` says why. Reopen it to correct and send again.
 * - `dead`: what was saved for sending cannot be read on this computer; `lastError` says why.
 * - `discarded`: its sending was discarded on the Sync screen. Reopen it to send it again.
 */
export const PAD_SYNC_STATES = [
  'draft',
  'waiting',
  'sending',
  'sent',
  'rejected',
  'dead',
  'discarded',
] as const;
export type PadSyncState = (typeof PAD_SYNC_STATES)[number];

export interface PadView {
  pad: Pad;
  status: PadStatus;
  /** Grows with every save, finalize and reopen; pass it back as `expectedRevision`. */
  revision: number;
  sync: PadSyncView;
  /** True when the pad was started for another platform account than the one in use now. */
  otherAccount: boolean;
  /** A draft can be saved and finalized. */
  canEdit: boolean;
  /** A finalized pad that has not reached the platform and is not being sent can be reopened. */
  canReopen: boolean;
  /** Where the pad stands among the versions of its prescription (absent: version 1, alone). */
  versionLink?: PadVersionLink;
}

/**
 * A prescription on the platform is never changed: it is amended by a new pad (`pad:amend`) that
 * copies it and names it. `version` is 1 for the visit's first, the amended one's plus one after.
 */
export interface PadVersionLink {
  version: number;
  /** The pad this one amends. */
  amends?: string;
  /** The pad that amends this one (its newest version may be further on). */
  amendedBy?: string;
}

export interface PadSyncView {
  state: PadSyncState;
  /** The outbox row of the last finalize: Retry and Discard on the Sync screen use this id. */
  outboxId?: number;
  /** The last failure in words (for `rejected`, the platform's own reason). */
  lastError?: string;
  attempts: number;
  /** ISO times. */
  finalizedAt?: string;
  sentAt?: string;
  /**
   * On a draft reopened after a refusal: the refusal it was reopened for, so the pad can keep
   * showing what to correct until it is finalized again.
   */
  previousRefusal?: string;
  /**
   * Where the copy on the patient's record stands while it is being sent: making the PDF, asking
   * the platform where it goes, uploading it, checking the record shows it.
   */
  recordStep?: PadRecordStep;
  /**
   * Where this finalize goes: `record`, the PDF to the patient's record (the published Records
   * upload, when absent); `structured`, the structured PUT alone (pads finalized by an earlier
   * version).
   */
  destination?: 'structured';
}

export const PAD_RECORD_STEPS = ['making-pdf', 'presigning', 'uploading', 'checking'] as const;
export type PadRecordStep = (typeof PAD_RECORD_STEPS)[number];

/**
 * ASSUMPTION, off by default: also send the structured prescription to
 * `PUT /dr/v1/prescription/{id}`, which no published file has (the platform publishes only the GET).
 */
export const PadSettingsInputSchema = z
  .object({ sendStructured: z.boolean({ message: 'Choose whether to send it.' }) })
  .strict();
export type PadSettingsInput = z.infer<typeof PadSettingsInputSchema>;
export interface PadSettingsView {
  sendStructured: boolean;
}

/** One line of the pad list; the content stays behind `pad:get`. */
export interface PadSummaryView {
  id: string;
  status: PadStatus;
  syncState: PadSyncState;
  patientId?: string;
  findings: number;
  procedures: number;
  vitals: number;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  lastError?: string;
  otherAccount: boolean;
}

/** What a draft save answers: small, since the renderer saves on every pause in typing. */
export interface PadSaved {
  id: string;
  revision: number;
  /** The time the core stamped on the pad (ISO). */
  updatedAt: string;
}

const padId = z.uuid('A pad id is a UUID.');
const revision = z.number().int().min(1);

export const PadNewInputSchema = z
  .object({ patientId: z.string().trim().min(1).max(200).optional() })
  .strict();

/**
 * `expectedRevision`, when given, is the revision the edit was made on: a save or finalize of a
 * pad changed since (in another window, or finalized meanwhile) is refused with CONFLICT instead
 * of overwriting it. Leave it out for "last save wins".
 */
export const PadSaveDraftInputSchema = z
  .object({ pad: PadSchema, expectedRevision: revision.optional() })
  .strict();
export type PadSaveDraftInput = z.input<typeof PadSaveDraftInputSchema>;

export const PadFinalizeInputSchema = z
  .object({ id: padId, expectedRevision: revision.optional() })
  .strict();

export const PadIdInputSchema = z.object({ id: padId }).strict();

/** `pad:amend`: the finalized pad (on the platform) a new version is started from. */
export const PadAmendInputSchema = z.object({ padId }).strict();

/**
 * The field keys of a refused finalize (`error.fields`), each with the model's sentence:
 * `findings.<localId>.since.value`, `findings.<localId>.since.unit`, `findings.<localId>.note`,
 * `procedures.<localId>.date`, `procedures.<localId>.note`, `vitals.<vitalId>.value`,
 * `vitals.<index>.vitalId`, `medicines.<localId>.name`, `medicines.<localId>.frequency`,
 * `medicines.<localId>.duration.value`, `medicines.<localId>.dose.value` / `.dose.unit`,
 * `investigations.<localId>.name`, `advice.<localId>.text`, `followUp.date`, and `pad` for the pad
 * as a whole (an empty pad).
 */
export type PadFieldKey = string;
