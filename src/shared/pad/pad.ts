import { z } from 'zod';
import { CheckOverrideSchema } from '../checks/check-types';
import { ExaminationFindingSchema, findingKind, type ExaminationFinding } from './finding';
import { MedicineSchema } from './medicine';
import { AdviceSchema, FollowUpSchema, InvestigationSchema, PadNoteSchema } from './pad-entries';
import { ProcedureSchema, type Procedure } from './procedure';
import { VitalEntriesSchema, type VitalEntry } from './vitals';

/*
 * A prescription pad as the app keeps it while the doctor writes (the draft saved locally, then
 * sent as the prescription). Findings are one list in the order they were added, as the wire's
 * `examination_findings[]` is one list; `groupFindings` splits them by kind for the screen, the
 * kind being read from each finding's `source` (see finding.ts).
 *
 * Every helper is pure: it returns a new pad and leaves the one it was given unchanged. Editing
 * helpers do not stamp `updatedAt`; whoever saves calls `touchPad` with its clock.
 */

export const PadSchema = z
  .object({
    /** UUID; also the prescription's id when it is sent. */
    id: z.uuid(),
    /** The platform's patient id, when the pad is for a known patient. */
    patientId: z.string().min(1).max(200).optional(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    findings: z.array(ExaminationFindingSchema),
    procedures: z.array(ProcedureSchema),
    /** Modelled in ./vitals: each vital at most once, values as typed. */
    vitals: VitalEntriesSchema,
    /** The plan. Pads stored before it existed had none: they read as empty. */
    medicines: z.array(MedicineSchema).default([]),
    investigations: z.array(InvestigationSchema).default([]),
    advice: z.array(AdviceSchema).default([]),
    followUp: FollowUpSchema.optional(),
    /** Notes with a section title (the scribe's clinical notes accepted). Absent: none. */
    notes: z.array(PadNoteSchema).max(200).optional(),
    /**
     * Marked pregnant by the doctor for this visit (offered for women 12–50, allowed for any):
     * turns on the pregnancy checks. Absent: not marked. Kept with the pad, printed nowhere.
     */
    pregnant: z.boolean().optional(),
    /** The prescribing warnings the doctor went ahead past, with the reason (audit data; absent: none). */
    checkOverrides: z.array(CheckOverrideSchema).max(200).optional(),
  })
  .superRefine((pad, ctx) => {
    const seen = new Set<string>();
    const check = (localId: string, path: (string | number)[]) => {
      if (seen.has(localId)) ctx.addIssue({ code: 'custom', path, message: 'duplicate localId' });
      seen.add(localId);
    };
    pad.findings.forEach((f, i) => check(f.localId, ['findings', i, 'localId']));
    pad.procedures.forEach((p, i) => check(p.localId, ['procedures', i, 'localId']));
    pad.medicines.forEach((m, i) => check(m.localId, ['medicines', i, 'localId']));
    pad.investigations.forEach((t, i) => check(t.localId, ['investigations', i, 'localId']));
    pad.advice.forEach((a, i) => check(a.localId, ['advice', i, 'localId']));
    pad.notes?.forEach((n, i) => check(n.localId, ['notes', i, 'localId']));
  });
/** The stored pad; vitals typed by the vitals model's own `VitalEntry`. */
export type Pad = Omit<z.infer<typeof PadSchema>, 'vitals'> & { vitals: VitalEntry[] };

export interface NewPad {
  id: string;
  now: Date;
  patientId?: string;
}

export function createPad({ id, now, patientId }: NewPad): Pad {
  const at = now.toISOString();
  return {
    id,
    ...(patientId === undefined ? {} : { patientId }),
    createdAt: at,
    updatedAt: at,
    findings: [],
    procedures: [],
    vitals: [],
    medicines: [],
    investigations: [],
    advice: [],
  };
}

/**
 * Whether nothing is written on the pad. Lists are read as possibly absent: a pad that failed its
 * schema (saved under an older catalogue) is opened as stored.
 */
export function isPadEmpty(pad: Pad): boolean {
  const lists: (readonly unknown[] | undefined)[] = [
    pad.findings,
    pad.procedures,
    pad.vitals,
    pad.medicines,
    pad.investigations,
    pad.advice,
    pad.notes,
  ];
  return (
    lists.every((list) => list === undefined || list.length === 0) && pad.followUp === undefined
  );
}

/** The pad with `updatedAt` set to now (call when saving). */
export function touchPad(pad: Pad, now: Date): Pad {
  return { ...pad, updatedAt: now.toISOString() };
}

export interface FindingsByKind {
  symptoms: ExaminationFinding[];
  diagnoses: ExaminationFinding[];
  examinationFindings: ExaminationFinding[];
}

/** The pad's findings split by kind, each in pad order. */
export function groupFindings(pad: Pad): FindingsByKind {
  const groups: FindingsByKind = { symptoms: [], diagnoses: [], examinationFindings: [] };
  for (const finding of pad.findings) {
    const kind = findingKind(finding);
    switch (kind) {
      case 'symptom':
        groups.symptoms.push(finding);
        break;
      case 'diagnosis':
        groups.diagnoses.push(finding);
        break;
      case 'examination':
        groups.examinationFindings.push(finding);
        break;
    }
  }
  return groups;
}

/**
 * The outcome of an edit. `duplicate-local-id`: an entry with that local id is already on the
 * pad (local ids are unique across every list: findings, procedures, medicines, investigations
 * and advice). `not-found`: no entry of that kind has the id.
 */
export type PadEdit =
  { ok: true; pad: Pad } | { ok: false; reason: 'duplicate-local-id' | 'not-found' };

/** Whether any entry of the pad, of any kind, has this local id. */
export function hasLocalId(pad: Pad, localId: string): boolean {
  return [
    pad.findings,
    pad.procedures,
    pad.medicines,
    pad.investigations,
    pad.advice,
    pad.notes ?? [],
  ].some((list: readonly { localId: string }[]) => list.some((entry) => entry.localId === localId));
}

export function replaceById<T extends { localId: string }>(
  list: readonly T[],
  next: T,
): T[] | undefined {
  const index = list.findIndex((item) => item.localId === next.localId);
  return index === -1 ? undefined : list.with(index, next);
}

export function findFinding(pad: Pad, localId: string): ExaminationFinding | undefined {
  return pad.findings.find((f) => f.localId === localId);
}

export function findProcedure(pad: Pad, localId: string): Procedure | undefined {
  return pad.procedures.find((p) => p.localId === localId);
}

/** Adds a finding at the end. */
export function addFinding(pad: Pad, finding: ExaminationFinding): PadEdit {
  if (hasLocalId(pad, finding.localId)) return { ok: false, reason: 'duplicate-local-id' };
  return { ok: true, pad: { ...pad, findings: [...pad.findings, finding] } };
}

/** Replaces the finding with the same local id, in place. */
export function updateFinding(pad: Pad, finding: ExaminationFinding): PadEdit {
  const findings = replaceById(pad.findings, finding);
  return findings === undefined
    ? { ok: false, reason: 'not-found' }
    : { ok: true, pad: { ...pad, findings } };
}

/** Removes the finding with this local id; removing one that is not there is `not-found`. */
export function removeFinding(pad: Pad, localId: string): PadEdit {
  const findings = pad.findings.filter((f) => f.localId !== localId);
  if (findings.length === pad.findings.length) return { ok: false, reason: 'not-found' };
  return { ok: true, pad: { ...pad, findings } };
}

/** Adds a procedure at the end. */
export function addProcedure(pad: Pad, procedure: Procedure): PadEdit {
  if (hasLocalId(pad, procedure.localId)) return { ok: false, reason: 'duplicate-local-id' };
  return { ok: true, pad: { ...pad, procedures: [...pad.procedures, procedure] } };
}

/** Replaces the procedure with the same local id, in place. */
export function updateProcedure(pad: Pad, procedure: Procedure): PadEdit {
  const procedures = replaceById(pad.procedures, procedure);
  return procedures === undefined
    ? { ok: false, reason: 'not-found' }
    : { ok: true, pad: { ...pad, procedures } };
}

/** Removes the procedure with this local id; removing one that is not there is `not-found`. */
export function removeProcedure(pad: Pad, localId: string): PadEdit {
  const procedures = pad.procedures.filter((p) => p.localId !== localId);
  if (procedures.length === pad.procedures.length) return { ok: false, reason: 'not-found' };
  return { ok: true, pad: { ...pad, procedures } };
}
