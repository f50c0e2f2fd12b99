import type { BundleEntry, Duration as FhirDuration, MedicationRequest, Reference } from 'fhir/r4';
import { dosagesOf, durationOf } from './fhir-dosage';
import { FhirExportError } from './fhir-error';
import { itemFullUrl } from './fhir-ids';
import type { Duration, Medicine } from './medicine';
import { dispenseQuantity, medicineQuestions, printedName } from './medicine-line';
import { stepDurations, type MedicineLine } from './medicine-meaning';

/*
 * A medicine as a FHIR R4 MedicationRequest, following the platform's published FHIR structure
 * (eka-docs `ekascribe/resources/fhir-structure` and its bundle example, kept in
 * test/published/emr/fhir-bundle-example.excerpt.json; docs/platform.md) and carrying the one
 * model's meaning
 * (docs/fhir-medicines.md):
 *   status `active`, intent `order`, subject, requester, authoredOn;
 *   medicationCodeableConcept  coding {system https://www.eka.care/mdb, the drug's id, display
 *                      the printed name} when the drug database knew it; text the printed name
 *                      ("Tab. PARACETAMOL 650 mg (Dolo 650)": the generic in capitals, the
 *                      strength and the brand; FHIR has no field for a generic name short of
 *                      a Medication resource, and no code is invented for it);
 *   dosageInstruction  per step and per amount (fhir-dosage.ts);
 *   priority `stat`    a STAT medicine;
 *   dispenseRequest    quantity {value, unit, system} from dispenseQuantity, when it can be
 *                      counted; expectedSupplyDuration, the whole course, when it is finite.
 * A medicine that still asks a question (medicineQuestions), or has a field that does not read
 * yet, is refused: it is never exported as settled.
 */

export interface MedicinesContext {
  padId: string;
  subject: Reference;
  practitioner: Reference | undefined;
  finalizedAt: string;
  /** The system of the drug database's ids (and of the quantities' units, as published). */
  codeSystem: string;
}

/**
 * Why this medicine cannot be exported, in words, or undefined. `position` is its place on the
 * pad (1 for the first); nothing the doctor wrote is quoted.
 */
export function medicineProblem(medicine: Medicine, position?: number): string | undefined {
  const which = position === undefined ? 'A medicine' : `Medicine ${position}`;
  const typed = Object.values(medicine.typed ?? {}).some((text) => text?.trim());
  if (typed) {
    return `${which} has a field that is not read yet: finish it on the pad, then export.`;
  }
  if (medicineQuestions(medicine).length > 0) {
    return `${which} still asks a question (what was meant is not settled): answer it on the pad, then export.`;
  }
  return undefined;
}

const IN_DAYS: Partial<Record<Duration['unit'], number>> = { days: 1, weeks: 7 };
const IN_HOURS: Partial<Record<Duration['unit'], number>> = { hours: 1, days: 24 };

/**
 * The whole course as one Duration, when it ends: the steps' durations added up, in their unit
 * when they share one, else in days (days and weeks) or hours (hours and days). A month is no
 * fixed number of days, so months or years mixed with another unit give none. An open course
 * ("till review", "continue") or a step with no duration gives none.
 */
function courseDuration(line: MedicineLine): FhirDuration | undefined {
  if (line.course !== undefined) return undefined;
  const durations = stepDurations(line);
  if (durations.some((d) => d === undefined)) return undefined;
  const known = durations as Duration[];
  const [first] = known;
  if (first === undefined) return undefined;
  const total = (unit: Duration['unit'], factors: Partial<Record<Duration['unit'], number>>) => {
    let sum = 0;
    for (const d of known) {
      const factor = d.unit === unit ? 1 : factors[d.unit];
      if (factor === undefined) return undefined;
      sum += d.value * factor;
    }
    return sum <= 999 ? durationOf({ value: sum, unit }) : undefined;
  };
  if (known.every((d) => d.unit === first.unit)) return total(first.unit, {});
  return total('days', IN_DAYS) ?? total('hours', IN_HOURS);
}

export function medicineEntry(
  medicine: Medicine,
  context: MedicinesContext,
): BundleEntry<MedicationRequest> {
  const problem = medicineProblem(medicine);
  if (problem !== undefined) throw new FhirExportError([problem]);
  const name = printedName(medicine);
  const quantity = dispenseQuantity(medicine);
  const supply = courseDuration(medicine);
  const request: MedicationRequest = {
    resourceType: 'MedicationRequest',
    status: 'active',
    intent: 'order',
    ...(medicine.frequency?.kind === 'stat' ? { priority: 'stat' } : {}),
    medicationCodeableConcept: {
      ...(medicine.drugId === undefined
        ? {}
        : { coding: [{ system: context.codeSystem, code: medicine.drugId, display: name }] }),
      text: name,
    },
    subject: structuredClone(context.subject),
    authoredOn: context.finalizedAt,
    ...(context.practitioner ? { requester: structuredClone(context.practitioner) } : {}),
    dosageInstruction: dosagesOf(medicine, context.codeSystem),
    ...(quantity === undefined && supply === undefined
      ? {}
      : {
          dispenseRequest: {
            ...(quantity === undefined
              ? {}
              : {
                  quantity: {
                    system: context.codeSystem,
                    unit: quantity.unit,
                    value: quantity.value,
                  },
                }),
            ...(supply === undefined ? {} : { expectedSupplyDuration: supply }),
          },
        }),
  };
  return { fullUrl: itemFullUrl(context.padId, medicine.localId), resource: request };
}
