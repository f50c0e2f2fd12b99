import type {
  BundleEntry,
  CodeableConcept,
  Dosage,
  MedicationRequest,
  Reference,
  TimingRepeat,
} from 'fhir/r4';
import { UCUM_SYSTEM } from './fhir-codes';
import { decimalQuantity } from './fhir-json';
import { itemFullUrl } from './fhir-ids';
import type { Medicine } from './medicine';
import { medicineDirections, patternSlots, timingWords } from './medicine-wording';

/*
 * A medicine as a FHIR R4 MedicationRequest, following the platform's published FHIR mapping
 * (eka-docs `ekascribe/resources/fhir-structure`, "Medications"): status `active`, intent
 * `order`, medicationCodeableConcept (the drug's name, and its id from the drug database),
 * subject, requester, authoredOn, and one dosageInstruction:
 *   text               the plain wording ("1 tablet, morning and night, after food, for 5 days")
 *   timing.repeat      a pattern: frequency = doses a day, period 1 d, `when` the times of day
 *                      (MORN, AFT, EVE, NIGHT); weekly: frequency a week; the duration as
 *                      boundsDuration
 *   asNeededBoolean    SOS
 *   additionalInstruction  the timing in words ("After food")
 *   patientInstruction the doctor's instructions
 *   route              the route as text
 *   doseAndRate        type `ordered`, doseQuantity as typed (a trailing zero kept)
 * and dispenseRequest.expectedSupplyDuration = the duration. The mapping also computes a dispense
 * quantity (frequency x duration x dose); it is left out: SOS and written-out frequencies have no
 * count, and a guessed quantity on a prescription is worse than none.
 */

export interface MedicinesContext {
  padId: string;
  subject: Reference;
  practitioner: Reference | undefined;
  finalizedAt: string;
  /** The system of the drug database's ids. */
  codeSystem: string;
}

const SLOT_EVENTS = { morning: 'MORN', afternoon: 'AFT', evening: 'EVE', night: 'NIGHT' } as const;
const DURATION_UCUM = { hours: 'h', days: 'd', weeks: 'wk', months: 'mo', years: 'a' } as const;
const DURATION_UNITS = {
  hours: 'hours',
  days: 'days',
  weeks: 'weeks',
  months: 'months',
  years: 'years',
} as const;

function durationOf(duration: NonNullable<Medicine['duration']>) {
  return {
    value: duration.value,
    unit: DURATION_UNITS[duration.unit],
    system: UCUM_SYSTEM,
    code: DURATION_UCUM[duration.unit],
  };
}

function repeatOf(medicine: Medicine): TimingRepeat | undefined {
  const { frequency, duration } = medicine;
  const bounds = duration === undefined ? {} : { boundsDuration: durationOf(duration) };
  if (frequency?.kind === 'pattern') {
    const slots = patternSlots(frequency.pattern);
    if (slots.length === 0) return undefined;
    return {
      ...bounds,
      frequency: slots.length,
      period: 1,
      periodUnit: 'd',
      when: slots.map((slot) => SLOT_EVENTS[slot.slot]),
    };
  }
  if (frequency?.kind === 'weekly') {
    return { ...bounds, frequency: frequency.timesPerWeek, period: 1, periodUnit: 'wk' };
  }
  return duration === undefined ? undefined : bounds;
}

const textConcept = (text: string): CodeableConcept => ({ text });

function dosageOf(medicine: Medicine): Dosage {
  const text = medicineDirections(medicine);
  const repeat = repeatOf(medicine);
  const { frequency, dose, timing } = medicine;
  return {
    ...(text === '' ? {} : { text }),
    ...(timing === undefined
      ? {}
      : { additionalInstruction: [textConcept(capitalised(timingWords(timing)))] }),
    ...(medicine.instructions === undefined ? {} : { patientInstruction: medicine.instructions }),
    // A written-out frequency ("alternate days") is the timing's code, as text.
    ...(repeat === undefined && frequency?.kind !== 'text'
      ? {}
      : {
          timing: {
            ...(repeat === undefined ? {} : { repeat }),
            ...(frequency?.kind === 'text' ? { code: textConcept(frequency.text) } : {}),
          },
        }),
    ...(frequency?.kind === 'sos' ? { asNeededBoolean: true } : {}),
    ...(medicine.route === undefined ? {} : { route: textConcept(medicine.route) }),
    ...(dose?.value === undefined
      ? {}
      : {
          doseAndRate: [
            {
              type: {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/dose-rate-type',
                    code: 'ordered',
                    display: 'Ordered',
                  },
                ],
              },
              doseQuantity: decimalQuantity(dose.value, { unit: dose.unit }),
            },
          ],
        }),
  };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function medicineEntry(
  medicine: Medicine,
  context: MedicinesContext,
): BundleEntry<MedicationRequest> {
  const request: MedicationRequest = {
    resourceType: 'MedicationRequest',
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: {
      ...(medicine.drugId === undefined
        ? {}
        : {
            coding: [{ system: context.codeSystem, code: medicine.drugId, display: medicine.name }],
          }),
      text: medicine.name,
    },
    subject: structuredClone(context.subject),
    authoredOn: context.finalizedAt,
    ...(context.practitioner ? { requester: structuredClone(context.practitioner) } : {}),
    dosageInstruction: [dosageOf(medicine)],
    ...(medicine.duration === undefined
      ? {}
      : { dispenseRequest: { expectedSupplyDuration: durationOf(medicine.duration) } }),
  };
  return { fullUrl: itemFullUrl(context.padId, medicine.localId), resource: request };
}
