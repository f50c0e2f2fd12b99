import type { DrugItem } from './medical-db';
import type { Medicine } from './pad/medicine';
import { formRead } from './pad/medicine-forms';

/** The limits of the pad's schema (medicine.ts): a longer value from the database is cut. */
const MAX = { name: 300, drugId: 200, form: 40, strength: 60 } as const;

const cut = (text: string | undefined, max: number): string | undefined => {
  const trimmed = text?.trim().slice(0, max).trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/**
 * A drug picked in the search as the pad's medicine (without its local id): the platform's drug
 * id (never for the doctor's free text from the formulary), the name as the database gives it
 * (the brand, "Dolo 650"), its generic name ("Paracetamol"), its form read the way a typed line's
 * is ("Tablet" -> "tablet", with the route a form implies, "Eye Drops" -> Eye), the strength when
 * one is known (never read out of the name), and the drug's published defaults, each the
 * doctor's to change. The printout then prints `printedName`: "Tab. PARACETAMOL (Dolo 650)".
 */
export function medicineOfDrug(item: DrugItem): Omit<Medicine, 'localId'> {
  const read = formRead(item.form);
  const form = read?.form ?? cut(item.form?.toLowerCase(), MAX.form);
  const drugId = item.freeText ? undefined : cut(item.id, MAX.drugId);
  const genericName = cut(item.genericName, MAX.name);
  const strength = cut(item.strength, MAX.strength);
  return {
    name: cut(item.name, MAX.name) ?? item.name,
    ...(drugId === undefined ? {} : { drugId }),
    ...(genericName === undefined ? {} : { genericName }),
    ...(form === undefined ? {} : { form }),
    ...(strength === undefined ? {} : { strength }),
    ...(read?.route === undefined ? {} : { route: read.route }),
    ...item.defaults,
  };
}
