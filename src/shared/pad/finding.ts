import { z } from 'zod';
import { NOTE_PROPERTY_GROUP_ID } from '../properties';
import { ENTRY_ORIGINS } from './medicine';
import { noteFromStored } from './note';
import { valid, type Validated } from './problems';
import {
  PropertyMapSchema,
  groupValue,
  isClearedGroup,
  readNoteGroup,
  withGroup,
  writeNoteGroup,
  type Reading,
} from './property-map';
import { parseSince, sinceFromStored, type Since, type SinceInput } from './since';

/*
 * An examination finding: the platform's ExaminationEntity, which carries symptoms and diagnoses
 * as well as examination findings proper.
 *
 * Kind and `source` (contract: "tells which path the finding was added from"): the kind is read
 * from `source` and stored nowhere else, so the two can never disagree.
 *   source 'symptom'   -> a symptom (added from the symptom search)
 *   source 'diagnosis' -> a diagnosis (added from the diagnosis search)
 *   no source          -> an examination finding; records written before `source` existed read
 *                         as examination findings too, which is what they were stored as.
 *
 * Groups: Since (how long; its id comes from the lookup) and Note. The legacy `notes` field is
 * read when there is no Note group, and never written. Deleting a note over legacy `notes` writes
 * the cleared mark (see property-map.ts), so the deleted text does not come back.
 */

export const FINDING_SOURCES = ['symptom', 'diagnosis'] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];

export const FINDING_KINDS = ['symptom', 'diagnosis', 'examination'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * How sure a diagnosis is when it is not confirmed (FHIR R4 condition-ver-status): provisional,
 * one of a differential, or refuted (ruled out: written on the pad so that it is known to have
 * been considered, never as found). Absent: confirmed, as every diagnosis was before this field.
 */
export const DIAGNOSIS_VERIFICATIONS = ['provisional', 'differential', 'refuted'] as const;
export type DiagnosisVerification = (typeof DIAGNOSIS_VERIFICATIONS)[number];

/** Stored shape of a finding on a pad (the wire entity plus the pad's own `localId`). */
export const ExaminationFindingSchema = z.object({
  /** The pad's id for this entry (UUID): edits and removals name it. */
  localId: z.uuid(),
  /** The platform's id of the symptom, diagnosis or finding; absent for free text. */
  id: z.string().min(1).max(200).optional(),
  name: z.string().min(1).max(500),
  source: z.enum(FINDING_SOURCES).optional(),
  properties: PropertyMapSchema,
  /** Legacy free text: read when the Note group is empty, never written. */
  notes: z.string().optional(),
  /** The scribe's suggestion it was accepted from (as is, or edited); absent when typed. */
  origin: z.enum(ENTRY_ORIGINS).optional(),
  /** A diagnosis not confirmed (see DIAGNOSIS_VERIFICATIONS); read only on diagnoses. */
  verification: z.enum(DIAGNOSIS_VERIFICATIONS).optional(),
});
export type ExaminationFinding = z.infer<typeof ExaminationFindingSchema>;

/** A diagnosis's verification when it is not confirmed; undefined for anything else. */
export function diagnosisVerification(
  finding: Pick<ExaminationFinding, 'source' | 'verification'>,
): DiagnosisVerification | undefined {
  return findingKind(finding) === 'diagnosis' ? finding.verification : undefined;
}

/** The diagnosis confirmed by the doctor: its verification mark removed. */
export function confirmDiagnosis(finding: ExaminationFinding): ExaminationFinding {
  const { verification: _mark, ...confirmed } = finding;
  return confirmed;
}

export const VERIFICATION_WORDS: Record<DiagnosisVerification, string> = {
  provisional: 'provisional',
  differential: 'differential',
  refuted: 'ruled out',
};

/**
 * A diagnosis's name as printed and shown beside the pad: "? Dengue fever (provisional)",
 * "? Malaria (differential)", "Migraine (ruled out)"; a confirmed one as written.
 */
export function diagnosisWords(
  finding: Pick<ExaminationFinding, 'name' | 'source' | 'verification'>,
): string {
  const mark = diagnosisVerification(finding);
  if (mark === undefined) return finding.name;
  const words = `${finding.name} (${VERIFICATION_WORDS[mark]})`;
  return mark === 'refuted' ? words : `? ${words}`;
}

export function findingKind(finding: Pick<ExaminationFinding, 'source'>): FindingKind {
  return finding.source ?? 'examination';
}

/** The `source` that records a kind (none for an examination finding). */
export function sourceOfKind(kind: FindingKind): FindingSource | undefined {
  switch (kind) {
    case 'symptom':
    case 'diagnosis':
      return kind;
    case 'examination':
      return undefined;
  }
}

export interface NewFinding {
  localId: string;
  kind: FindingKind;
  name: string;
  id?: string;
}

/** A finding with no groups yet. */
export function createFinding({ localId, kind, name, id }: NewFinding): ExaminationFinding {
  const source = sourceOfKind(kind);
  return {
    localId,
    ...(id === undefined ? {} : { id }),
    name,
    ...(source === undefined ? {} : { source }),
    properties: {},
  };
}

/** The Since value, if the group holds one of the right shape. */
export function readSince(finding: ExaminationFinding, sinceGroupId: string): Since | undefined {
  return sinceFromStored(groupValue(finding, sinceGroupId));
}

/**
 * The Note group's text, else the legacy `notes`, else undefined; says which it was. A cleared
 * group reads as no note, legacy or not.
 */
export function readNote(finding: ExaminationFinding): Reading<string> | undefined {
  const group = readNoteGroup(finding);
  if (group !== undefined) return group;
  if (isClearedGroup(finding, NOTE_PROPERTY_GROUP_ID)) return undefined;
  const legacy = noteFromStored(finding.notes);
  return legacy === undefined ? undefined : { value: legacy, origin: 'legacy' };
}

/** Checks the typed Since and writes its group; both parts empty (or null) removes the group. */
export function writeSince(
  finding: ExaminationFinding,
  sinceGroupId: string,
  input: SinceInput | null,
): Validated<ExaminationFinding> {
  const since = parseSince(input);
  if (!since.ok) return since;
  return valid(withGroup(finding, sinceGroupId, since.value));
}

/** Whether the finding carries legacy `notes` with text in them. */
export function hasLegacyNote(finding: ExaminationFinding): boolean {
  return noteFromStored(finding.notes) !== undefined;
}

/**
 * Checks the typed note and writes the Note group. Legacy `notes` stays as it was (the contract
 * keeps legacy fields); a blank note removes the group, or over legacy `notes` writes the
 * cleared mark, so readNote then reads no note rather than the legacy text.
 */
export function writeNote(
  finding: ExaminationFinding,
  input: unknown,
): Validated<ExaminationFinding> {
  return writeNoteGroup(finding, input, hasLegacyNote(finding));
}
