import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { RECORDING_FAST, phase, record } from '../../helpers/recording';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A consultation with consent, recorded and transcribed with the EMR template (the default). */
async function recordedConsultation(target: TestCompanion) {
  const today = await target.value('consultation:today', {});
  const consultation = await target.value('consultation:start', {
    appointmentId: today.queue.appointments[2]!.id,
  });
  await target.value('consultation:record-consent', { id: consultation.id });
  const session = await target.value('recording:start', { consultationId: consultation.id });
  await record(target, session.id, 2);
  await target.value('recording:stop', { sessionId: session.id });
  await phase(target, session.id, 'completed');
  return { consultation, session };
}

describe("the scribe's suggestions on the consultation's pad", () => {
  it('come from the recording, wait for the doctor, and hold Finalize until each is decided', async () => {
    app = await startTestCompanion({
      core: RECORDING_FAST,
      sandbox: { transcriptionDelayMs: 50 },
    });
    const { consultation, session } = await recordedConsultation(app);
    const padId = consultation.padId;

    const listed = await app.value('scribe:suggestions', { padId });
    const kinds = new Set(listed.suggestions.map((s) => s.suggestion.kind));
    for (const kind of [
      'symptom',
      'diagnosis',
      'medicine',
      'investigation',
      'advice',
      'follow-up',
      'vital',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(listed.open).toBe(listed.suggestions.length);
    expect(listed.suggestions.every((s) => s.state === 'open' && s.sessionId === session.id)).toBe(
      true,
    );
    const paracetamol = listed.suggestions.find(
      (s) => s.suggestion.kind === 'medicine' && /Paracetamol/.test(s.suggestion.medicine.name),
    )!;
    expect(paracetamol.suggestion.evidence?.text).toMatch(/Paracetamol/);

    // Nothing reaches the prescription without the doctor.
    const refused = await app.call('pad:finalize', { id: padId });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: expect.stringMatching(
          new RegExp(`^The pad was not finalized: ${listed.open} of the scribe's suggestions wait`),
        ) as unknown,
      },
    });

    const advice = listed.suggestions.find((s) => s.suggestion.kind === 'advice')!;
    const rest = listed.suggestions.filter((s) => s !== paracetamol && s !== advice);
    await app.value('scribe:decide', {
      padId,
      id: paracetamol.suggestion.id,
      decision: 'accepted',
    });
    await app.value('scribe:decide', {
      padId,
      id: advice.suggestion.id,
      decision: 'edited',
      text: 'Gargle with warm salt water three times a day.',
    });
    expect(
      await app.call('scribe:decide', {
        padId,
        id: paracetamol.suggestion.id,
        decision: 'rejected',
      }),
    ).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(
      await app.call('scribe:decide', { padId, id: 'not-a-suggestion', decision: 'rejected' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    let last = listed;
    for (const item of rest.slice(0, -1)) {
      last = await app.value('scribe:decide', {
        padId,
        id: item.suggestion.id,
        decision: 'rejected',
      });
    }
    // The edge: exactly one suggestion left undecided still holds Finalize.
    expect(last.open).toBe(1);
    expect(await app.call('pad:finalize', { id: padId })).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: expect.stringMatching(
          /^The pad was not finalized: one of the scribe's suggestions waits for your decision\./,
        ) as unknown,
      },
    });
    last = await app.value('scribe:decide', {
      padId,
      id: rest.at(-1)!.suggestion.id,
      decision: 'rejected',
    });
    expect(last.open).toBe(0);

    // Accepted entries are on the pad with their origin; rejected ones are not.
    const { pad } = await app.value('pad:get', { id: padId });
    expect(pad.medicines).toEqual([
      expect.objectContaining({
        name:
          paracetamol.suggestion.kind === 'medicine' ? paracetamol.suggestion.medicine.name : '',
        origin: 'scribe',
      }),
    ]);
    expect(pad.advice).toEqual([
      expect.objectContaining({
        text: 'Gargle with warm salt water three times a day.',
        origin: 'scribe-edited',
      }),
    ]);
    expect(pad.findings).toEqual([]);
    expect(pad.investigations).toEqual([]);

    // Read again (a restart, the same result): the same ids, the decisions kept, nothing reopened.
    await app.restart();
    const again = await app.value('scribe:suggestions', { padId });
    expect(again.suggestions.map((s) => s.suggestion.id)).toEqual(
      listed.suggestions.map((s) => s.suggestion.id),
    );
    const decided = new Map(again.suggestions.map((s) => [s.suggestion.id, s.state]));
    expect(decided.get(paracetamol.suggestion.id)).toBe('accepted');
    expect(decided.get(advice.suggestion.id)).toBe('edited');
    expect(rest.every((s) => decided.get(s.suggestion.id) === 'rejected')).toBe(true);
    expect(again.open).toBe(0);
    const finalized = await app.value('pad:finalize', { id: padId });
    expect(finalized.status).toBe('finalized');

    // The suggestions are patient data: sealed at rest.
    const database = readFileSync(path.join(app.dataDir, DATABASE_FILE_NAME));
    expect(database.includes('Paracetamol')).toBe(false);
    expect(database.includes('saline')).toBe(false);
  });

  it('a pad outside a consultation has no suggestions and finalizes as before', async () => {
    app = await startTestCompanion();
    const pad = await app.value('pad:new', {});
    expect(await app.value('scribe:suggestions', { padId: pad.pad.id })).toEqual({
      padId: pad.pad.id,
      suggestions: [],
      open: 0,
    });
  });
});
