import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { openQuestions } from '../../../src/shared/pad/medicine-open';
import type { SuggestionView } from '../../../src/shared/scribe/suggestion-view';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { pdfLines } from '../../helpers/pdf-text';
import { RECORDING_FAST, phase, record } from '../../helpers/recording';
import { makeTempDir } from '../../helpers/temp-dir';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

/*
 * The scribe's review through the real core, the sandbox's scripted consultation and a real
 * SQLite file: an allergy and a history item accepted go into the patient's alerts (sealed with
 * the patient's record), a Since becomes the Since group's value, a provisional diagnosis stays
 * provisional on the pad, the printout and the record sent, and a medicine edited as a whole line
 * that still asks keeps Finalize waiting.
 */

const CLIENT = TEST_CLIENT_ID;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

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
  return consultation;
}

describe("the scribe's review through the core", () => {
  it('puts each accepted suggestion in its place, the patient’s alerts included', async () => {
    // The structured copy is turned on: what it sends is read beside the record's PDF.
    app = await startTestCompanion({
      structured: true,
      core: RECORDING_FAST,
      sandbox: { transcriptionDelayMs: 50 },
    });
    const target = app;
    const consultation = await recordedConsultation(target);
    const padId = consultation.padId;
    const patientId = consultation.patient.id;
    // The pad reads the lookup when it opens; the Since group comes from it.
    await target.value('properties:lookup', { context: 'symptoms' });
    await target.value('properties:lookup', { context: 'diagnosis' });
    // The doctor had asked: no known drug allergies. The scribe heard otherwise.
    await target.value('patients:save-alerts', {
      id: patientId,
      alerts: { allergyStatus: 'none-known', allergies: [], conditions: [] },
    });

    const listed = await target.value('scribe:suggestions', { padId });
    const find = (test: (s: SuggestionView['suggestion']) => boolean) =>
      listed.suggestions.find((s) => test(s.suggestion))!.suggestion;
    const decide = (id: string, extra: object = {}) =>
      target.value('scribe:decide', { padId, id, decision: 'accepted', ...extra });

    const penicillin = find((s) => s.kind === 'allergy');
    const hypertension = find((s) => s.kind === 'history');
    const fever = find((s) => s.kind === 'symptom' && s.name === 'Fever');
    const strep = find((s) => s.kind === 'diagnosis' && s.verification === 'provisional');
    const paracetamol = find((s) => s.kind === 'medicine' && /Paracetamol/.test(s.medicine.name));
    const azithromycin = find((s) => s.kind === 'medicine' && /Azithromycin/.test(s.medicine.name));

    await decide(penicillin.id);
    await decide(hypertension.id);
    const alerts = await target.value('patients:get-alerts', { id: patientId });
    expect(alerts.allergyStatus).toBe('recorded');
    expect(alerts.allergies).toEqual([
      expect.objectContaining({
        substance: 'Penicillin',
        category: 'drug',
        type: 'allergy',
        reaction: 'Rash',
        severity: 'moderate',
      }),
    ]);
    expect(alerts.conditions).toEqual([
      expect.objectContaining({ name: 'Hypertension', note: 'For 5 years' }),
    ]);
    // Nothing of it went on the pad.
    expect((await target.value('pad:get', { id: padId })).pad.findings).toEqual([]);

    await decide(fever.id);
    await decide(strep.id);
    await target.value('scribe:decide', {
      padId,
      id: paracetamol.id,
      decision: 'edited',
      line: 'Tab Paracetamol 650 mg 1 tab 1-0-1 x 5 days after food',
    });
    // An edited line that still asks is accepted with its question open.
    await target.value('scribe:decide', {
      padId,
      id: azithromycin.id,
      decision: 'edited',
      line: 'Azithromycin 500 mg 1 tablet OD x 3 days',
    });
    for (const item of listed.suggestions) {
      const id = item.suggestion.id;
      if (
        [penicillin, hypertension, fever, strep, paracetamol, azithromycin].some((s) => s.id === id)
      ) {
        continue;
      }
      await target.value('scribe:decide', { padId, id, decision: 'rejected' });
    }

    const { pad } = await target.value('pad:get', { id: padId });
    const feverOnPad = pad.findings.find((f) => f.name === 'Fever')!;
    const sinceValues = Object.values(feverOnPad.properties);
    expect(sinceValues).toContainEqual({ value: 3, unit: 'Day' });
    expect(JSON.stringify(feverOnPad.properties)).not.toContain('since 3 days');
    expect(pad.findings.find((f) => f.name === 'Streptococcal pharyngitis')).toMatchObject({
      source: 'diagnosis',
      verification: 'provisional',
    });
    expect(pad.medicines[0]).toMatchObject({
      name: 'Paracetamol',
      strength: '650 mg',
      form: 'tablet',
      duration: { value: 5, unit: 'days' },
      origin: 'scribe-edited',
    });
    expect(openQuestions(pad.medicines[1]!)).not.toEqual([]);

    // The question keeps Finalize waiting; answered on the pad, the pad goes.
    expect(await target.call('pad:finalize', { id: padId })).toMatchObject({ ok: false });
    const settled = { ...pad.medicines[1]!, dose: { value: '1', unit: 'tablet' } };
    delete settled.typed;
    await target.value('pad:save-draft', {
      pad: { ...pad, medicines: [pad.medicines[0]!, settled] },
      expectedRevision: (await target.value('pad:get', { id: padId })).revision,
    });
    const printed = (await target.value('printout:html', { padId, paper: 'A5' })).html;
    expect(printed).toContain('? Streptococcal pharyngitis (provisional)');
    await target.value('pad:finalize', { id: padId });
    await until(
      async () => (await target.value('pad:get', { id: padId })).sync.state === 'sent',
      'the pad to be on the patient’s record',
    );
    // The PDF on the patient's record says it is provisional, as the printout does.
    const [document] = target.sandbox.recordsFor(CLIENT);
    expect(document).toMatchObject({ dt: 'ps', patientOid: consultation.patient.platformId });
    const temp = makeTempDir('scribe-review-pdf-');
    try {
      const file = path.join(temp.dir, 'record.pdf');
      writeFileSync(file, document!.files[0]!.bytes!);
      expect(pdfLines(file).join('\n')).toContain('? Streptococcal pharyngitis (provisional)');
    } finally {
      temp.remove();
    }
    await until(() => target.sandbox.prescriptionsFor(CLIENT).length === 1, 'the structured copy');
    const details = target.sandbox.prescriptionsFor(CLIENT)[0]!.record[
      'prescription_details'
    ] as Record<string, unknown>[];
    expect(
      details
        .filter((d) => d['resource_type'] === 'condition')
        .map((d) => [
          (d['condition'] as { display: string }).display,
          (d['verification_status'] as { code: string }).code,
        ]),
    ).toEqual([['Streptococcal pharyngitis', 'provisional']]);

    // The alerts are patient data: sealed at rest with the patient's record.
    const database = readFileSync(path.join(target.dataDir, DATABASE_FILE_NAME));
    expect(database.includes('Penicillin')).toBe(false);
    expect(database.includes('Hypertension')).toBe(false);
  });
});
