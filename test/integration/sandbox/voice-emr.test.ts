import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SCRIPTED_CONSULTATION } from '../../../src/sandbox/voice-emr';
import { scribeSuggestions, type ScribeSuggestion } from '../../../src/shared/scribe/suggestions';
import {
  VOICE_SESSIONS_PATH,
  voiceAudioPath,
  voiceEndPath,
  voiceSessionPath,
} from '../../../src/shared/voice';
import { CreateSessionAnswerSchema, PollAnswerSchema } from '../../../src/shared/voice-answers';
import { call, login } from './helpers';

let clock = Date.parse('2026-11-26T05:00:00.000Z');
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock });
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

/** A session with one chunk, ended, its result ready; the poll's body read as the app reads it. */
async function finishedSession(templates: string[]) {
  const created = await call(sandbox, 'POST', VOICE_SESSIONS_PATH, {
    token,
    body: { upload_type: 'chunked', templates },
  });
  const id = CreateSessionAnswerSchema.parse(created.body).session_id;
  const bytes = randomBytes(2048);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  const uploaded = await fetch(`${sandbox.url}${voiceAudioPath(id, 'audio_0.webm')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  expect(uploaded.status).toBe(200);
  expect((await call(sandbox, 'POST', voiceEndPath(id), { token, body: {} })).status).toBe(202);
  clock += 60_000;
  const polled = await call(sandbox, 'GET', voiceSessionPath(id), { token });
  expect(polled.status).toBe(200);
  return { id, body: polled.body, answer: PollAnswerSchema.parse(polled.body) };
}

const withoutIds = (suggestions: ScribeSuggestion[]) =>
  suggestions.map(({ id: _id, evidence: _evidence, ...rest }) => rest);

describe('the sandbox answers eka_emr_template with a scripted consultation', () => {
  it('in the published EMR structure, which the app reads into every kind of suggestion', async () => {
    const { answer } = await finishedSession(['eka_emr_template', 'clinical_notes_template']);
    const emr = answer.templates?.find(([templateId]) => templateId === 'eka_emr_template')?.[1];
    expect(emr?.status).toBe('success');
    const suggestions = scribeSuggestions(emr?.data, { transcript: answer.transcript ?? '' });
    expect(withoutIds(suggestions)).toEqual([
      {
        kind: 'symptom',
        name: 'Fever',
        platformId: 'sandbox-symptom-fever',
        since: { text: '3 days', value: 3, unit: 'Day' },
      },
      {
        kind: 'symptom',
        name: 'Cough',
        platformId: 'sandbox-symptom-cough',
        since: { text: '3 days', value: 3, unit: 'Day' },
      },
      {
        kind: 'diagnosis',
        name: 'Acute pharyngitis',
        platformId: 'sandbox-diagnosis-acute-pharyngitis',
      },
      {
        kind: 'diagnosis',
        name: 'Streptococcal pharyngitis',
        platformId: 'sandbox-diagnosis-strep-throat',
        verification: 'provisional',
      },
      {
        kind: 'examination',
        name: 'Throat congestion',
        platformId: 'sandbox-exam-throat-congestion',
      },
      { kind: 'vital', vitalId: 'temperature-f', name: 'Temperature', value: '100.4', unit: '°F' },
      { kind: 'vital', vitalId: 'pulse', name: 'Pulse rate', value: '96', unit: 'bpm' },
      {
        kind: 'allergy',
        substance: 'Penicillin',
        category: 'drug',
        type: 'allergy',
        reaction: 'Rash',
        severity: 'moderate',
      },
      {
        kind: 'history',
        name: 'Hypertension',
        platformId: 'sandbox-condition-hypertension',
        note: 'For 5 years',
      },
      {
        kind: 'medicine',
        medicine: {
          name: 'Paracetamol 650 mg Tablet',
          drugId: 'sandbox-drug-paracetamol-650',
          dose: { value: '1', unit: 'tablet' },
          frequency: { kind: 'pattern', pattern: '1-0-1' },
          timing: 'after-food',
          duration: { value: 3, unit: 'days' },
          instructions: 'For fever',
        },
      },
      {
        kind: 'medicine',
        medicine: {
          name: 'Azithromycin 500 mg Tablet',
          drugId: 'sandbox-drug-azithromycin-500',
          dose: { value: '1', unit: 'tablet' },
          frequency: { kind: 'text', text: 'once a day' },
          duration: { value: 3, unit: 'days' },
          instructions: 'For the throat infection',
        },
      },
      { kind: 'investigation', name: 'Complete blood count (CBC)', labId: 'sandbox-lab-cbc' },
      { kind: 'advice', text: 'Warm saline gargles' },
      { kind: 'advice', text: 'गुनगुना पानी पीते रहिए' },
      { kind: 'follow-up', date: '2026-12-01', afterDays: 5, note: 'Follow up after 5 days' },
    ]);
    // Each item points at the line of the transcript it came from, placed there exactly.
    const transcript = answer.transcript ?? '';
    for (const suggestion of suggestions) {
      const evidence = suggestion.evidence;
      expect(evidence?.start).toBeGreaterThan(0);
      expect(transcript.slice(evidence?.start, evidence?.end)).toBe(evidence?.text);
    }
    for (const line of SCRIPTED_CONSULTATION) expect(transcript).toContain(line);
  });

  it('the same each time it is read: same bundle, same suggestion ids', async () => {
    const { id } = await finishedSession(['eka_emr_template']);
    const again = async () => (await call(sandbox, 'GET', voiceSessionPath(id), { token })).body;
    const [first, second] = [await again(), await again()];
    expect(second).toEqual(first);
    const ids = (body: unknown) => {
      const answer = PollAnswerSchema.parse(body);
      return scribeSuggestions(answer.templates?.[0]?.[1].data).map((s) => s.id);
    };
    expect(ids(second)).toEqual(ids(first));
    // The app keeps a template's data as JSON text: read from it, the same suggestions.
    const data = PollAnswerSchema.parse(first).templates?.[0]?.[1].data;
    expect(scribeSuggestions(JSON.stringify(data, null, 2))).toEqual(scribeSuggestions(data));
  });

  it('leaves the other templates and sessions without it as they were', async () => {
    const { answer } = await finishedSession(['clinical_notes_template']);
    expect(answer.transcript).not.toContain(SCRIPTED_CONSULTATION[0]);
    expect(answer.templates?.[0]?.[1].data).toMatchObject({
      template_id: 'clinical_notes_template',
    });
  });
});
