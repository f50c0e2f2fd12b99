import { z } from 'zod';
import { DATE_PROPERTY_GROUP_ID } from '../properties';
import { dateFromStored, isCalendarDate, parseDate, type IsoDate } from './date';
import { valid, type Validated } from './problems';
import {
  PropertyMapSchema,
  groupValue,
  clearedValue,
  isClearedGroup,
  readNoteGroup,
  withGroup,
  writeNoteGroup,
  type Reading,
} from './property-map';

/*
 * A procedure on the pad. Groups: Date and Note. The legacy `date` (free text) is read when the
 * Date group holds no real date, and never written; deleting the date over a legacy one writes the
 * cleared mark (see property-map.ts). Procedures have no legacy note field.
 */

/** Stored shape of a procedure on a pad (the wire record plus the pad's own `localId`). */
export const ProcedureSchema = z.object({
  /** The pad's id for this entry (UUID): edits and removals name it. */
  localId: z.uuid(),
  /** The platform's id of the procedure; absent for free text. */
  id: z.string().min(1).max(200).optional(),
  name: z.string().min(1).max(500),
  properties: PropertyMapSchema,
  /** Legacy free date: read when the Date group is empty, never written. */
  date: z.string().optional(),
});
export type Procedure = z.infer<typeof ProcedureSchema>;

export interface NewProcedure {
  localId: string;
  name: string;
  id?: string;
}

export function createProcedure({ localId, name, id }: NewProcedure): Procedure {
  return { localId, ...(id === undefined ? {} : { id }), name, properties: {} };
}

/**
 * `value` is what to show; `date` is the calendar date when one is known. From the group both
 * are the date. From the legacy field `value` is the text as written (trimmed) and `date` is set
 * only when that text is exactly 'YYYY-MM-DD'.
 */
export type DateReading = Reading<string> & { date: IsoDate | undefined };

/** The Date group's date, else the legacy `date`, else undefined; says which it was. */
export function readDate(procedure: Procedure): DateReading | undefined {
  const group = dateFromStored(groupValue(procedure, DATE_PROPERTY_GROUP_ID));
  if (group !== undefined) return { value: group, origin: 'group', date: group };
  if (isClearedGroup(procedure, DATE_PROPERTY_GROUP_ID)) return undefined;
  const legacy = procedure.date?.trim();
  if (legacy === undefined || legacy === '') return undefined;
  return { value: legacy, origin: 'legacy', date: isCalendarDate(legacy) ? legacy : undefined };
}

/** The Note group's text, if any (there is no legacy note to fall back to). */
export function readProcedureNote(procedure: Procedure): Reading<string> | undefined {
  return readNoteGroup(procedure);
}

/** Whether the procedure carries a legacy `date` with text in it. */
export function hasLegacyDate(procedure: Procedure): boolean {
  return (procedure.date?.trim() ?? '') !== '';
}

/**
 * Checks the typed date and writes the Date group. Legacy `date` stays as it was; an empty date
 * removes the group, or over a legacy date writes the cleared mark so it does not read again.
 */
export function writeDate(procedure: Procedure, input: unknown): Validated<Procedure> {
  const date = parseDate(input);
  if (!date.ok) return date;
  const value = date.value ?? clearedValue(hasLegacyDate(procedure));
  return valid(withGroup(procedure, DATE_PROPERTY_GROUP_ID, value));
}

/** Checks the typed note and writes the Note group; a blank note removes the group. */
export function writeProcedureNote(procedure: Procedure, input: unknown): Validated<Procedure> {
  return writeNoteGroup(procedure, input);
}
