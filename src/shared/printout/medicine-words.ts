import type { Medicine } from '../pad/medicine';
import { directionsOf, dispenseQuantity, dispenseWords, printedName } from '../pad/medicine-line';
import { ROUTE_PHRASES } from '../pad/medicine-phrases';
import type { MedicineWords } from './printout-input';

/*
 * A medicine as the printout writes it, all from the one model of a medicine line
 * (src/shared/pad/medicine-line.ts): the medicine column (printedName), the "how to take" words
 * (directionsOf, which already says the site: "in the right eye"), and under them the route in
 * words when not by mouth, the doctor's instructions and the quantity to dispense.
 */

const ROUTES = new Map(ROUTE_PHRASES);

/**
 * The route written out, ISMP-safe ("Subcutaneous", never SC; "Intravenous", never IV); none for
 * by mouth. A route the phrases do not know is printed as typed, its first letter capital.
 */
export function routeWords(route: string | undefined): string | undefined {
  const typed = route?.trim();
  if (typed === undefined || typed === '') return undefined;
  const known = ROUTES.get(typed.toLowerCase());
  if (known === 'Oral') return undefined;
  return known ?? `${typed.charAt(0).toUpperCase()}${typed.slice(1)}`;
}

export function medicineWords(medicine: Medicine): MedicineWords {
  // The site is said in the directions ("in the right eye"): a route it names is not said again.
  const route = routeWords(medicine.route);
  const saidBySite = route !== undefined && medicine.site?.includes(route.toLowerCase()) === true;
  const extra = [saidBySite ? undefined : route, medicine.instructions?.trim()]
    .filter((part) => part !== undefined && part !== '')
    .join('. ');
  const quantity = dispenseQuantity(medicine);
  return {
    name: printedName(medicine),
    directions: directionsOf(medicine),
    ...(extra === '' ? {} : { extra }),
    ...(quantity ? { quantity: `Quantity: ${dispenseWords(quantity)}` } : {}),
  };
}
