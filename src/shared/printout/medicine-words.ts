import type { PrintLanguage } from '../pad/directions/languages';
import type { Medicine } from '../pad/medicine';
import {
  dispenseQuantity,
  dispenseWords,
  printedDirections,
  printedName,
} from '../pad/medicine-line';
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

/**
 * The medicine as printed. In another language than English the directions are said in it too
 * (from the line's fields, never from the English words); the instructions stay as written.
 */
export function medicineWords(medicine: Medicine, language: PrintLanguage = 'en'): MedicineWords {
  // The site is said in the directions ("in the right eye"): a route it names is not said again.
  const route = routeWords(medicine.route);
  const saidBySite = route !== undefined && medicine.site?.includes(route.toLowerCase()) === true;
  const extra = [saidBySite ? undefined : route, medicine.instructions?.trim()]
    .filter((part) => part !== undefined && part !== '')
    .join('. ');
  const quantity = dispenseQuantity(medicine);
  const printed = printedDirections(medicine, language);
  return {
    name: printedName(medicine),
    directions: printed.english,
    ...('local' in printed ? { local: { lang: printed.language, text: printed.local } } : {}),
    ...('fellBack' in printed ? { fellBack: { lang: printed.language, ...printed.fellBack } } : {}),
    ...(extra === '' ? {} : { extra }),
    ...(quantity ? { quantity: `Quantity: ${dispenseWords(quantity)}` } : {}),
  };
}
