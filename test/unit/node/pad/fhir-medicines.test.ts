import type { Dosage, MedicationRequest } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FhirExportError,
  bundleToJson,
  padToFhirBundle,
} from '../../../../src/shared/pad/fhir-export';
import { medicineEntry } from '../../../../src/shared/pad/fhir-medicines';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { readMedicineLine } from '../../../../src/shared/pad/medicine-line';
import { createPad, type Pad } from '../../../../src/shared/pad/pad';
import { OPTIONS, PATIENT, expectValid, roundTrip, uuid } from './fhir-fixtures';
import { PAD_ID, deepFreeze } from './fixtures';

/*
 * Each medicine as the doctor types it, read by the one model (readMedicineLine), exported, and
 * checked: the meaning in FHIR's structure (per-time amounts, a taper's sequence, STAT, every N
 * hours, SOS, an open course, the quantity to dispense), and the Bundle valid FHIR R4 as built
 * and as serialized (Medplum's validator, fhir-validator.ts).
 */

const MDB = 'https://www.eka.care/mdb';

function fromLine(text: string, n: number, over: Partial<Medicine> = {}): Medicine {
  const read = readMedicineLine(text);
  if (!read.ok) throw new Error(`the model did not read "${text}": ${read.question}`);
  return { localId: uuid(n), ...read.line, ...over };
}

function padOf(...medicines: Medicine[]): Pad {
  const pad = createPad({ id: PAD_ID, now: new Date('2025-03-14T04:00:00Z'), patientId: 'pt-42' });
  return deepFreeze({ ...pad, medicines });
}

/** The medicine exported alone: its MedicationRequest and the Bundle's JSON, both checked valid. */
function exported(medicine: Medicine): { request: MedicationRequest; json: string } {
  const bundle = padToFhirBundle(padOf(medicine), OPTIONS);
  expectValid(bundle);
  expectValid(roundTrip(bundle));
  const request = bundle.entry?.[0]?.resource as MedicationRequest;
  return { request, json: bundleToJson(bundle) };
}

const dosages = (request: MedicationRequest): Dosage[] => request.dosageInstruction ?? [];
const dose = (value: number, unit: string) => ({
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
      doseQuantity: { value, unit, system: MDB },
    },
  ],
});
const days = (value: number, unit = 'days', code = 'd') => ({
  value,
  unit,
  system: 'http://unitsofmeasure.org',
  code,
});
/** A number standing alone in the JSON (a value, or a word in a text), not part of an id. */
const standalone = (n: number) => new RegExp(`(?<![\\w.-])${n}(?![\\w.])`);

// The validator loads the R4 definitions once, on its first use: here, not inside a test.
beforeAll(() => expectValid(padToFhirBundle(padOf(), OPTIONS)), 120_000);

describe('a medicine in FHIR carries what the doctor meant', () => {
  it('insulin 8-0-6 units: two concurrent Dosages, 8 units morning and 6 units night', () => {
    const { request, json } = exported(fromLine('Inj Insulin Glargine 8-0-6 units', 201));
    expect(dosages(request)).toEqual([
      {
        sequence: 1,
        text: '8 units in the morning and 6 units at night',
        timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd', when: ['MORN'] } },
        ...dose(8, 'unit'),
      },
      {
        sequence: 1,
        timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd', when: ['NIGHT'] } },
        ...dose(6, 'unit'),
      },
    ]);
    // Never the dose multiplied by a slot, anywhere in what is written.
    expect(json).not.toMatch(standalone(64));
    expect(json).not.toMatch(standalone(48));
    expect(json).not.toMatch(/\bI?U\b/);
    // No duration, and units are not counted out: nothing to dispense.
    expect(request.dispenseRequest).toBeUndefined();
  });

  it('1 tab 1-0-1 x 5 days: one Dosage at both times, 10 tablets for 5 days', () => {
    const { request } = exported(
      fromLine('Tab Paracetamol 650 mg 1 tab 1-0-1 x 5 days after food', 202),
    );
    expect(dosages(request)).toEqual([
      {
        text: '1 tablet, morning and night, after food, for 5 days',
        additionalInstruction: [{ text: 'After food' }],
        timing: {
          repeat: {
            frequency: 2,
            period: 1,
            periodUnit: 'd',
            when: ['MORN', 'NIGHT'],
            boundsDuration: days(5),
          },
        },
        ...dose(1, 'tablet'),
      },
    ]);
    expect(request.dispenseRequest).toEqual({
      quantity: { system: MDB, unit: 'tablet', value: 10 },
      expectedSupplyDuration: days(5),
    });
  });

  it('1-1-2 tablets: the equal amounts share a Dosage, the night’s 2 tablets are their own', () => {
    const { request } = exported(fromLine('Tab Glimepiride 1-1-2 x 10 days', 203));
    expect(
      dosages(request).map((d) => [d.sequence, d.timing?.repeat?.when, d.doseAndRate]),
    ).toEqual([
      [1, ['MORN', 'AFT'], dose(1, 'tablet').doseAndRate],
      [1, ['NIGHT'], dose(2, 'tablet').doseAndRate],
    ]);
    expect(request.dispenseRequest?.quantity?.value).toBe(40);
  });

  it('a prednisolone taper: sequence 1 then 2, each step its own dose, times and duration', () => {
    const { request, json } = exported(
      fromLine('Tab Prednisolone 40 mg OD x 3 days then 30 mg OD x 3 days', 204),
    );
    const step = (sequence: number, mg: number) => ({
      sequence,
      text: `${mg} mg in the morning, for 3 days`,
      timing: {
        repeat: {
          frequency: 1,
          period: 1,
          periodUnit: 'd',
          when: ['MORN'],
          boundsDuration: days(3),
        },
      },
      ...dose(mg, 'mg'),
    });
    expect(dosages(request)).toEqual([step(1, 40), step(2, 30)]);
    // Six days in all; mg are not counted out, so no quantity.
    expect(request.dispenseRequest).toEqual({ expectedSupplyDuration: days(6) });
    // Never the two steps added up as if taken together.
    expect(json).not.toMatch(standalone(70));
  });

  it('a taper in tablets: each step’s tablets counted into one quantity (2x3 + 1x3 = 9)', () => {
    const { request } = exported(
      fromLine('Tab Pred 2 tab OD x 3 days then 1 tab OD x 3 days', 205),
    );
    expect(
      dosages(request).map((d) => [d.sequence, d.doseAndRate?.[0]?.doseQuantity?.value]),
    ).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(request.dispenseRequest?.quantity).toEqual({ system: MDB, unit: 'tablet', value: 9 });
  });

  it('vitamin D3 60000 units weekly x 8 weeks: 60000 units once a week, bounded by 8 weeks', () => {
    const { request, json } = exported(fromLine('Vitamin D3 60000 IU weekly x 8 weeks', 206));
    expect(dosages(request)).toEqual([
      {
        text: '60,000 units, once a week, for 8 weeks',
        timing: {
          repeat: {
            frequency: 1,
            period: 1,
            periodUnit: 'wk',
            boundsDuration: days(8, 'weeks', 'wk'),
          },
        },
        ...dose(60000, 'unit'),
      },
    ]);
    expect(request.dispenseRequest).toEqual({ expectedSupplyDuration: days(8, 'weeks', 'wk') });
    expect(json).not.toMatch(/\bI?U\b/);
    // One capsule a week for 8 weeks is 8 capsules.
    const capsules = exported(
      fromLine('Cap Vitamin D3 60000 IU 1 cap once a week x 8 weeks', 207),
    ).request;
    expect(capsules.dispenseRequest?.quantity).toEqual({ system: MDB, unit: 'capsule', value: 8 });
    expect(capsules.medicationCodeableConcept?.text).toBe('Cap. Vitamin D3 60,000 units');
  });

  it('STAT: one occurrence, the request’s priority stat, nothing to dispense', () => {
    const { request } = exported(fromLine('Inj Ceftriaxone 1 g IV STAT', 208));
    expect(request.priority).toBe('stat');
    expect(dosages(request)).toEqual([
      {
        text: '1 g, once, immediately',
        timing: { repeat: { count: 1 }, code: { text: 'STAT' } },
        route: { text: 'Intravenous' },
        ...dose(1, 'g'),
      },
    ]);
    expect(request.dispenseRequest).toBeUndefined();
  });

  it('Q8H: once every 8 hours for 3 days, 9 tablets; alternate days: every 2 days', () => {
    const { request } = exported(fromLine('Tab Paracetamol 500 mg 1 tab Q8H x 3 days', 209));
    expect(dosages(request)[0]?.timing).toEqual({
      repeat: { frequency: 1, period: 8, periodUnit: 'h', boundsDuration: days(3) },
    });
    expect(request.priority).toBeUndefined();
    expect(request.dispenseRequest?.quantity?.value).toBe(9);
    const alternate = exported(fromLine('Tab X 1 tab alternate days x 2 weeks', 210)).request;
    expect(dosages(alternate)[0]?.timing?.repeat).toMatchObject({
      frequency: 1,
      period: 2,
      periodUnit: 'd',
    });
    expect(alternate.dispenseRequest?.quantity?.value).toBe(7);
  });

  it('SOS: as needed, no timing, nothing counted', () => {
    const { request } = exported(fromLine('Tab Ondansetron 4 mg 1 tab SOS', 211));
    expect(dosages(request)).toEqual([
      { text: '1 tablet, when needed', asNeededBoolean: true, ...dose(1, 'tablet') },
    ]);
    expect(request.dispenseRequest).toBeUndefined();
  });

  it('till review: no bounds and no supply duration, the words say until review', () => {
    const { request } = exported(fromLine('Tab Metformin 500 mg 1 tab 1-0-1 till review', 212));
    const [only] = dosages(request);
    expect(only?.text).toBe('1 tablet, morning and night, until review');
    expect(only?.timing?.repeat).toEqual({
      frequency: 2,
      period: 1,
      periodUnit: 'd',
      when: ['MORN', 'NIGHT'],
    });
    expect(request.dispenseRequest).toBeUndefined();
  });

  it('eye drops: the site in words; a third of a tablet is said in words, never rounded', () => {
    const drops = exported(fromLine('Moxifloxacin eye drops 1 drop QID both eyes x 7 days', 213));
    expect(dosages(drops.request)[0]).toMatchObject({
      site: { text: 'both eyes' },
      ...dose(1, 'drop'),
      timing: { repeat: { frequency: 4, when: ['MORN', 'AFT', 'EVE', 'NIGHT'] } },
    });
    const third = exported(fromLine('Tab Warfarin 1/3 tab OD x 3 days', 214)).request;
    expect(dosages(third)[0]?.text).toBe('one third of a tablet in the morning, for 3 days');
    expect(dosages(third)[0]?.doseAndRate).toBeUndefined();
    expect(JSON.stringify(third)).not.toMatch(/0\.33/);
  });

  it('the drug: coded in the published system, shown by its printed name (generic and brand)', () => {
    const dolo: Medicine = {
      localId: uuid(215),
      drugId: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'tablet',
      strength: '650 mg',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      duration: { value: 3, unit: 'days' },
      instructions: 'If fever above 100 °F',
    };
    const { request } = exported(dolo);
    expect(request.medicationCodeableConcept).toEqual({
      coding: [
        { system: MDB, code: 'sbx-drug-dolo-650', display: 'Tab. PARACETAMOL 650 mg (Dolo 650)' },
      ],
      text: 'Tab. PARACETAMOL 650 mg (Dolo 650)',
    });
    expect(dosages(request)[0]).toMatchObject({
      text: '1 tablet, morning and night, for 3 days',
      patientInstruction: 'If fever above 100 °F',
    });
    expect(request.subject).toEqual(PATIENT);
  });
});

describe('a medicine that still asks is never exported as settled', () => {
  const read = readMedicineLine('Inj Insulin 8 units 8-0-6');
  if (read.ok || read.line === undefined) throw new Error('expected the model to ask');
  const asking: Medicine = { localId: uuid(301), ...read.line };

  it('the export refuses it in words, naming its place and not what was written', () => {
    const settled = fromLine('Tab Paracetamol 650 mg 1 tab 1-0-1 x 5 days', 302);
    let error: unknown;
    try {
      padToFhirBundle(padOf(settled, asking), OPTIONS);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FhirExportError);
    const { problems, message } = error as FhirExportError;
    expect(problems).toEqual([
      'Medicine 2 still asks a question (what was meant is not settled): answer it on the pad, then export.',
    ]);
    expect(message).not.toMatch(/insulin|8-0-6|8 units/i);
  });

  it('the MedicationRequest builder refuses it too, and a field not read yet', () => {
    const context = {
      padId: PAD_ID,
      subject: PATIENT,
      practitioner: undefined,
      finalizedAt: OPTIONS.finalizedAt,
      codeSystem: MDB,
    };
    expect(() => medicineEntry(asking, context)).toThrow(/A medicine still asks a question/);
    const typed: Medicine = {
      ...fromLine('Tab Paracetamol 650 mg 1 tab x 5 days', 303),
      typed: { frequency: '1-0' },
    };
    expect(() => medicineEntry(typed, context)).toThrow(/a field that is not read yet/);
    expect(() => padToFhirBundle(padOf(typed), OPTIONS)).toThrow(/Medicine 1 has a field/);
  });
});
