import type { Medicine } from '../pad/medicine';
import { medicineDirections } from '../pad/medicine-wording';
import type { MedicineWords } from './printout-input';

/**
 * A medicine as the printout writes it: its name, the pad's own directions in plain words ("1
 * tablet, morning and night, after food, for 5 days"), and the route (when not by mouth) and the
 * doctor's instructions on a line below.
 */
export function medicineWords(medicine: Medicine): MedicineWords {
  const route =
    medicine.route && !/^(oral|by mouth)$/i.test(medicine.route)
      ? `${medicine.route.charAt(0).toUpperCase()}${medicine.route.slice(1)}`
      : undefined;
  const extra = [route, medicine.instructions].filter((part) => part !== undefined).join('. ');
  return {
    name: medicine.name,
    directions: medicineDirections(medicine),
    ...(extra === '' ? {} : { extra }),
  };
}
