import { describe, expect, it } from 'vitest';
import { CoreError } from '../../../../src/main/core/errors';
import { prescriptionDetails } from '../../../../src/main/core/pad/prescription-details';
import { medicationRequests } from '../../../../src/main/core/pad/prescription-medicines';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { readMedicineLine } from '../../../../src/shared/pad/medicine-line';
import { createPad } from '../../../../src/shared/pad/pad';
import { PrescriptionDetailsSchema } from '../../../../src/sandbox/prescription-details';
import { prescriptionDetailsValidator } from '../../../support/published-prescription';
import { uuid } from './fhir-fixtures';

/*
 * A medicine in the record sent on Finalize (`prescription_details[]`), read by the one model
 * from the line the doctor types. Every item is checked against the published schema, closed
 * (no field it does not publish), and against the sandbox's own check of what it stores.
 */

const published = prescriptionDetailsValidator({ closed: true });

function fromLine(text: string, n: number): Medicine {
  const read = readMedicineLine(text);
  if (!read.ok) throw new Error(`the model did not read "${text}": ${read.question}`);
  return { localId: uuid(n), ...read.line };
}

/** The medicine's items, checked valid both ways. */
function sent(medicine: Medicine): Record<string, unknown>[] {
  const items = medicationRequests(medicine);
  expect(published(items).problems).toEqual([]);
  const stored = PrescriptionDetailsSchema.safeParse(items);
  expect(stored.success, JSON.stringify(stored.error?.issues)).toBe(true);
  return items;
}
const standalone = (n: number) => new RegExp(`(?<![\\w.-])${n}(?![\\w.])`);

describe('a medicine in the record sent on Finalize carries what the doctor meant', () => {
  it('insulin 8-0-6 units: the pattern as written, the unit, the per-time amounts in words', () => {
    const items = sent(fromLine('Inj Insulin Glargine 8-0-6 units', 401));
    expect(items).toEqual([
      {
        resource_type: 'medicationrequest',
        drug_status: 'active',
        med_name: 'Inj. Insulin Glargine',
        dose: { unit: 'unit', custom: '8 units in the morning and 6 units at night' },
        dosage_instruction: { custom: '8-0-6', frequency: '2', period: '1', period_unit: 'd' },
        additional_instructions: [],
      },
    ]);
    const json = JSON.stringify(items);
    expect(json).not.toMatch(standalone(64));
    expect(json).not.toMatch(standalone(48));
    expect(json).not.toMatch(/\bI?U\b/);
  });

  it('1 tab 1-0-1 x 5 days after food: 1 tablet each time, for 5 days', () => {
    expect(sent(fromLine('Tab Paracetamol 650 mg 1 tab 1-0-1 x 5 days after food', 402))).toEqual([
      {
        resource_type: 'medicationrequest',
        drug_status: 'active',
        med_name: 'Tab. Paracetamol 650 mg',
        dose: { value: 1, unit: 'tablet', custom: '1 tablet' },
        dosage_instruction: { custom: '1-0-1', frequency: '2', period: '1', period_unit: 'd' },
        duration: { value: '5', unit: 'd', custom: '5 days' },
        additional_instructions: [{ type: 'timing', custom: 'After food' }],
      },
    ]);
  });

  it('a pattern of amounts in tablets with no dose: each slot is the amount (2-0-2: 2 tablets)', () => {
    const [item] = sent(fromLine('Tab Dolo 650 2-0-2 x 3 days', 403));
    expect(item).toMatchObject({
      dose: { value: 2, unit: 'tablet', custom: '2 tablets' },
      dosage_instruction: { custom: '2-0-2' },
    });
    expect(JSON.stringify(item)).not.toMatch(standalone(4));
  });

  it('a prednisolone taper: one item per step, in order, each its dose and duration, a note', () => {
    const items = sent(fromLine('Tab Prednisolone 40 mg OD x 3 days then 30 mg OD x 3 days', 404));
    const step = (n: number, mg: number) => ({
      resource_type: 'medicationrequest',
      drug_status: 'active',
      med_name: 'Tab. Prednisolone',
      dose: { value: mg, unit: 'mg', custom: `${mg} mg` },
      dosage_instruction: { custom: '1-0-0', frequency: '1', period: '1', period_unit: 'd' },
      duration: { value: '3', unit: 'd', custom: '3 days' },
      additional_instructions: [],
      note: `Step ${n} of 2 of a taper: the steps follow one another, never together.`,
    });
    expect(items).toEqual([step(1, 40), step(2, 30)]);
    expect(JSON.stringify(items)).not.toMatch(standalone(70));
  });

  it('vitamin D3 60000 units weekly x 8 weeks: 60000 units once a week for 8 weeks', () => {
    expect(sent(fromLine('Vitamin D3 60000 IU weekly x 8 weeks', 405))).toEqual([
      {
        resource_type: 'medicationrequest',
        drug_status: 'active',
        med_name: 'Vitamin D3',
        dose: { value: 60000, unit: 'unit', custom: '60,000 units' },
        dosage_instruction: {
          custom: 'Once a week',
          frequency: '1',
          period: '1',
          period_unit: 'wk',
        },
        duration: { value: '8', unit: 'wk', custom: '8 weeks' },
        additional_instructions: [],
      },
    ]);
  });

  it('STAT, every 8 hours, SOS, till review', () => {
    expect(sent(fromLine('Inj Ceftriaxone 1 g IV STAT', 406))[0]).toMatchObject({
      dose: { value: 1, unit: 'g', custom: '1 g' },
      dosage_instruction: { custom: 'STAT' },
      additional_instructions: [{ type: 'route', custom: 'Intravenous' }],
    });
    expect(sent(fromLine('Tab Paracetamol 500 mg 1 tab Q8H x 3 days', 407))[0]).toMatchObject({
      dosage_instruction: {
        custom: 'every 8 hours',
        frequency: '1',
        period: '8',
        period_unit: 'h',
      },
      duration: { value: '3', unit: 'd' },
    });
    expect(sent(fromLine('Tab Ondansetron 4 mg 1 tab SOS', 408))[0]).toMatchObject({
      dose: { value: 1, unit: 'tablet' },
      dosage_instruction: { custom: 'SOS' },
    });
    const review = sent(fromLine('Tab Metformin 500 mg 1 tab 1-0-1 till review', 409))[0];
    expect(review).toMatchObject({ duration: { custom: 'until review' } });
    expect(review?.['duration']).toEqual({ custom: 'until review' });
  });

  it('the site as an instruction; a third of a tablet in words with no rounded value', () => {
    expect(
      sent(fromLine('Moxifloxacin eye drops 1 drop QID both eyes x 7 days', 410))[0]?.[
        'additional_instructions'
      ],
    ).toEqual([
      { type: 'route', custom: 'Eye' },
      { type: 'site', custom: 'both eyes' },
    ]);
    expect(sent(fromLine('Tab Warfarin 1/3 tab OD x 3 days', 411))[0]?.['dose']).toEqual({
      unit: 'tablet',
      custom: 'one third of a tablet',
    });
  });

  it('the printed name (generic in capitals, strength, brand) and the instructions kept', () => {
    const [item] = sent({
      localId: uuid(412),
      drugId: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'tablet',
      strength: '650 mg',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      instructions: 'If fever above 100 °F',
    });
    expect(item).toMatchObject({
      drug_id: 'sbx-drug-dolo-650',
      med_name: 'Tab. PARACETAMOL 650 mg (Dolo 650)',
      note: 'If fever above 100 °F',
    });
  });

  it('a medicine that still asks is refused in words, never sent with a meaning not settled', () => {
    const read = readMedicineLine('Inj Insulin 8 units 8-0-6');
    if (read.ok || read.line === undefined) throw new Error('expected the model to ask');
    const asking: Medicine = { localId: uuid(413), ...read.line };
    const other = readMedicineLine('Moxifloxacin eye drops 1 drop OD x 5 days');
    if (other.ok || other.line === undefined) throw new Error('expected the model to ask');
    const eye: Medicine = { localId: uuid(415), ...other.line };
    const settled = fromLine('Tab Paracetamol 650 mg 1 tab 1-0-1 x 5 days', 416);
    const pad = {
      ...createPad({ id: uuid(414), now: new Date('2025-03-14T04:00:00Z') }),
      medicines: [asking],
    };
    let error: unknown;
    try {
      prescriptionDetails(pad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).toIpcError()).toEqual({
      code: 'INVALID_ARGUMENT',
      message:
        'The pad was not finalized: a medicine still asks a question. Answer it on its row first.',
      fields: { [`medicines.${asking.localId}.name`]: 'Answer this medicine’s question first.' },
    });
    // Every medicine that asks is named, each under its own row; a settled one is not.
    expect(() => prescriptionDetails({ ...pad, medicines: [asking, settled, eye] })).toThrow(
      expect.objectContaining({
        message:
          'The pad was not finalized: 2 medicines still ask a question. Answer each on its row first.',
        fields: {
          [`medicines.${asking.localId}.name`]: 'Answer this medicine’s question first.',
          [`medicines.${eye.localId}.name`]: 'Answer this medicine’s question first.',
        },
      }) as Error,
    );
  });
});
