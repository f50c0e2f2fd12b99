import type { PrintLanguage } from '../pad/directions/languages';
import type { PrintoutSignature } from './printout-signature';
import type { PrintoutStatus } from './printout-status';
import type { Medicine } from '../pad/medicine';
import type { PrintoutAlerts } from './printout-alerts';

export type { PrintoutAlerts };

/*
 * What a printed prescription holds, as plain data already in words (the pad's glue builds it;
 * printout-html.ts lays it out). Nothing here is read from the pad directly, so the printout does
 * not change when the pad's model grows.
 */

export const PAPER_SIZES = ['A4', 'A5'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export interface PrintoutRegistration {
  /** "Karnataka Medical Council". */
  council: string;
  number: string;
  year?: number;
}

export interface PrintoutDoctor {
  /** With the salutation: "Dr. Meera Iyer". */
  name: string;
  /** As the doctor writes them: "MBBS", "MD (General Medicine)". */
  degrees: string[];
  speciality?: string;
  registrations: PrintoutRegistration[];
}

export interface PrintoutClinic {
  name: string;
  addressLines: string[];
  phone?: string;
}

export interface PrintoutPatient {
  name: string;
  /** In words: "Female". */
  sex: string;
  /** As the platform writes ages: "5 Years 3 Months". */
  ageText: string;
  uhid?: string;
}

export interface PrintoutFinding {
  name: string;
  /** "3 days". */
  since?: string;
  note?: string;
}

export interface PrintoutVital {
  /** "Blood pressure". */
  name: string;
  /** As typed: "120/80", "98.4". */
  value: string;
  /** As shown: "mmHg", "°F". */
  unit?: string;
}

export interface PrintoutItem {
  name: string;
  note?: string;
}

/** A medicine in words: its name as printed, how to take it, and the lines under them. */
export interface MedicineWords {
  /** printedName: "Tab. PARACETAMOL 650 mg (Dolo 650)". */
  name: string;
  /** directionsOf: "1 tablet, morning and night, after food, for 5 days". */
  directions: string;
  /**
   * The directions in the patient's language (printed above the English), when the printout is
   * in one and its template can say the line (docs/printout-languages.md).
   */
  local?: { lang: string; text: string };
  /** The printout is in a language whose template cannot say this line: a note in both. */
  fellBack?: { lang: string; note: string; english: string };
  /** The route in words when it is not by mouth, and the doctor's instructions. */
  extra?: string;
  /** "Quantity: 10 tablets", when it can be counted. */
  quantity?: string;
}

export type { PrintoutStatus } from './printout-status';

export interface PrintoutInput {
  paper: PaperSize;
  /**
   * The patient's language for the directions (English beside them); absent: English only. A
   * finalized pad prints the language kept when it was finalized.
   */
  language?: PrintLanguage;
  status: PrintoutStatus;
  doctor: PrintoutDoctor;
  clinic?: PrintoutClinic;
  /** Year-month-day of the consultation. */
  date: string;
  patient: PrintoutPatient;
  /** Allergies (always: recorded, none known, or not recorded) and chronic conditions. */
  alerts: PrintoutAlerts;
  symptoms: PrintoutFinding[];
  diagnoses: PrintoutFinding[];
  examination: PrintoutFinding[];
  vitals: PrintoutVital[];
  procedures: PrintoutItem[];
  medicines: Medicine[];
  investigations: PrintoutItem[];
  /** One line each; any Indian script. */
  advice: string[];
  /** The pad's notes: the section as `name`, the words as `note`. Absent: none. */
  notes?: PrintoutItem[];
  followUp?: { date: string; note?: string };
  /** The signature or stamp image a finalized pad kept; never on a draft (printout-signature.ts). */
  signature?: PrintoutSignature;
  /** A finalized amendment: "Amended 28 Nov 2026, 14:05" (printout-amended.ts). */
  amended?: string;
}
