import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { ExaminationFinding } from '../../../shared/pad/finding';
import type { Pad } from '../../../shared/pad/pad';
import type { PadAlertsView, PatientAlerts } from '../../../shared/patient-alerts';
import type { PrintoutLetterhead } from '../../../shared/printout/printout-letterhead';
import type {
  PadSaved,
  PadStatus,
  PadSummaryView,
  PadSyncState,
  PadVersionLink,
  PadView,
} from '../../../shared/pad-view';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { DataVault } from '../crypto/data-vault';
import type { PadRecordRepository } from './pad-record-repository';
import type { PadRecordStep } from '../../../shared/pad-view';
import type { Db } from '../db/connection';
import type { Logger } from '../log/logger';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { SyncLoop } from '../outbox/sync-loop-types';
import type { PadRepository } from './pad-repository';
import type { PrescribingSource } from './prescribing-checks';

/** The pad service's interface, what it offers consultations, and what it is built from. */

export interface PadService {
  /** The account's most recently saved draft; an empty one is started when there is none. */
  current(): Promise<PadView>;
  /** Starts a new draft, which becomes the current one (an empty current draft is dropped). */
  create(input: { patientId?: string | undefined }): Promise<PadView>;
  /** Stores the whole pad durably (sealed), stamped with the core's clock. */
  saveDraft(pad: Pad, expectedRevision?: number): Promise<PadSaved>;
  /** Checks every field; then the pad and its outbox row are written in one transaction. */
  finalize(id: string, expectedRevision?: number): Promise<PadView>;
  get(id: string): Promise<PadView>;
  /** A finalized pad that has not reached the platform goes back to draft; its row is discarded. */
  reopen(id: string): Promise<PadView>;
  list(): Promise<PadSummaryView[]>;
  /** The pad as saved, its status, and (finalized) the letterhead it was finalized under. */
  printable(id: string): Promise<PrintablePadRecord>;
  /** The patient's allergies and conditions as the pad carries them (kept at finalize, or today's). */
  alerts(id: string): Promise<PadAlertsView>;
  /** Stops following the outbox. */
  close(): void;
}

/** What consultations may ask of pads: a pad of their own, and where each stands. */
export interface PadsDirectory {
  /** A new, empty draft for a consultation; never replaces another pad. Joins the caller's transaction. */
  createDraft(account: string, patientPlatformId: string | undefined): string;
  /** Status, sending state and emptiness of pads (unreadable or missing pads are left out). */
  states(
    ids: readonly string[],
  ): Map<string, { status: PadStatus; syncState: PadSyncState; isEmpty: boolean }>;
}

/** A pad as the history of a patient reads it: its status and the pad as saved, or unreadable. */
export type PadContents = { readable: true; status: PadStatus; pad: Pad } | { readable: false };

/**
 * What the consultations' history may read of pads (docs/consultation-history.md): the contents of
 * a patient's earlier pads, and which was finalized last. Read only; nothing here changes a pad.
 */
export interface PadHistoryReader {
  /** Each pad found here by id: its status and contents, or unreadable; missing ids are left out. */
  contents(ids: readonly string[]): Map<string, PadContents>;
  /**
   * The first of these pads (in the order given) that is finalized, with its contents; undefined
   * when none is.
   */
  firstFinalized(ids: readonly string[]): ({ id: string } & PadContents) | undefined;
}

export interface PadServiceDeps {
  db: Db;
  repository: PadRepository;
  /** Each finalized revision's Records document id and sealed PDF (table pad_records). */
  records: PadRecordRepository;
  /**
   * Whether the structured prescription also goes to the unpublished `PUT /dr/v1/prescription`
   * (an assumption, off by default).
   */
  sendStructured?: () => boolean;
  /** Where a pad stands among its prescription's versions (pad-amendments.ts). */
  versionLink?: (padId: string) => PadVersionLink | undefined;
  /** The step of the record upload running now for a pad, if one is. */
  recordStep?: (padId: string) => PadRecordStep | undefined;
  vault: DataVault;
  outbox: OutboxRepository;
  sync: SyncLoop;
  backend: () => Promise<Backend>;
  clock: Clock;
  logger: Logger;
  /** Since group ids the properties lookup gave for a finding (its id is not published). */
  sinceGroupIds?: (account: string, finding: ExaminationFinding) => readonly string[];
  emitChanged(id: string): void;
  /**
   * The pad's patient, as far as sending needs them: their platform id, or the outbox row of
   * their create while the platform does not have them yet.
   */
  patientOf?: (padId: string) => { platformId?: string; pendingCreate?: number } | undefined;
  /**
   * The pad's patient as the prescribing checks read them at Finalize: their age and sex from the
   * record, their allergies (the consultations and patients features); absent: not known.
   */
  checkPatientOf?: (padId: string) => PrescribingSource | undefined;
  /** The scribe's suggestions on the pad still waiting for the doctor (the scribe feature). */
  openSuggestions?: (padId: string) => Promise<number>;
  /** A pad was finalized: its medicines join this computer's formulary (the medical-db feature). */
  medicinesFinalized?: (account: string, medicines: Pad['medicines']) => void;
  /**
   * The doctor's details as a printout heads them today (the doctor feature); kept sealed with
   * the pad at finalize so that a reprint says what the finalized paper said.
   */
  letterhead?: () => Promise<PrintoutLetterhead>;
  /**
   * The allergies and conditions of the pad's patient as saved today (the patients feature, through
   * core.ts); undefined for a pad of no patient. Kept sealed with the pad at finalize.
   */
  alertsOf?: (padId: string) => PatientAlerts | undefined;
  /**
   * The language the pad's patient's printout is in today (the patient's, else the doctor's
   * default; through core.ts). Kept sealed with the pad at finalize, so a reprint is the same.
   */
  languageOf?: (padId: string) => PrintLanguage;
}

/** A pad as the printout needs it: the pad, whether it is finalized, and its kept letterhead. */
export interface PrintablePadRecord {
  pad: Pad;
  status: PadStatus;
  /** Kept at finalize; absent for drafts and for pads finalized before letterheads were kept. */
  letterhead?: PrintoutLetterhead;
  /** The patient's alerts: kept at finalize, else today's. */
  alerts: PadAlertsView;
  /** The directions' language: kept at finalize (English for a pad finalized before), else today's. */
  language: PrintLanguage;
  /** A finalized amendment: when it was finalized (ISO), printed as "Amended <date time>". */
  amendedAt?: string;
}
