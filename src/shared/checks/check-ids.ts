import type { Medicine } from '../pad/medicine';

/*
 * Warning ids (docs/prescribing-checks.md, "Ids and overrides"). An id names the rule, a detail
 * key (the table row, the allergy, the numbers the check used) and every line the warning is
 * about as it stands: a change to any of those lines gives a new id, so an override given before
 * no longer applies. No patient data goes into an id beyond local ids and numbers.
 */

/** The parts of a line a warning depends on: a change to any gives the warning a new id. */
export function lineFingerprint(medicine: Medicine): string {
  const { name, genericName, strength, form, dose, frequency, duration, route, then } = medicine;
  return JSON.stringify([
    name,
    genericName,
    strength,
    form,
    dose,
    frequency,
    duration,
    route,
    then,
  ]);
}

/** A short, stable hash (FNV-1a, 32 bits, hex) for warning ids. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A warning's id: its rule, its detail key, and the lines it is about as they stand. */
export function warningId(rule: string, detail: string, lines: readonly Medicine[]): string {
  return `${rule}:${detail}:${lines.map((line) => `${line.localId}@${shortHash(lineFingerprint(line))}`).join(',')}`;
}
