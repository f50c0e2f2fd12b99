import { z } from 'zod';
import { NOTE_PROPERTY_GROUP_ID } from '../properties';
import { noteFromStored, parseNote } from './note';
import { valid, type Validated } from './problems';

/*
 * `properties` of a finding or procedure: property-group id -> value (contract: "map of string
 * to SymDiaProperty"). The platform does not show SymDiaProperty; ASSUMPTION: the value is the
 * group's value itself (Since {value, unit}, Note text, Date 'YYYY-MM-DD'). Every encoding
 * decision sits in since.ts, note.ts and date.ts, so a different wire shape changes those only.
 *
 * Rules every writer follows:
 * - A write returns a new item with a new `properties` object; the item it was given is not
 *   changed, and every other field (legacy `notes` and `date` included) is carried over as is.
 * - Writing sets one group's key and nothing else: groups this app does not know (a newer platform
 *   may send some) keep their values untouched.
 * - Clearing a value removes the group's key rather than storing an empty value, except over a
 *   legacy field: there the group is written as '' ("cleared"), because removing it would make
 *   the reader fall back to the legacy text and show again what the doctor just deleted.
 */

/** Any JSON value: unknown groups must survive a save, so they are kept, not interpreted. */
export const PropertyValueSchema = z.json();
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

/** Stored and wire shape; absent (older records) reads as no groups. */
export const PropertyMapSchema = z
  .record(z.string().min(1).max(200), PropertyValueSchema)
  .default(() => ({}));
export type PropertyMap = Record<string, PropertyValue>;

export interface HasProperties {
  properties: PropertyMap;
}

/** What an item holds under a group, if anything. */
export function groupValue(item: HasProperties, groupId: string): unknown {
  return Object.hasOwn(item.properties, groupId) ? item.properties[groupId] : undefined;
}

/** A copy of the item with one group set (or removed, for null). */
export function withGroup<T extends HasProperties>(
  item: T,
  groupId: string,
  value: PropertyValue | null,
): T {
  // fromEntries and computed keys define own properties, so even a group called "__proto__"
  // stays data and never becomes the object's prototype.
  const others: PropertyMap = Object.fromEntries(
    Object.entries(item.properties).filter(([id]) => id !== groupId),
  );
  const properties = value === null ? others : { ...others, [groupId]: value };
  return { ...item, properties };
}

/** Where a value read from an item came from. */
export type ReadOrigin = 'group' | 'legacy';

export interface Reading<T> {
  value: T;
  origin: ReadOrigin;
}

/**
 * Whether a group holds the "cleared" mark: blank text, written when a value is deleted over a
 * legacy field. Readers stop there instead of falling back to the legacy field.
 */
export function isClearedGroup(item: HasProperties, groupId: string): boolean {
  const value = groupValue(item, groupId);
  return typeof value === 'string' && value.trim() === '';
}

/** The value that clears a group: the cleared mark over a legacy value, else no key at all. */
export function clearedValue(hasLegacy: boolean): '' | null {
  return hasLegacy ? '' : null;
}

/** The Note group's text, if it holds some (findings and procedures share the group). */
export function readNoteGroup(item: HasProperties): Reading<string> | undefined {
  const text = noteFromStored(groupValue(item, NOTE_PROPERTY_GROUP_ID));
  return text === undefined ? undefined : { value: text, origin: 'group' };
}

/**
 * Checks the typed note and writes it to the Note group. A blank note clears the group: removes
 * it, or writes the cleared mark when `hasLegacy` (a legacy note would otherwise read again).
 */
export function writeNoteGroup<T extends HasProperties>(
  item: T,
  input: unknown,
  hasLegacy = false,
): Validated<T> {
  const note = parseNote(input);
  if (!note.ok) return note;
  return valid(withGroup(item, NOTE_PROPERTY_GROUP_ID, note.value ?? clearedValue(hasLegacy)));
}
