import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PAD_RECORD } from '../../../src/main/core/pad/pad-record';
import { PATIENT_CREATE } from '../../../src/main/core/patients/patient-create';
import { WEBHOOK_REGISTER } from '../../../src/main/core/webhooks/webhook-operations';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../../src/main/core/backend';
import { createFinding } from '../../../src/shared/pad/finding';
import type { SyncItemView } from '../../../src/shared/sync';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { until } from '../../helpers/until';
import { seededAdultVisit } from '../../helpers/visit-pad';
import { queueWebhookRegistrations } from '../../helpers/waiting-webhooks';

const FAST = {
  sync: { debounceMs: 5, backoff: { baseMs: 40, maxMs: 3_000 } },
  network: { minProbeMs: 20, maxProbeMs: 200 },
};

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function queueRegister(target: TestCompanion, endpoint: string, orderingKey?: string) {
  return target.core.db.transaction(() =>
    target.core.outbox.enqueue({
      operation: WEBHOOK_REGISTER,
      orderingKey: orderingKey ?? `webhook:new:${endpoint}`,
      account: EMBEDDED_SANDBOX_ACCOUNT,
      payload: { endpoint, event_names: ['receipt.created'], protocol: 'https' },
    }),
  )();
}

const registeredTimes = (target: TestCompanion, endpoint: string): number =>
  target.sandbox
    .journal(TEST_CLIENT_ID)
    .filter((c) => c.kind === 'register' && c.endpoint === endpoint).length;

async function itemOf(target: TestCompanion, id: number): Promise<SyncItemView> {
  const { items } = await target.value('sync:list', {});
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`change ${id} is not listed`);
  return found;
}

describe('the Sync screen names every change in the clinic’s words', () => {
  it('names a visit’s prescription by its patient, what it is and the visit, and no log names the patient', async () => {
    app = await startTestCompanion();
    await app.value('consultation:today', {});
    const started = await app.value('consultation:start', {
      appointmentId: seededAdultVisit().appointmentId,
    });
    app.core.network.setOsOnline(false);
    const pad = (await app.value('pad:get', { id: started.padId })).pad;
    const fever = createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Fever' });
    await app.value('pad:save-draft', { pad: { ...pad, findings: [fever] } });
    await app.value('pad:finalize', { id: started.padId });

    const { items } = await app.value('sync:list', { group: 'waiting' });
    const prescription = items.find((item) => item.operation === PAD_RECORD)!;
    expect(prescription.about).toEqual({
      patient: { kind: 'named', name: started.patient.name },
      what: 'Prescription to the patient’s record',
      when: started.startedAt,
      whenIs: 'visit',
    });
    expect(prescription.visit).toEqual({ id: started.id });
    // Never an id: not the pad's, not the patient's, not any hex run standing for one.
    for (const text of [prescription.summary, prescription.message, prescription.detail]) {
      expect(text).not.toContain(started.padId.slice(0, 8));
      expect(text).not.toMatch(/[0-9a-f]{8}/);
      // The name is for the screen's words only; the sentences stay free of it.
      expect(text).not.toContain(started.patient.name);
    }
    expect(app.logText()).not.toContain(started.patient.name);
  });

  it('names a patient created offline, and says in words when a change’s patient is unknown', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const created = await app.value('patients:create', {
      name: 'Meera Iyer',
      sex: 'female',
      ageYears: 41,
    });
    const stranger = app.core.db.transaction(() =>
      app!.core.outbox.enqueue({
        operation: PATIENT_CREATE,
        orderingKey: `patient:${randomUUID()}`,
        account: EMBEDDED_SANDBOX_ACCOUNT,
        payload: { patientId: randomUUID() },
      }),
    )();
    const { items } = await app.value('sync:list', {});
    const mine = items.find(
      (item) => item.operation === PATIENT_CREATE && item.id !== stranger.id,
    )!;
    expect(mine.about).toMatchObject({
      patient: { kind: 'named', name: created.name },
      what: 'New patient',
      whenIs: 'saved',
    });
    const unknown = items.find((item) => item.id === stranger.id)!;
    expect(unknown.about).toMatchObject({ patient: { kind: 'unknown' }, what: 'New patient' });
    expect(unknown.summary).toBe('New patient');
    expect(app.logText()).not.toContain('Meera Iyer');
  });

  it('names a change about no patient by what it is and when it was saved', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const row = queueRegister(app, 'https://words.example/a');
    expect((await itemOf(app, row.id)).about).toEqual({
      patient: { kind: 'none' },
      what: 'Webhook registration for https://words.example/a',
      when: new Date(row.createdAt).toISOString(),
      whenIs: 'saved',
    });
  });
});

describe('Retry on the Sync screen', () => {
  it('sends a waiting change now instead of at its backoff time, exactly once', async () => {
    // The clock stands still: the backoff never comes due by itself, only Retry can send it.
    app = await startTestCompanion({ clock: createFakeClock(Date.now()), core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ failRate: 1 });
    const endpoint = 'https://retry-now.example/a';
    const row = queueRegister(app, endpoint);
    await app.core.sync.runNow();
    app.sandbox.faults.set({ failRate: 0 });
    await app.core.sync.runNow();
    const waiting = await itemOf(app, row.id);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, canRetry: true });
    expect(waiting.nextAttemptAt).toBeDefined();
    expect(waiting.detail).toMatch(/^Waiting to be sent again \(/);
    expect(registeredTimes(app, endpoint)).toBe(0);

    // Two presses at once: one goes, the other finds it going or gone.
    const answers = await Promise.all([
      app.call('sync:retry', { id: row.id }),
      app.call('sync:retry', { id: row.id }),
    ]);
    expect(answers.some((answer) => answer.ok)).toBe(true);
    await until(() => app!.core.outbox.get(row.id)?.state === 'done', 'the retried change sent');
    expect(registeredTimes(app, endpoint)).toBe(1);
    expect(app.core.outbox.get(row.id)?.idempotencyKey).toBe(row.idempotencyKey);
    expect(app.core.outbox.log(row.id).map((entry) => entry.event)).toContain('user-retry-now');
    const again = await app.call('sync:retry', { id: row.id });
    expect(again.ok ? 'ok' : again.error.code).toBe('NOT_FOUND');
  });

  it('offers no Retry where none could send the change, and refuses one in a sentence', async () => {
    app = await startTestCompanion({ core: FAST });
    const seeded = app.sandbox.webhooksFor(TEST_CLIENT_ID)[0]!.endpoint;
    const refused = queueRegister(app, seeded, 'webhook:held');
    const held = queueRegister(app, 'https://held.example/x', 'webhook:held');
    const damaged = queueRegister(app, 'https://damaged.example/x');
    app.core.db
      .prepare('UPDATE outbox SET payload = ? WHERE id = ?')
      .run('{"endpoint":', damaged.id);
    await app.core.sync.runNow();
    app.core.network.setOsOnline(false);
    const [elsewhere] = queueWebhookRegistrations(app.core, 1);

    // Refused by the platform: a resend (with a new key) could succeed once the cause is fixed.
    expect(await itemOf(app, refused.id)).toMatchObject({ state: 'rejected', canRetry: true });
    const cases: [number, string, string][] = [
      [
        held.id,
        'Waiting for an earlier change of the same record, which needs attention',
        'That change waits for an earlier change of the same record; retry that one first.',
      ],
      [
        damaged.id,
        'Cannot be sent: The saved change is damaged: its data is not valid JSON.',
        'That change cannot be sent again: what it carries cannot be read on this computer, so discard it.',
      ],
      [
        elsewhere!.id,
        'Waiting for the account it was made for (switch back to it in Clinic setup to send it, or discard it)',
        'That change is for another account: switch back to it in Clinic setup to send it.',
      ],
    ];
    for (const [id, detail, refusal] of cases) {
      const item = await itemOf(app, id);
      expect(item, detail).toMatchObject({ detail, canRetry: false, canDiscard: true });
      const error = await app.error('sync:retry', { id });
      expect(error).toMatchObject({ code: 'CONFLICT', message: refusal });
    }
    expect(app.core.outbox.get(held.id)?.state).toBe('pending');
    expect(app.core.outbox.get(damaged.id)?.state).toBe('dead');
  });
});
