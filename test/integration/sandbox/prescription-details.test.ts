import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { prescriptionDetailsValidator } from '../../support/published-prescription';
import { compileSchema } from '../../support/published-schema';
import { getOperation, responseSchema } from '../../support/published-spec';
import { call, login, type Answer } from './helpers';

const PATH = '/dr/v1/prescription';

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

/** Items as the app writes them (see prescription-details.ts), one of each type it writes. */
const DETAILS = [
  {
    resource_type: 'observation',
    status: 'final',
    observation: { code: 'sym-fever', display: 'Fever' },
    category: { code: 'symptom', display: 'symptom' },
    note: [],
  },
  {
    resource_type: 'condition',
    condition: { display: 'Viral fever' },
    clinical_status: { code: 'active', display: 'active' },
    verification_status: { code: 'confirmed', display: 'confirmed' },
    note: [],
  },
  {
    resource_type: 'vitals',
    status: 'final',
    observation: { code: '8867-4', display: 'Pulse' },
    category: { code: 'vital-signs', display: 'Vital Signs' },
    valueQuantity: { system: 'http://unitsofmeasure.org', unit: '/min', value: 72 },
  },
  {
    resource_type: 'medicationrequest',
    drug_id: 'sbx-drug-paracetamol-650',
    drug_status: 'active',
    med_name: 'Paracetamol 650 mg Tablet',
    dose: { value: 1, unit: 'tablet', custom: '1 tablet' },
    dosage_instruction: { custom: '1-0-1', frequency: '2', period: '1', period_unit: 'd' },
    duration: { value: '5', unit: 'd', custom: '5 days' },
    additional_instructions: [{ type: 'timing', custom: 'After food' }],
    note: 'Only if feverish',
  },
  { resource_type: 'servicerequest', lab_name: 'CBC', status: 'active', note: [] },
  { resource_type: 'advices', advices: 'Rest', status: 'active', intent: 'plan' },
  { resource_type: 'appointment', follow_up: '2025-03-21T00:00:00+05:30', note: [] },
  // Amounts that differ by time of day: the unit and the words, no single value; an open course.
  {
    resource_type: 'medicationrequest',
    drug_status: 'active',
    med_name: 'Inj. Insulin Glargine',
    dose: { unit: 'unit', custom: '8 units in the morning and 6 units at night' },
    dosage_instruction: { custom: '8-0-6', frequency: '2', period: '1', period_unit: 'd' },
    duration: { custom: 'until review' },
    additional_instructions: [{ type: 'route', custom: 'Subcutaneous' }],
  },
  // A taper's second step, over hours.
  {
    resource_type: 'medicationrequest',
    drug_status: 'active',
    med_name: 'Tab. Prednisolone',
    dose: { value: 30, unit: 'mg', custom: '30 mg' },
    dosage_instruction: { custom: '1-0-0', frequency: '1', period: '1', period_unit: 'd' },
    duration: { value: '72', unit: 'h', custom: '72 hours' },
    additional_instructions: [],
    note: 'Step 2 of 2 of a taper: the steps follow one another, never together.',
  },
];

function body(details: unknown[]): Record<string, unknown> & { id: string } {
  return {
    id: randomUUID(),
    patient_id: 'PT-1',
    examination_findings: [],
    procedures: [],
    vitals: [],
    prescription_details: details,
    updated_at: '2025-03-14T10:00:00.000Z',
  };
}

const put = (b: { id: string }): Promise<Answer> =>
  call(sandbox, 'PUT', `${PATH}/${b.id}`, { token, body: b });
const messageOf = (answer: Answer): string =>
  (answer.body as { error: { message: string } }).error.message;

describe('prescription_details on the sandbox', () => {
  it('the items the app writes are the published record’s, and are stored as sent', async () => {
    // Closed: no field the file does not publish, but for a diagnosis's `note`, which the
    // published example carries and its schema does not list.
    const closed = prescriptionDetailsValidator({ closed: true });
    expect(closed(DETAILS).problems).toContain('/1 must NOT have additional properties (note)');
    expect(closed(DETAILS.filter((d) => d.resource_type !== 'condition')).problems).toEqual([]);
    const sent = body(DETAILS);
    expect((await put(sent)).status).toBe(200);
    const read = await call(sandbox, 'GET', `${PATH}/${sent.id}`, {
      token,
      headers: { auth: token },
    });
    expect(read.body).toEqual(sent);
    // The answer of the published read holds its list as the file publishes it.
    const op = getOperation(
      'doctor-appointments-prescriptions.json',
      `GET ${PATH}/{prescription_id}`,
    );
    expect(compileSchema(op.doc, responseSchema(op, '200'))(read.body).problems).toEqual([]);
  });

  it('keeps the published types it does not write, as given', async () => {
    const lifestyle = {
      resource_type: 'lifestyle',
      observation: { code: '3', display: 'Alcohol' },
    };
    const sent = body([lifestyle]);
    expect((await put(sent)).status).toBe(200);
  });

  const medication = (over: Record<string, unknown>) => [{ ...DETAILS[3], ...over }];
  it.each([
    [
      'an unknown resource type',
      [{ resource_type: 'medicine' }],
      /prescription_details\[0\]\.resource_type/,
    ],
    [
      'a medicine without a name',
      medication({ med_name: ' ' }),
      /prescription_details\[0\]\.med_name/,
    ],
    [
      'a dose value as text',
      medication({ dose: { value: '1', unit: 'tablet' } }),
      /dose\.value must be a number/,
    ],
    [
      'a dose with neither a value nor the amounts in words',
      medication({ dose: { unit: 'unit' } }),
      /dose must have a value, or the amounts in words/,
    ],
    [
      'a duration of 0',
      medication({ duration: { value: '0', unit: 'd' } }),
      /duration\.value must be a whole number of at least 1/,
    ],
    [
      'a follow-up that is a date, not a date-time',
      [{ resource_type: 'appointment', follow_up: '2025-03-21' }],
      /follow_up must be an ISO 8601 date-time/,
    ],
    [
      'advice without text',
      [{ resource_type: 'advices', advices: '' }],
      /prescription_details\[0\]\.advices/,
    ],
  ])('refuses %s with a 400 naming where', async (_name, details, message) => {
    const answer = await put(body(details));
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toMatch(message);
  });
});
