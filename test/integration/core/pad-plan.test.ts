import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFinding } from '../../../src/shared/pad/finding';
import { readMedicineLine } from '../../../src/shared/pad/medicine-line';
import { addFinding, type Pad } from '../../../src/shared/pad/pad';
import {
  addAdvice,
  addInvestigation,
  addMedicine,
  setFollowUp,
} from '../../../src/shared/pad/pad-plan';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { visitPad } from '../../helpers/visit-pad';
import { prescriptionDetailsValidator } from '../../support/published-prescription';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function padded(result: { ok: true; pad: Pad } | { ok: false }): Pad {
  if (!result.ok) throw new Error('the test pad edit was refused');
  return result.pad;
}

const ids = { pcm: randomUUID(), ors: randomUUID(), cbc: randomUUID(), advice: randomUUID() };

/** A diagnosis, two medicines, an investigation, advice and a follow-up a week after the pad's day. */
function writePlan(start: Pad, followUp: string): Pad {
  let pad = padded(
    addFinding(
      start,
      createFinding({
        localId: randomUUID(),
        kind: 'diagnosis',
        name: 'Viral fever',
        id: 'dia-vf',
      }),
    ),
  );
  pad = padded(
    addMedicine(pad, {
      localId: ids.pcm,
      drugId: 'sbx-drug-paracetamol-650',
      name: 'Paracetamol 650 mg Tablet',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      timing: 'after-food',
      duration: { value: 5, unit: 'days' },
      route: 'oral',
      instructions: 'Only if temperature above 100 °F',
      origin: 'doctor',
    }),
  );
  pad = padded(
    addMedicine(pad, { localId: ids.ors, name: 'ORS sachet', frequency: { kind: 'sos' } }),
  );
  pad = padded(
    addInvestigation(pad, {
      localId: ids.cbc,
      labId: 'sbx-lab-cbc',
      name: 'CBC',
      note: 'fasting not needed',
    }),
  );
  pad = padded(addAdvice(pad, { localId: ids.advice, text: 'Drink plenty of fluids' }));
  return setFollowUp(pad, { date: followUp, note: 'with the CBC report' });
}

describe('the plan through the core and the sandbox', () => {
  it('is sent on Finalize as the published prescription record, and stored once', async () => {
    // A consultation's pad (its PDF goes on the patient's record), with the structured copy on.
    app = await startTestCompanion({ structured: true });
    const current = await visitPad(app);
    const pad = writePlan(current.pad, '2099-01-10');
    await app.value('pad:save-draft', { pad });
    // The draft keeps the plan through a restart.
    await app.restart();
    expect((await app.value('pad:get', { id: pad.id })).pad).toMatchObject({
      medicines: pad.medicines,
      investigations: pad.investigations,
      advice: pad.advice,
      followUp: pad.followUp,
    });
    await app.value('pad:finalize', { id: pad.id });
    await until(
      async () => (await app!.value('pad:get', { id: pad.id })).sync.state === 'sent',
      'the pad to be on the patient’s record',
    );
    await until(() => app!.sandbox.prescriptionsFor(CLIENT).length > 0, 'the structured copy');
    const stored = app.sandbox.prescriptionsFor(CLIENT);
    expect(stored).toHaveLength(1);
    expect(app.sandbox.recordsFor(CLIENT)).toMatchObject([{ dt: 'ps', uploadCount: 1 }]);
    const details = stored[0]!.record['prescription_details'] as Record<string, unknown>[];
    expect(details.filter((d) => d['resource_type'] !== 'condition')).toEqual([
      {
        resource_type: 'medicationrequest',
        drug_id: 'sbx-drug-paracetamol-650',
        drug_status: 'active',
        med_name: 'Paracetamol 650 mg Tablet',
        dose: { value: 1, unit: 'tablet', custom: '1 tablet' },
        dosage_instruction: { custom: '1-0-1', frequency: '2', period: '1', period_unit: 'd' },
        duration: { value: '5', unit: 'd', custom: '5 days' },
        additional_instructions: [
          { type: 'timing', custom: 'After food' },
          { type: 'route', custom: 'oral' },
        ],
        note: 'Only if temperature above 100 °F',
      },
      {
        resource_type: 'medicationrequest',
        drug_status: 'active',
        med_name: 'ORS sachet',
        dosage_instruction: { custom: 'SOS' },
        additional_instructions: [],
      },
      {
        resource_type: 'servicerequest',
        lab_id: 'sbx-lab-cbc',
        lab_name: 'CBC',
        status: 'active',
        note: ['fasting not needed'],
      },
      {
        resource_type: 'advices',
        advices: 'Drink plenty of fluids',
        status: 'active',
        intent: 'plan',
      },
      {
        resource_type: 'appointment',
        follow_up: expect.stringMatching(/^2099-01-10T00:00:00[+-]\d{2}:\d{2}$/) as unknown,
        note: ['with the CBC report'],
      },
    ]);
    expect(details[0]).toMatchObject({
      resource_type: 'condition',
      condition: { code: 'dia-vf', display: 'Viral fever' },
    });
    expect(prescriptionDetailsValidator()(details).problems).toEqual([]);
  });

  it('refuses a follow-up before the pad’s day, in words, and sends nothing', async () => {
    app = await startTestCompanion();
    const current = await app.value('pad:get-current', {});
    await app.value('pad:save-draft', { pad: writePlan(current.pad, '2001-01-01') });
    const refused = await app.call('pad:finalize', { id: current.pad.id });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        fields: {
          'followUp.date': expect.stringMatching(
            /^The follow-up date is before the day/,
          ) as unknown,
        },
      },
    });
    expect(app.core.outbox.counts().pending).toBe(0);
    expect(app.sandbox.prescriptionsFor(CLIENT)).toEqual([]);
  });

  it('sends per-time amounts and a taper’s steps as the doctor meant them, never multiplied', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await visitPad(app);
    const line = (text: string) => {
      const read = readMedicineLine(text);
      if (!read.ok) throw new Error(`the model did not read "${text}"`);
      return { localId: randomUUID(), ...read.line };
    };
    let pad = padded(addMedicine(current.pad, line('Inj Insulin Glargine 8-0-6 units')));
    pad = padded(
      addMedicine(pad, line('Tab Prednisolone 40 mg OD x 3 days then 30 mg OD x 3 days')),
    );
    await app.value('pad:save-draft', { pad });
    await app.value('pad:finalize', { id: pad.id });
    await until(
      async () => (await app!.value('pad:get', { id: pad.id })).sync.state === 'sent',
      'the pad to be on the patient’s record',
    );
    await until(() => app!.sandbox.prescriptionsFor(CLIENT).length > 0, 'the structured copy');
    const details = app.sandbox.prescriptionsFor(CLIENT)[0]!.record['prescription_details'];
    expect(prescriptionDetailsValidator({ closed: true })(details).problems).toEqual([]);
    const step = (n: number, mg: number) => ({
      dose: { value: mg, unit: 'mg', custom: `${mg} mg` },
      duration: { value: '3', unit: 'd', custom: '3 days' },
      note: `Step ${n} of 2 of a taper: the steps follow one another, never together.`,
    });
    expect(details).toMatchObject([
      {
        med_name: 'Inj. Insulin Glargine',
        dose: { unit: 'unit', custom: '8 units in the morning and 6 units at night' },
        dosage_instruction: { custom: '8-0-6' },
      },
      { med_name: 'Tab. Prednisolone', ...step(1, 40) },
      { med_name: 'Tab. Prednisolone', ...step(2, 30) },
    ]);
    expect(JSON.stringify(details)).not.toMatch(/(?<![\w.-])(?:64|48|70)(?![\w.])/);
  });

  it('refuses a medicine that still asks what was meant, and sends nothing', async () => {
    app = await startTestCompanion();
    const current = await app.value('pad:get-current', {});
    const read = readMedicineLine('Inj Insulin 8 units 8-0-6');
    if (read.ok || read.line === undefined) throw new Error('expected the model to ask');
    const pad = padded(addMedicine(current.pad, { localId: randomUUID(), ...read.line }));
    await app.value('pad:save-draft', { pad });
    const refused = await app.call('pad:finalize', { id: pad.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(app.core.outbox.counts().pending).toBe(0);
    expect(app.sandbox.prescriptionsFor(CLIENT)).toEqual([]);
  });
});
