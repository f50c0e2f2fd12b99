import type { ZodError } from 'zod';
import { parseDate } from '../../../shared/pad/date';
import { hasLegacyNote, type ExaminationFinding } from '../../../shared/pad/finding';
import { parseNote } from '../../../shared/pad/note';
import { PadSchema, isPadEmpty, type Pad } from '../../../shared/pad/pad';
import type { FieldProblem } from '../../../shared/pad/problems';
import type { PropertyMap } from '../../../shared/pad/property-map';
import { hasLegacyDate } from '../../../shared/pad/procedure';
import { parseSince } from '../../../shared/pad/since';
import { checkFinalVital, type VitalEntry } from '../../../shared/pad/vitals';
import { BP_QUESTION_KEY, padBloodPressureQuestion } from '../../../shared/pad/vitals-bp';
import { DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID } from '../../../shared/properties';
import { checkPlan, planShapeKey, planShapeMessage } from './plan-checks';
import { checkPrescribing, type PrescribingSource } from './prescribing-checks';

/*
 * The checks a pad passes before it is finalized. Drafts are only checked for shape (PadSchema):
 * a draft may hold a half-written Since, a date being typed or a vital's text that is not a value
 * yet, so that autosave keeps every keystroke. A finalized pad is what the
 * platform receives, so every structured value is read again with the model's own parsers and
 * must come back exactly as stored: anything the parser would have to change, the doctor fixes.
 *
 * Problems are keyed for the form: `findings.<localId>.since.value`, `procedures.<localId>.date`,
 * `vitals.<vitalId>.value`, `vitals.blood-pressure.question` (systolic not above diastolic,
 * vitals-bp.ts), the plan's keys (plan-checks.ts), `medicines.<localId>.check` for a prescribing
 * warning neither fixed nor overridden (prescribing-checks.ts), `pad` for the whole pad.
 * Messages are the model's sentences; none quotes the text of a note.
 */

export type PadProblems = Record<string, string>;

export type PadCheck = { ok: true; pad: Pad } | { ok: false; problems: PadProblems };

const REENTER =
  'Enter this again: it was saved in a form the platform may not read, and the app does not change what you wrote.';
export const EMPTY_PAD_MESSAGE =
  'The pad is empty: add a finding, a procedure, a vital, a medicine, an investigation, advice or a follow-up before finalizing.';

function add(problems: PadProblems, prefix: string, found: readonly FieldProblem[]): void {
  for (const problem of found) problems[`${prefix}.${problem.field}`] ??= problem.message;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a group value has the Since shape `{value, unit}`. The platform's Since group id is not
 * published (see since.ts), so a value of that shape is checked as a Since whatever its group id;
 * groups of other shapes (a newer platform's) are sent untouched.
 */
function looksLikeSince(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'value' || key === 'unit');
}

function checkSince(raw: unknown): FieldProblem[] {
  const stored = isPlainObject(raw) ? raw : {};
  const parsed = parseSince({ value: stored.value, unit: stored.unit });
  if (!parsed.ok) return parsed.problems;
  if (parsed.value === null) {
    return [{ field: 'since.value', message: 'Enter how long, or clear the unit as well.' }];
  }
  if (stored.value !== parsed.value.value || stored.unit !== parsed.value.unit) {
    return [{ field: 'since.value', message: REENTER }];
  }
  return [];
}

function checkNote(raw: unknown, hasLegacy: boolean): FieldProblem[] {
  // The cleared mark over a legacy note: sent as is, so the platform reads no note either.
  if (hasLegacy && raw === '') return [];
  const parsed = parseNote(raw);
  if (!parsed.ok) return parsed.problems;
  if (parsed.value === null) {
    return [{ field: 'note', message: 'The note is blank: write it, or remove it.' }];
  }
  return parsed.value === raw ? [] : [{ field: 'note', message: REENTER }];
}

function checkDate(raw: unknown, hasLegacy: boolean): FieldProblem[] {
  if (hasLegacy && raw === '') return [];
  const parsed = parseDate(raw);
  if (!parsed.ok) return parsed.problems;
  if (parsed.value === null) {
    return [{ field: 'date', message: 'Enter the date, or remove it.' }];
  }
  return parsed.value === raw ? [] : [{ field: 'date', message: REENTER }];
}

function checkFinding(
  finding: ExaminationFinding,
  sinceGroupIds: readonly string[],
  problems: PadProblems,
): void {
  const prefix = `findings.${finding.localId}`;
  for (const [groupId, value] of Object.entries(finding.properties as PropertyMap)) {
    if (groupId === NOTE_PROPERTY_GROUP_ID) {
      add(problems, prefix, checkNote(value, hasLegacyNote(finding)));
    } else if (sinceGroupIds.includes(groupId) || looksLikeSince(value)) {
      add(problems, prefix, checkSince(value));
    }
  }
}

/** Zod's path, with list indexes replaced by the ids the form knows rows by. */
function keyOf(input: unknown, path: readonly PropertyKey[]): string {
  const [list, index, ...rest] = path;
  const items = isPlainObject(input) ? input[String(list)] : undefined;
  if (typeof index === 'number' && Array.isArray(items)) {
    const item: unknown = items[index];
    const named =
      list === 'vitals' && isPlainObject(item) && typeof item.vitalId === 'string'
        ? item.vitalId
        : isPlainObject(item) && typeof item.localId === 'string'
          ? item.localId
          : String(index);
    return [String(list), named, ...rest.map(String)].join('.');
  }
  return path.length > 0 ? path.map(String).join('.') : 'pad';
}

/** Shape problems of a pad (PadSchema), keyed for the form. */
export function shapeProblems(input: unknown, error: ZodError): PadProblems {
  const problems: PadProblems = {};
  for (const issue of error.issues) {
    const key = planShapeKey(keyOf(input, issue.path), issue.path);
    problems[key] ??= planShapeMessage(issue.path) ?? issue.message;
  }
  return problems;
}

/**
 * Checks a pad for finalizing. `sinceGroupIds` names the Since group ids known for a finding
 * (from the properties lookup); values of the Since shape are checked whatever their id.
 * `patient` is the pad's patient for the prescribing checks (none: a patient not known).
 */
export function checkForFinalize(
  input: unknown,
  sinceGroupIds: (finding: ExaminationFinding) => readonly string[] = () => [],
  patient?: PrescribingSource,
): PadCheck {
  const parsed = PadSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: shapeProblems(input, parsed.error) };
  const pad = parsed.data as Pad;
  const problems: PadProblems = {};
  if (isPadEmpty(pad)) problems.pad = EMPTY_PAD_MESSAGE;
  checkPlan(pad, problems);
  checkPrescribing(pad, patient, problems);
  for (const finding of pad.findings) checkFinding(finding, sinceGroupIds(finding), problems);
  for (const procedure of pad.procedures) {
    const prefix = `procedures.${procedure.localId}`;
    for (const [groupId, value] of Object.entries(procedure.properties as PropertyMap)) {
      if (groupId === DATE_PROPERTY_GROUP_ID) {
        add(problems, prefix, checkDate(value, hasLegacyDate(procedure)));
      } else if (groupId === NOTE_PROPERTY_GROUP_ID) add(problems, prefix, checkNote(value, false));
    }
  }
  // Drafts keep vital text as typed; what is sent is each value checked, and trimmed.
  const vitals: VitalEntry[] = [];
  for (const entry of pad.vitals) {
    const checked = checkFinalVital(entry);
    if (checked.ok) vitals.push(checked.entry);
    else problems[`vitals.${entry.vitalId}.value`] ??= checked.message;
  }
  // Systolic below (or equal to) diastolic is asked about on the row, never sent as it stands.
  const question = padBloodPressureQuestion(vitals);
  if (question !== undefined) problems[BP_QUESTION_KEY] = question.words;
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, pad: { ...pad, vitals } };
}
