import type { Medicine } from '../../../shared/pad/medicine';
import { questionTargetId } from './medicineLineEntry';

/** The medicine search (MedicineSection's MEDICINE_SEARCH_ID), once no copied line waits. */
export const MEDICINE_SEARCH_ID_TARGET = 'pad-add-medicine';

/**
 * Where focus goes once a copied line is reviewed: the Keep of the next copied line still to
 * review (after this one, else the first), or undefined when none waits.
 */
export function nextToReview(medicines: readonly Medicine[], localId: string): string | undefined {
  const waiting = medicines.filter((m) => m.repeatedFrom !== undefined && m.localId !== localId);
  const index = medicines.findIndex((m) => m.localId === localId);
  const after = waiting.find((m) => medicines.indexOf(m) > index) ?? waiting[0];
  return after === undefined ? undefined : questionTargetId(after.localId);
}

/** The Keep of the first copied line still to review, for focus after lines are copied. */
export function firstToReview(medicines: readonly Medicine[]): string | undefined {
  const first = medicines.find((m) => m.repeatedFrom !== undefined);
  return first === undefined ? undefined : questionTargetId(first.localId);
}
