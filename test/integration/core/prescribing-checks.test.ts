import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECK_RULE_FUNCTIONS,
  checkPrescription,
  type CheckRuleFunction,
} from '../../../src/shared/checks/check-prescription';
import type { CheckOverride, PrescribingPatient } from '../../../src/shared/checks/check-types';
import { prescribingPatient } from '../../../src/shared/checks/prescribing-patient';
import { padToFhirBundle } from '../../../src/shared/pad/fhir-export';
import type { Medicine } from '../../../src/shared/pad/medicine';
import type { Pad } from '../../../src/shared/pad/pad';
import type { PatientAlerts } from '../../../src/shared/patient-alerts';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { pdfLines } from '../../helpers/pdf-text';
import { makeTempDir } from '../../helpers/temp-dir';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

/*
 * The prescribing checks at Finalize, through the real core (SQLite, the sandbox on loopback):
 * a warning neither fixed nor overridden refuses Finalize under the row's key, in words that name
 * no medicine; an override given for the line as it stands lets it pass, and stays with the
 * finalized pad as audit data, printed nowhere and never sent.
 */

const CLIENT = TEST_CLIENT_ID;
const REASON = 'OVERRIDE-REASON-Dolo-for-fever-Crocin-at-night-7731';
const KEY_WORDS =
  'A warning about the same medicine twice waits: change the line, or go ahead with a reason.';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const PENICILLIN: PatientAlerts = {
  allergyStatus: 'recorded',
  allergies: [
    {
      id: randomUUID(),
      substance: 'Penicillin',
      category: 'drug',
      reaction: 'rash',
      severity: 'moderate',
      type: 'allergy',
      recordedAt: '2025-01-02T10:00:00.000Z',
    },
  ],
  conditions: [],
};

const ids = { dolo: randomUUID(), crocin: randomUUID() };

/** Two brands of one generic: the checks' duplicate rule warns beside the first. */
function twoParacetamols(): Medicine[] {
  return [
    {
      localId: ids.dolo,
      name: 'Dolo 650 Tablet',
      genericName: 'Paracetamol',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      duration: { value: 3, unit: 'days' },
    },
    {
      localId: ids.crocin,
      name: 'Crocin 500 Tablet',
      genericName: 'Paracetamol',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '0-0-1' },
      duration: { value: 3, unit: 'days' },
    },
  ];
}

/** A walk-in's pad; the patient's alerts saved first. */
async function walkInPad(
  companion: TestCompanion,
  patient: { name: string; sex: 'female' | 'male'; birthDate: string },
  alerts?: PatientAlerts,
): Promise<{ pad: Pad; revision: number }> {
  const created = await companion.value('patients:create', patient);
  if (alerts) await companion.value('patients:save-alerts', { id: created.id, alerts });
  const consultation = await companion.value('consultation:start', { patientId: created.id });
  const view = await companion.value('pad:get', { id: consultation.padId });
  return { pad: view.pad, revision: view.revision };
}

/** An 8-year-old girl with a penicillin allergy (her weight is written on the pad). */
const childPad = (companion: TestCompanion) =>
  walkInPad(
    companion,
    { name: 'Ananya Kulkarni', sex: 'female', birthDate: '2017-01-10' },
    PENICILLIN,
  );

/**
 * A man of 40 with no allergy recorded: of the checks, only the same generic twice warns of the
 * two paracetamols (1,800 mg a day in all).
 */
const adultPad = (companion: TestCompanion) =>
  walkInPad(companion, { name: 'Rohan Shetty', sex: 'male', birthDate: '1986-05-20' });

async function save(companion: TestCompanion, pad: Pad): Promise<Pad> {
  await companion.value('pad:save-draft', { pad });
  return pad;
}

/** The warning ids the pad's screen would show (the same function, for an unknown patient). */
function warningIds(pad: Pad): string[] {
  return checkPrescription(prescribingPatient({ pad }), pad.medicines).map((w) => w.id);
}

const overrideOf = (warningId: string): CheckOverride => ({
  warningId,
  words: '2 lines give paracetamol: Dolo 650 Tablet, Crocin 500 Tablet.',
  reason: REASON,
  at: new Date().toISOString(),
});

describe('the prescribing checks at Finalize', () => {
  it('refuse while a warning is open, under the row’s key, in words naming no medicine', async () => {
    app = await startTestCompanion();
    const { pad: start } = await adultPad(app);
    const pad = await save(app, { ...start, medicines: twoParacetamols() });

    const refused = await app.error('pad:finalize', { id: pad.id });
    expect(refused.code).toBe('INVALID_ARGUMENT');
    expect(refused.message).toBe('The pad was not finalized: one entry needs correcting.');
    expect(refused.fields).toEqual({ [`medicines.${ids.dolo}.check`]: KEY_WORDS });
    expect(JSON.stringify(refused)).not.toMatch(/paracetamol|dolo|crocin|penicillin/i);
    expect((await app.value('pad:get', { id: pad.id })).status).toBe('draft');
    expect(app.sandbox.prescriptionsFor(CLIENT)).toHaveLength(0);
  });

  it('reads the patient on the main side: age on the pad’s day, sex, weight, pregnant, allergies', async () => {
    app = await startTestCompanion();
    const { pad: start } = await childPad(app);
    const pad = await save(app, {
      ...start,
      pregnant: true,
      vitals: [{ vitalId: 'weight', value: '26' }],
      medicines: twoParacetamols(),
    });
    // A rule that only listens: it keeps the patient Finalize built, and warns of nothing.
    const seen: PrescribingPatient[] = [];
    const listening: CheckRuleFunction = (patient) => {
      seen.push(patient);
      return [];
    };
    const rules = CHECK_RULE_FUNCTIONS as CheckRuleFunction[];
    rules.push(listening);
    try {
      await app.error('pad:finalize', { id: pad.id });
    } finally {
      rules.splice(rules.indexOf(listening), 1);
    }
    expect(seen).toHaveLength(1);
    const expected = prescribingPatient({
      person: { birthDate: '2017-01-10', sex: 'female' },
      alerts: PENICILLIN,
      pad,
    });
    expect(seen[0]).toEqual(expected);
    expect(seen[0]).toMatchObject({ sex: 'female', weightKg: 26, pregnant: true });
    expect(seen[0]!.ageYears).toBeGreaterThanOrEqual(8);
    expect(seen[0]!.allergies.map((a) => a.substance)).toEqual(['Penicillin']);
  });

  it('an override applies to the line as it stood: a changed line is refused again', async () => {
    app = await startTestCompanion();
    const { pad: start } = await adultPad(app);
    let pad = await save(app, { ...start, medicines: twoParacetamols() });
    const [before] = warningIds(pad);
    pad = await save(app, { ...pad, checkOverrides: [overrideOf(before!)] });
    // The second line changed after the override: the warning is new, the override does not apply.
    pad = await save(app, {
      ...pad,
      medicines: pad.medicines.map((m) =>
        m.localId === ids.crocin ? { ...m, frequency: { kind: 'pattern', pattern: '1-0-1' } } : m,
      ),
    });
    const [after] = warningIds(pad);
    expect(after).not.toBe(before);
    const refused = await app.error('pad:finalize', { id: pad.id });
    expect(refused.fields).toEqual({ [`medicines.${ids.dolo}.check`]: KEY_WORDS });
  });

  it('an override with a reason lets Finalize pass; it stays with the pad, printed nowhere, never sent', async () => {
    // The structured copy is turned on so that what it sends is read too, beside the record's PDF.
    app = await startTestCompanion({ structured: true });
    const { pad: start } = await adultPad(app);
    let pad = await save(app, {
      ...start,
      pregnant: true,
      vitals: [{ vitalId: 'weight', value: '72' }],
      medicines: twoParacetamols(),
    });
    const override = overrideOf(warningIds(pad)[0]!);
    pad = await save(app, { ...pad, checkOverrides: [override] });

    const finalized = await app.value('pad:finalize', { id: pad.id });
    expect(finalized.status).toBe('finalized');
    // Audit: the finalized pad keeps the override and the mark, through a restart.
    await app.restart();
    const kept = await app.value('pad:get', { id: pad.id });
    expect(kept.pad.checkOverrides).toEqual([override]);
    expect(kept.pad.pregnant).toBe(true);

    await until(
      async () => (await app!.value('pad:get', { id: pad.id })).sync.state === 'sent',
      'the pad to be on the patient’s record',
    );
    await until(() => app!.sandbox.prescriptionJournal(CLIENT).length === 1, 'the structured copy');
    // The PDF on the patient's record is the printout: the medicines, never the override.
    const [document] = app.sandbox.recordsFor(CLIENT);
    expect(document).toMatchObject({ dt: 'ps', uploadCount: 1 });
    const pdf = document!.files[0]!.bytes!;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const temp = makeTempDir('prescribing-checks-pdf-');
    try {
      const file = join(temp.dir, 'record.pdf');
      writeFileSync(file, pdf);
      const lines = pdfLines(file).join('\n');
      expect(lines).toContain('PARACETAMOL');
      expect(lines).not.toContain(REASON);
      expect(lines).not.toMatch(/go ahead|overrid/i);
    } finally {
      temp.remove();
    }
    const sent = JSON.stringify(app.sandbox.prescriptionJournal(CLIENT).map((p) => p.record));
    expect(sent).toContain('Dolo 650');
    for (const text of [REASON, override.warningId, 'checkOverrides', 'pregnant']) {
      expect(sent).not.toContain(text);
    }

    const printout = await app.value('printout:html', { padId: pad.id, paper: 'A4' });
    expect(printout.html).toContain('PARACETAMOL');
    expect(printout.html).not.toContain(REASON);
    expect(printout.html).not.toMatch(/go ahead|overrid/i);

    const bundle = JSON.stringify(
      padToFhirBundle(
        { ...kept.pad, patientId: kept.pad.patientId ?? 'PT-TEST' },
        { finalizedAt: '2025-03-14T15:00:00+05:30', sinceGroupId: undefined },
      ),
    );
    expect(bundle).toContain('Dolo 650');
    for (const text of [REASON, override.warningId, 'checkOverrides', 'pregnan']) {
      expect(bundle).not.toContain(text);
    }
  });
});
