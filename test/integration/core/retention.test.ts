import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFinding, writeNote } from '../../../src/shared/pad/finding';
import { addFinding, type Pad } from '../../../src/shared/pad/pad';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { RECORDING_FAST as FAST, phase, record, session } from '../../helpers/recording';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const DAY = 24 * 60 * 60 * 1000;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A walk-in for a new patient, created on the platform while online: the pad is a consultation's,
 * so its PDF has a patient's record to go on. Returns the consultation's pad id.
 */
async function walkIn(target: TestCompanion, name: string): Promise<string> {
  const patient = await target.value('patients:create', { name, sex: 'female', ageYears: 34 });
  const consultation = await target.value('consultation:start', { patientId: patient.id });
  await until(
    async () => (await target.value('sync:get-status', {})).waiting === 0,
    'the patient to be created on the platform',
  );
  return consultation.padId;
}

/** The consultation's pad with a finding and a note, saved and finalized; returns the pad. */
async function finalizePad(target: TestCompanion, padId: string, note: string): Promise<Pad> {
  const current = await target.value('pad:get', { id: padId });
  let finding = createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Fever' });
  const noted = writeNote(finding, note);
  if (!noted.ok) throw new Error('the test note was refused');
  finding = noted.value;
  const added = addFinding(current.pad, finding);
  if (!added.ok) throw new Error('the test finding was refused');
  await target.value('pad:save-draft', { pad: added.pad });
  await target.value('pad:finalize', { id: current.pad.id });
  return added.pad;
}

const outboxIdOfPad = (target: TestCompanion, padId: string): number =>
  target.core.db
    .prepare<[string], { outbox_id: number }>('SELECT outbox_id FROM pads WHERE id = ?')
    .get(padId)!.outbox_id;

const outboxRow = (target: TestCompanion, id: number) =>
  target.core.db
    .prepare<[number], { state: string }>('SELECT state FROM outbox WHERE id = ?')
    .get(id);

const count = (target: TestCompanion, sql: string, ...args: string[]): number =>
  target.core.db.prepare<string[], { n: number }>(`SELECT count(*) AS n FROM ${sql}`).get(...args)!
    .n;

describe('the retention: history past 30 days goes, the record and unsent work stay', () => {
  it('deletes exactly what the policy says and nothing else', async () => {
    const clock = createFakeClock();
    app = await startTestCompanion({
      clock,
      core: { ...FAST, backupCheckEveryMs: 10 },
      sandbox: { transcriptionDelayMs: 50, voiceSessionTtlMs: 400 },
    });
    const db = app.core.db;

    // Day 0, online: two walk-ins, each patient created on the platform (settled on day 0).
    const firstVisit = await walkIn(app, 'Retention First');
    const secondVisit = await walkIn(app, 'Retention Second');
    // A prescription sent (on the patient's record); a recording transcribed (its audio let go at
    // once).
    const sent = await finalizePad(app, firstVisit, 'sent on day 0');
    await until(
      async () => (await app!.value('pad:get', { id: sent.id })).sync.state === 'sent',
      'the prescription to be sent',
    );
    expect(app.sandbox.recordsFor(TEST_CLIENT_ID)).toMatchObject([{ dt: 'ps', uploadCount: 1 }]);
    const transcribed = await app.value('recording:start', {});
    await record(app, transcribed.id, 2);
    await app.value('recording:stop', { sessionId: transcribed.id });
    await phase(app, transcribed.id, 'completed');
    await until(
      () => count(app!, 'recording_chunk_audio WHERE session_id = ?', transcribed.id) === 0,
      'the transcribed audio to be let go',
    );
    // A session the platform let expire before it was transcribed: its audio stays.
    const expired = await app.value('recording:start', {});
    await record(app, expired.id, 1);
    await until(
      async () => (await session(app!, expired.id)).chunks.uploaded === 1,
      'the part to arrive',
    );
    app.core.network.setOsOnline(false);
    await app.value('recording:stop', { sessionId: expired.id });
    await new Promise((resolve) => setTimeout(resolve, 600));
    app.core.network.setOsOnline(true);
    await phase(app, expired.id, 'expired');
    await until(
      async () => (await app!.value('sync:get-status', {})).waiting === 0,
      'the expired steps to drain',
    );

    // Day 0, offline from now on: a recording never sent (its steps open, its audio untranscribed).
    app.core.network.setOsOnline(false);
    const unsent = await app.value('recording:start', {});
    await record(app, unsent.id, 2);
    await app.value('recording:stop', { sessionId: unsent.id });
    const unsentSteps = count(
      app,
      "outbox WHERE ordering_key = ? AND state = 'pending'",
      `recording:${unsent.id}`,
    );
    expect(unsentSteps).toBeGreaterThanOrEqual(5);

    // Day 2: a prescription finalized and its change discarded (settled 29 days before the check).
    clock.advance(2 * DAY);
    const discarded = await finalizePad(app, secondVisit, 'discarded on day 2');
    const discardedRow = outboxIdOfPad(app, discarded.id);
    await app.value('sync:discard', { id: discardedRow });
    expect(outboxRow(app, discardedRow)?.state).toBe('discarded');

    // Day 31: the daily run (on the backup's timer) finds the history of day 0 past 30 days.
    const sentRow = outboxIdOfPad(app, sent.id);
    expect(outboxRow(app, sentRow)?.state).toBe('done');
    clock.advance(29 * DAY);
    await until(() => outboxRow(app!, sentRow) === undefined, 'the 31-day-old settled row to go');

    // The 29-day-old settled row stays; every open row stays, however old.
    expect(outboxRow(app, discardedRow)?.state).toBe('discarded');
    expect(
      count(app, "outbox WHERE ordering_key = ? AND state = 'pending'", `recording:${unsent.id}`),
    ).toBe(unsentSteps);
    expect(count(app, "outbox WHERE state NOT IN ('done', 'discarded')")).toBe(unsentSteps);
    // Settled rows of day 0 are all gone (the transcribed and the expired recordings' steps).
    expect(count(app, "outbox WHERE state IN ('done', 'discarded')")).toBe(1);

    // Untranscribed audio is never deleted: the unsent and the expired recordings keep theirs.
    expect(count(app, 'recording_chunk_audio WHERE session_id = ?', unsent.id)).toBe(2);
    expect(count(app, 'recording_chunk_audio WHERE session_id = ?', expired.id)).toBe(1);
    expect(count(app, 'recording_chunks WHERE session_id = ?', expired.id)).toBe(1);
    expect(count(app, 'recording_chunks WHERE session_id = ?', unsent.id)).toBe(2);
    // The transcribed recording is compacted to its record: no chunk rows, same figures, same
    // transcript.
    expect(count(app, 'recording_chunks WHERE session_id = ?', transcribed.id)).toBe(0);
    const compacted = await app.value('recording:get', { sessionId: transcribed.id });
    expect(compacted.session).toMatchObject({
      phase: 'completed',
      durationMs: 2_000,
      chunks: { saved: 2, uploaded: 2, late: 0 },
    });
    expect(compacted.session.chunks.bytes).toBeGreaterThan(0);
    expect(compacted.result?.transcript).toContain('2 audio chunks');

    // The sent prescription's wire copy is emptied; the discarded one (never sent) keeps its own.
    const bodyLength = (padId: string) =>
      db
        .prepare<[string], { n: number }>('SELECT length(body_sealed) AS n FROM pads WHERE id = ?')
        .get(padId)!.n;
    expect(bodyLength(sent.id)).toBe(0);
    expect(bodyLength(discarded.id)).toBeGreaterThan(0);

    // Pads of any age stay, and read back as written.
    for (const [pad, note] of [
      [sent, 'sent on day 0'],
      [discarded, 'discarded on day 2'],
    ] as const) {
      const back = await app.value('pad:get', { id: pad.id });
      expect(back.status).toBe('finalized');
      expect(JSON.stringify(back.pad.findings)).toContain(note);
    }
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);

    // The work kept still goes out: online again, the unsent recording is sent and transcribed.
    app.core.network.setOsOnline(true);
    await phase(app, unsent.id, 'completed');
    await until(() => count(app!, 'recording_chunk_audio') === 1, 'only the expired audio to stay');
  });
});
