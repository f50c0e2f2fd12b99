import { DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID, type SinceUnit } from '../properties';
import { parseDate } from './date';
import { hasLegacyNote, type ExaminationFinding } from './finding';
import { normaliseLineBreaks, parseNote } from './note';
import { hasLegacyDate, type Procedure } from './procedure';
import { clearedValue, groupValue, withGroup, type HasProperties } from './property-map';
import { isSinceUnit, parseSince } from './since';
import type { GlucoseContext } from './glucose';
import { checkVitalInput, type VitalEntry } from './vitals';

/*
 * The pad's fields as the form edits them. A draft keeps what the doctor typed, even text that is
 * not a value yet ("3" with no unit, "2025-02-3", "98,4", a note with a pasted control
 * character): autosave must never lose a keystroke, and the field's message says what to fix.
 * Finalize checks everything again (core/pad/pad-checks.ts) and refuses what is still wrong.
 *
 * Each `…Text` reader gives the text for a field; each `set…` writer takes the field's text and
 * returns a new item; each `…Problem` gives the message for the text, or undefined when it is fine.
 * Writers never change legacy fields, and clearing a value over a legacy one writes the cleared
 * mark (property-map.ts) so the deleted text does not come back.
 */

const isBlank = (text: string): boolean => text.trim() === '';

/** The group's text if it holds text (the cleared mark reads as ''), else the legacy text. */
function fieldText(item: HasProperties, groupId: string, legacy: string | undefined): string {
  const value = groupValue(item, groupId);
  if (typeof value === 'string') return value;
  return legacy?.trim() ? legacy : '';
}

// --- Note (findings and procedures) ---------------------------------------------------------

export function noteText(item: ExaminationFinding | Procedure): string {
  return fieldText(item, NOTE_PROPERTY_GROUP_ID, 'notes' in item ? item.notes : undefined);
}

export function setNote<T extends ExaminationFinding | Procedure>(item: T, text: string): T {
  // Procedures have no legacy note field.
  const legacy = 'notes' in item && hasLegacyNote(item);
  return withGroup(
    item,
    NOTE_PROPERTY_GROUP_ID,
    isBlank(text) ? clearedValue(legacy) : normaliseLineBreaks(text),
  );
}

export function noteProblem(text: string): string | undefined {
  const parsed = parseNote(text);
  return parsed.ok ? undefined : parsed.problems[0]?.message;
}

// --- Date (procedures) ----------------------------------------------------------------------

export function dateText(procedure: Procedure): string {
  return fieldText(procedure, DATE_PROPERTY_GROUP_ID, procedure.date);
}

export function setDate(procedure: Procedure, text: string): Procedure {
  const value = isBlank(text) ? clearedValue(hasLegacyDate(procedure)) : text.trim();
  return withGroup(procedure, DATE_PROPERTY_GROUP_ID, value);
}

export function dateProblem(text: string): string | undefined {
  const parsed = parseDate(text);
  return parsed.ok ? undefined : parsed.problems[0]?.message;
}

// --- Since (findings) -----------------------------------------------------------------------

/** The Since fields: the number as typed and the chosen unit ('' for none yet). */
export interface SinceFields {
  valueText: string;
  unit: SinceUnit | '';
}

const WHOLE = /^\d{1,9}$/;

export function sinceFields(finding: ExaminationFinding, sinceGroupId: string): SinceFields {
  const stored = groupValue(finding, sinceGroupId);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { valueText: '', unit: '' };
  }
  const { value, unit } = stored as { value?: unknown; unit?: unknown };
  const valueText =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return { valueText, unit: isSinceUnit(unit) ? unit : '' };
}

/**
 * Writes what the Since fields hold: a whole number as a number (the stored shape), anything
 * else as the text typed, and the unit when one is chosen. Both empty removes the group.
 */
export function setSince(
  finding: ExaminationFinding,
  sinceGroupId: string,
  fields: SinceFields,
): ExaminationFinding {
  const text = fields.valueText.trim();
  if (text === '' && fields.unit === '') return withGroup(finding, sinceGroupId, null);
  const value = WHOLE.test(text) ? Number(text) : text;
  return withGroup(finding, sinceGroupId, {
    ...(text === '' ? {} : { value }),
    ...(fields.unit === '' ? {} : { unit: fields.unit }),
  });
}

/** The message for each Since field that is wrong. */
export function sinceProblems(fields: SinceFields): { value?: string; unit?: string } {
  const parsed = parseSince({ value: fields.valueText, unit: fields.unit });
  if (parsed.ok) return {};
  const problems: { value?: string; unit?: string } = {};
  for (const problem of parsed.problems) {
    if (problem.field === 'since.value') problems.value ??= problem.message;
    if (problem.field === 'since.unit') problems.unit ??= problem.message;
  }
  return problems;
}

// --- Vitals ---------------------------------------------------------------------------------

/** The text typed for a vital ('' when not recorded). */
export function vitalText(vitals: readonly VitalEntry[], vitalId: string): string {
  return vitals.find((entry) => entry.vitalId === vitalId)?.value ?? '';
}

/**
 * The vitals with one field's text: blank removes the entry; otherwise the text replaces the
 * entry's in place, or a new entry is added at the end.
 */
export function setVital(
  vitals: readonly VitalEntry[],
  vitalId: string,
  text: string,
): VitalEntry[] {
  const index = vitals.findIndex((entry) => entry.vitalId === vitalId);
  if (isBlank(text)) return index === -1 ? [...vitals] : vitals.toSpliced(index, 1);
  const context = index === -1 ? undefined : vitals[index]!.context;
  const entry: VitalEntry = { vitalId, value: text, ...(context ? { context } : {}) };
  return index === -1 ? [...vitals, entry] : vitals.with(index, entry);
}

/**
 * The vitals with one entry's context (when a glucose was taken). An entry not typed yet gets it
 * once it has a value: `setVital` keeps the context of the entry it replaces.
 */
export function setVitalContext(
  vitals: readonly VitalEntry[],
  vitalId: string,
  context: GlucoseContext,
): VitalEntry[] {
  const index = vitals.findIndex((entry) => entry.vitalId === vitalId);
  if (index === -1) return [...vitals];
  return vitals.with(index, { ...vitals[index]!, context });
}

/**
 * Moves a vital's text to the same measure in another unit (°F to °C): the text is kept as typed,
 * not converted, so the doctor sees at once if it no longer fits the unit.
 */
export function switchVitalUnit(
  vitals: readonly VitalEntry[],
  fromId: string,
  toId: string,
): VitalEntry[] {
  if (fromId === toId || !vitals.some((entry) => entry.vitalId === fromId)) return [...vitals];
  return vitals
    .filter((entry) => entry.vitalId !== toId)
    .map((entry) => (entry.vitalId === fromId ? { vitalId: toId, value: entry.value } : entry));
}

/**
 * Swaps the texts of two vitals (a blood pressure typed the wrong way round), each as typed: the
 * doctor's decision, so a scribe origin goes as when a value is typed over. Unchanged unless both
 * are on the pad.
 */
export function swapVitals(vitals: readonly VitalEntry[], aId: string, bId: string): VitalEntry[] {
  const a = vitals.find((entry) => entry.vitalId === aId);
  const b = vitals.find((entry) => entry.vitalId === bId);
  if (a === undefined || b === undefined || aId === bId) return [...vitals];
  return vitals.map((entry) =>
    entry === a
      ? { vitalId: aId, value: b.value }
      : entry === b
        ? { vitalId: bId, value: a.value }
        : entry,
  );
}

export function vitalProblem(vitalId: string, text: string): string | undefined {
  const check = checkVitalInput(vitalId, text);
  return check.ok ? undefined : check.message;
}
