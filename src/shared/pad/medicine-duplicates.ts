import type { Medicine } from './medicine';

/*
 * "A medicine entered twice is flagged": two entries are the same medicine when they carry the
 * same drug id, or when their names read the same once case, spacing and punctuation are set
 * aside ("PARACETAMOL 650" and "paracetamol  650."). Entering a medicine twice is not refused (a
 * tapering dose is written as two lines); the screen shows the flag and the doctor decides.
 */

/** The name as compared: NFKC, lower case, letters and digits only, single spaces. */
export function normaliseMedicineName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The medicines that share a drug id or a normalised name with another on the list, in list
 * order, as groups of local ids (each group two or more, each id in at most one group).
 */
export function duplicateMedicines(medicines: readonly Medicine[]): string[][] {
  // Union-find over the entries: same drug id or same name joins two entries.
  const parent = medicines.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] ?? i;
    return i;
  };
  const join = (a: number, b: number) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const firstByKey = new Map<string, number>();
  medicines.forEach((medicine, i) => {
    const keys = [`name:${normaliseMedicineName(medicine.name)}`];
    if (medicine.drugId !== undefined) keys.push(`drug:${medicine.drugId}`);
    for (const key of keys) {
      const first = firstByKey.get(key);
      if (first === undefined) firstByKey.set(key, i);
      else join(first, i);
    }
  });
  const groups = new Map<number, string[]>();
  medicines.forEach((medicine, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), medicine.localId]);
  });
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The local ids of every medicine entered more than once (for flagging each row). */
export function duplicateMedicineIds(medicines: readonly Medicine[]): Set<string> {
  return new Set(duplicateMedicines(medicines).flat());
}
