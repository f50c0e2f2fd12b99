/* The pad store's state and the pure functions between it and a pad view. */
import type { CheckOverride, PrescribingWarning } from '../../../../shared/checks/check-types';
import type { CheckPerson } from '../../../../shared/checks/prescribing-patient';
import type { GlucoseContext } from '../../../../shared/pad/glucose';
import {
  findingKind,
  type ExaminationFinding,
  type FindingKind,
} from '../../../../shared/pad/finding';
import type { DrugDefaults } from '../../../../shared/medical-db';
import type { Medicine } from '../../../../shared/pad/medicine';
import type { Pad } from '../../../../shared/pad/pad';
import type { PatientAlerts } from '../../../../shared/patient-alerts';
import type { Advice, FollowUp, Investigation, PadNote } from '../../../../shared/pad/pad-entries';
import type { Procedure } from '../../../../shared/pad/procedure';
import type { VitalEntry } from '../../../../shared/pad/vitals';
import type { PadPatient } from '../../../../shared/pad/vitals-flags';
import type { PadStatus, PadSummaryView, PadSyncView, PadView } from '../../../../shared/pad-view';
import type { PropertyContext, PropertyGroup } from '../../../../shared/properties';
import type { PropertyItem } from '../../../../shared/properties-view';
import type { IpcError, Result } from '../../../../shared/result';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 400;

export type SaveState =
  /** Everything on screen is saved. */
  | 'saved'
  /** Changed since the last save; a save is scheduled. */
  | 'pending'
  | 'saving'
  /** The last save failed; `saveError` says why. Nothing on screen is lost. */
  | 'failed';

export type FindingOrder = Record<FindingKind, string[]>;

/** The lookup answers per context (groups of each symptom, diagnosis, finding and procedure). */
export type Catalogue = Partial<Record<PropertyContext, PropertyItem[]>>;
export type CatalogueDefaults = Partial<Record<PropertyContext, readonly PropertyGroup[]>>;

export const CONTEXT_OF_KIND: Record<FindingKind, PropertyContext> = {
  symptom: 'symptoms',
  diagnosis: 'diagnosis',
  examination: 'examination_findings',
};

/**
 * A medicine to add: its name, and for a drug found in the search its id and published defaults;
 * for a whole line typed (medicineLineEntry.ts), the fields it was read into.
 */
export interface NewMedicine {
  name: string;
  id?: string;
  /** The drug's published defaults, and what else is known of it (generic name, form, ...). */
  defaults?: DrugDefaults & Partial<Omit<Medicine, 'localId' | 'name' | 'drugId'>>;
  /** A whole line typed: the fields it was read into (medicineLineEntry.ts). */
  fields?: Omit<Medicine, 'localId' | 'name' | 'drugId'>;
}

export interface PadMeta {
  id: string;
  patientId?: string;
  createdAt: string;
  updatedAt: string;
  status: PadStatus;
  sync: PadSyncView;
  canEdit: boolean;
  canReopen: boolean;
  otherAccount: boolean;
}

export interface PadState {
  /** Null until the first pad is read. */
  meta: PadMeta | null;
  /** The consultation's patient, for flags whose ranges depend on sex and age. */
  patient: PadPatient | null;
  setPatient: (patient: PadPatient | null) => void;
  /** The last failed read of the pad (nothing to show yet, or a refresh failed). */
  loadError: IpcError | null;
  /** Every finding's local id in pad order (the wire's one list). */
  findingIds: string[];
  findingOrder: FindingOrder;
  findings: Record<string, ExaminationFinding>;
  procedureIds: string[];
  procedures: Record<string, Procedure>;
  vitals: VitalEntry[];
  /**
   * The plan: each list in pad order. A row reads its own entry (the same object until it is
   * edited) through the row hub, a section the hub's stable list of local ids, so typing reads
   * and re-renders one row.
   */
  medicines: Medicine[];
  investigations: Investigation[];
  advice: Advice[];
  /** Notes under a section title (the scribe's notes accepted), in pad order. */
  notes: PadNote[];
  followUp: FollowUp | undefined;
  /** The follow-up field's text while it does not read as a date or "after N days" (not saved). */
  followUpText: string | null;
  /** The revision of the last save the core confirmed; sent back as `expectedRevision`. */
  revision: number;
  saveState: SaveState;
  saveError: IpcError | null;
  /** ISO time of the last confirmed save. */
  savedAt: string | null;
  /** Problems of the last refused finalize, keyed as the core names fields. */
  finalizeFields: Record<string, string>;
  finalizeError: IpcError | null;
  busy: 'finalizing' | 'reopening' | 'starting' | null;
  catalogue: Catalogue;
  /** Why a context's lookup could not be read (offline with nothing saved, ...). */
  catalogueErrors: Partial<Record<PropertyContext, string>>;
  /**
   * The groups a context uses when the platform does not offer the lookup (it answered 404):
   * the pad's defaults (properties-defaults.ts).
   */
  catalogueDefaults: CatalogueDefaults;
  /** Said once on the pad when the defaults are in use: why, in words. */
  propertiesNotice: string | null;
  /** Other pads the platform refused or that cannot be sent: each can be opened and corrected. */
  attention: PadSummaryView[];
  /** Marked pregnant on this pad: turns on the pregnancy checks (saved as `pad.pregnant`). */
  pregnant: boolean;
  /** The prescribing warnings the doctor went ahead past, with the reason (`pad.checkOverrides`). */
  checkOverrides: CheckOverride[];
  /** The consultation's patient as the prescribing checks read them (age, sex); null: none. */
  checkPerson: CheckPerson | null;
  /** The patient's allergies for the checks; null until read (or with no patient). */
  checkAlerts: PatientAlerts | null;
  /** Why the patient's allergies could not be read, in words (the checks ran without them). */
  checkAlertsError: string | null;
  /** The patient of the checks, and their alerts, as the consultation reads them. */
  setCheckPatient: (
    person: CheckPerson | null,
    alerts: { alerts: PatientAlerts } | { error: string } | null,
  ) => void;
  setPregnant: (pregnant: boolean) => void;
  /**
   * Goes ahead past a warning with a reason (kept with the pad, printed nowhere); returns why it
   * was refused, in words (no reason given), or null when it was kept.
   */
  overrideWarning: (warning: PrescribingWarning, reason: string) => string | null;

  /** The pad on screen read again; on first use, the account's current draft. */
  load: () => Promise<void>;
  /** Saves the pad on screen, then shows another one (from the list needing attention). */
  open: (id: string) => Promise<Result<PadView>>;
  refreshAttention: () => Promise<void>;
  /** Follows `pad:changed` for the pad on screen; returns the unsubscribe. */
  watch: () => () => void;
  loadCatalogue: () => Promise<void>;
  /** Adds a finding at the end of its section; returns its local id. */
  addFinding: (kind: FindingKind, item: { name: string; id?: string }) => string;
  updateFinding: (
    localId: string,
    edit: (finding: ExaminationFinding) => ExaminationFinding,
  ) => void;
  removeFinding: (localId: string) => void;
  addProcedure: (item: { name: string; id?: string }) => string;
  updateProcedure: (localId: string, edit: (procedure: Procedure) => Procedure) => void;
  removeProcedure: (localId: string) => void;
  /** The platform's patient id, trimmed ('' removes it). */
  setPatientId: (text: string) => void;
  setVitalText: (vitalId: string, text: string) => void;
  /** When a glucose was taken; chosen before the value is typed, it waits for the value. */
  setVitalContext: (vitalId: string, context: GlucoseContext) => void;
  /** Contexts chosen for vitals not typed yet. */
  pendingContexts: Record<string, GlucoseContext>;
  switchVitalUnit: (fromId: string, toId: string) => void;
  /** Swaps two vitals' texts as typed (systolic and diastolic typed the wrong way round). */
  swapVitals: (aId: string, bId: string) => void;
  /** Adds a medicine (from the drug search, with its defaults, or free text); returns its local id. */
  addMedicine: (item: NewMedicine) => string;
  /**
   * Adds whole medicines at the end, in one edit (Repeat last prescription: lines already made,
   * each with its new local id); false when the pad cannot be changed or an id is already on it.
   */
  addMedicines: (medicines: readonly Medicine[]) => boolean;
  updateMedicine: (localId: string, edit: (medicine: Medicine) => Medicine) => void;
  removeMedicine: (localId: string) => void;
  addInvestigation: (item: { name: string; id?: string }) => string;
  updateInvestigation: (localId: string, edit: (entry: Investigation) => Investigation) => void;
  removeInvestigation: (localId: string) => void;
  addAdvice: (text: string) => string;
  updateAdvice: (localId: string, text: string) => void;
  removeAdvice: (localId: string) => void;
  updateNote: (localId: string, text: string) => void;
  removeNote: (localId: string) => void;
  /** The follow-up read from the field (undefined clears it), and the field's text if it did not read. */
  setFollowUp: (followUp: FollowUp | undefined, text: string | null) => void;
  /** Saves now if anything is unsaved, and waits for it (and for a save already running). */
  flush: () => Promise<void>;
  finalize: () => Promise<Result<PadView>>;
  reopen: () => Promise<Result<PadView>>;
  /** Saves the pad on screen, then starts a new, empty one. */
  startNew: () => Promise<Result<PadView>>;
}

/** The pad as it stands on screen, ready to save. */
export function padOf(state: PadState): Pad | null {
  const { meta } = state;
  if (meta === null) return null;
  return {
    id: meta.id,
    ...(meta.patientId === undefined ? {} : { patientId: meta.patientId }),
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    findings: state.findingIds.flatMap((id) => state.findings[id] ?? []),
    procedures: state.procedureIds.flatMap((id) => state.procedures[id] ?? []),
    vitals: state.vitals,
    medicines: state.medicines,
    investigations: state.investigations,
    // A line emptied on screen is not saved (the schema wants text); the others as written.
    advice: state.advice.filter((line) => line.text.trim() !== ''),
    // Kept only when there are notes: an older pad without the list stays as it was.
    ...(state.notes.length === 0
      ? {}
      : { notes: state.notes.filter((note) => note.text.trim() !== '') }),
    ...(state.followUp === undefined ? {} : { followUp: state.followUp }),
    ...(state.pregnant ? { pregnant: true } : {}),
    ...(state.checkOverrides.length === 0 ? {} : { checkOverrides: state.checkOverrides }),
  };
}

export function orderOf(findings: readonly ExaminationFinding[]): FindingOrder {
  const order: FindingOrder = { symptom: [], diagnosis: [], examination: [] };
  for (const finding of findings) order[findingKind(finding)].push(finding.localId);
  return order;
}

export function metaOf(view: PadView): PadMeta {
  return {
    id: view.pad.id,
    ...(view.pad.patientId === undefined ? {} : { patientId: view.pad.patientId }),
    createdAt: view.pad.createdAt,
    updatedAt: view.pad.updatedAt,
    status: view.status,
    sync: view.sync,
    canEdit: view.canEdit,
    canReopen: view.canReopen,
    otherAccount: view.otherAccount,
  };
}

/** The whole view, replacing what is on screen. */
export function fromView(view: PadView): Partial<PadState> {
  const { pad } = view;
  return {
    meta: metaOf(view),
    loadError: null,
    findingIds: pad.findings.map((f) => f.localId),
    findingOrder: orderOf(pad.findings),
    findings: Object.fromEntries(pad.findings.map((f) => [f.localId, f])),
    procedureIds: pad.procedures.map((p) => p.localId),
    procedures: Object.fromEntries(pad.procedures.map((p) => [p.localId, p])),
    vitals: pad.vitals,
    // A pad read from an older core may lack them.
    medicines: pad.medicines ?? [],
    investigations: pad.investigations ?? [],
    advice: pad.advice ?? [],
    notes: pad.notes ?? [],
    followUp: pad.followUp,
    followUpText: null,
    pregnant: pad.pregnant === true,
    checkOverrides: pad.checkOverrides ?? [],
    revision: view.revision,
    saveState: 'saved',
    saveError: null,
    savedAt: view.pad.updatedAt,
  };
}

export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The Since group of a lookup item, if it has one. */
export function sinceGroupOf(item: PropertyItem | undefined): PropertyGroup | undefined {
  return item?.groups.find((group) => group.kind === 'since');
}
