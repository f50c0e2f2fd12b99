import { describe, expect, it } from 'vitest';
import { readNote, readSince } from '../../../../src/shared/pad/finding';
import { openQuestions } from '../../../../src/shared/pad/medicine-open';
import { PadSchema, createPad, type Pad } from '../../../../src/shared/pad/pad';
import { readDate, readProcedureNote } from '../../../../src/shared/pad/procedure';
import { NO_ALERTS, type PatientAlerts } from '../../../../src/shared/patient-alerts';
import { applyToAlerts } from '../../../../src/shared/scribe/apply-alert';
import {
  FOLLOW_UP_TAKEN,
  applySuggestion,
  type ApplyOptions,
} from '../../../../src/shared/scribe/apply-suggestion';
import {
  SUGGESTION_KINDS,
  type ScribeSuggestion,
  type ScribeSuggestionKind,
} from '../../../../src/shared/scribe/suggestion-types';
import { fhirBundleExample } from './published-emr';
import { scribeSuggestions } from '../../../../src/shared/scribe/suggestions';

/*
 * Nothing is dropped on accept: each kind of suggestion, accepted, lands where it belongs (the
 * pad's section, or the patient's alerts), and the pad it makes is a valid pad. One case per
 * kind; a kind added without one fails the first test.
 */

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
const SINCE_GROUP = 'since-group-1';
const options: ApplyOptions = {
  newId,
  day: '2026-11-26',
  origin: 'scribe',
  sinceGroupId: () => SINCE_GROUP,
};
const blank = (): Pad =>
  createPad({ id: '11111111-1111-4111-8111-111111111111', now: new Date('2026-11-26T05:00:00Z') });

function accepted(s: ScribeSuggestion, extra: Partial<ApplyOptions> = {}): Pad {
  const applied = applySuggestion(blank(), s, { ...options, ...extra });
  if (!applied.ok) throw new Error(applied.reason);
  expect(applied.added).toBe(true);
  // Whatever it wrote, the pad is one the core saves.
  expect(PadSchema.safeParse(applied.pad).success).toBe(true);
  return applied.pad;
}

function intoAlerts(s: ScribeSuggestion, alerts: PatientAlerts = NO_ALERTS): PatientAlerts {
  if (s.kind !== 'allergy' && s.kind !== 'history') throw new Error('not an alert');
  const applied = applyToAlerts(alerts, s, { newId, now: '2026-11-26T05:00:00.000Z' });
  if (!applied.ok) throw new Error(applied.reason);
  return applied.alerts;
}

/** Each kind: an example, and where accepting it must put it. */
const PLACES: Record<ScribeSuggestionKind, () => void> = {
  symptom: () => {
    const pad = accepted({
      id: 's',
      kind: 'symptom',
      name: 'Fever',
      since: { text: '3 days', value: 3, unit: 'Day' },
    });
    const [fever] = pad.findings;
    expect(fever).toMatchObject({ name: 'Fever', source: 'symptom', origin: 'scribe' });
    // "Fever since 3 days" is the Since group's value, not words in the Note.
    expect(readSince(fever!, SINCE_GROUP)).toEqual({ value: 3, unit: 'Day' });
    expect(readNote(fever!)).toBeUndefined();
  },
  diagnosis: () => {
    const pad = accepted({
      id: 'd',
      kind: 'diagnosis',
      name: 'Dengue fever',
      verification: 'provisional',
    });
    expect(pad.findings[0]).toMatchObject({
      name: 'Dengue fever',
      source: 'diagnosis',
      verification: 'provisional',
    });
  },
  'ruled-out': () => {
    const pad = accepted({ id: 'r', kind: 'ruled-out', name: 'Malaria', note: 'smear negative' });
    expect(pad.findings[0]).toMatchObject({
      name: 'Malaria',
      source: 'diagnosis',
      verification: 'refuted',
    });
    expect(readNote(pad.findings[0]!)?.value).toBe('smear negative');
  },
  examination: () => {
    const pad = accepted({ id: 'e', kind: 'examination', name: 'Throat congested' });
    expect(pad.findings[0]).toMatchObject({ name: 'Throat congested' });
    expect(pad.findings[0]).not.toHaveProperty('source');
  },
  vital: () => {
    const pad = accepted({ id: 'v', kind: 'vital', vitalId: 'pulse', name: 'Pulse', value: '96' });
    expect(pad.vitals).toEqual([{ vitalId: 'pulse', value: '96', origin: 'scribe' }]);
  },
  allergy: () => {
    const alerts = intoAlerts({
      id: 'a',
      kind: 'allergy',
      substance: 'Lactose',
      category: 'food',
      type: 'intolerance',
      severity: 'mild',
      reaction: 'bloating',
    });
    expect(alerts.allergyStatus).toBe('recorded');
    expect(alerts.allergies).toEqual([
      expect.objectContaining({
        substance: 'Lactose',
        category: 'food',
        type: 'intolerance',
        severity: 'mild',
        reaction: 'bloating',
      }),
    ]);
  },
  history: () => {
    const alerts = intoAlerts({
      id: 'h',
      kind: 'history',
      name: 'Hypertension',
      note: 'since 2019',
    });
    expect(alerts.conditions).toEqual([
      expect.objectContaining({ name: 'Hypertension', note: 'since 2019' }),
    ]);
  },
  medicine: () => {
    const pad = accepted({
      id: 'm',
      kind: 'medicine',
      medicine: { name: 'Dolo 650', frequency: { kind: 'pattern', pattern: '1-0-1' } },
    });
    expect(pad.medicines[0]).toMatchObject({ name: 'Dolo 650', origin: 'scribe' });
  },
  investigation: () => {
    const pad = accepted({ id: 'i', kind: 'investigation', name: 'CBC', labId: 'lab-1' });
    expect(pad.investigations[0]).toMatchObject({ name: 'CBC', labId: 'lab-1' });
  },
  procedure: () => {
    // Advised with no later day: advice that says advised (a Procedure would claim it done).
    const pad = accepted({ id: 'p', kind: 'procedure', name: 'Endoscopy', advised: true });
    expect(pad.procedures).toEqual([]);
    expect(pad.advice).toEqual([
      expect.objectContaining({ text: 'Advised: Endoscopy', origin: 'scribe' }),
    ]);
  },
  advice: () => {
    const pad = accepted({ id: 'ad', kind: 'advice', text: 'Warm saline gargles' });
    expect(pad.advice[0]).toMatchObject({ text: 'Warm saline gargles' });
  },
  'follow-up': () => {
    const pad = accepted({ id: 'f', kind: 'follow-up', afterDays: 5 });
    expect(pad.followUp).toEqual({ date: '2026-12-01', origin: 'scribe' });
  },
  note: () => {
    const pad = accepted({
      id: 'n',
      kind: 'note',
      section: 'Clinical note',
      text: 'Seen with mother',
    });
    expect(pad.notes).toEqual([
      expect.objectContaining({
        section: 'Clinical note',
        text: 'Seen with mother',
        origin: 'scribe',
      }),
    ]);
  },
};

describe('an accepted suggestion lands where it belongs, for every kind', () => {
  it('every kind has a place and a case here', () => {
    expect(Object.keys(PLACES).sort()).toEqual([...SUGGESTION_KINDS].sort());
  });

  for (const kind of SUGGESTION_KINDS) {
    it(`${kind}`, () => PLACES[kind]());
  }

  it('allergy and history never go on the pad', () => {
    for (const s of [
      {
        id: 'a',
        kind: 'allergy',
        substance: 'X',
        category: 'drug',
        type: 'allergy',
        severity: 'unknown',
      },
      { id: 'h', kind: 'history', name: 'Asthma' },
    ] as ScribeSuggestion[]) {
      expect(applySuggestion(blank(), s, options).ok).toBe(false);
    }
  });
});

describe('the details of each place', () => {
  it('Since without a Since group known goes into the Note in words (never lost)', () => {
    const pad = accepted(
      { id: 's', kind: 'symptom', name: 'Fever', since: { text: '3 days', value: 3, unit: 'Day' } },
      { sinceGroupId: () => undefined },
    );
    expect(readNote(pad.findings[0]!)?.value).toBe('since 3 days.');
    // A Since the Since group cannot hold (1.5 days, or words only) is kept in words too.
    const words = accepted({
      id: 's2',
      kind: 'symptom',
      name: 'Cough',
      since: { text: 'since 2026-11-26' },
    });
    expect(readNote(words.findings[0]!)?.value).toBe('since 2026-11-26.');
    const half = accepted({
      id: 's3',
      kind: 'symptom',
      name: 'Cough',
      since: { text: '1.5 days', value: 1.5, unit: 'Day' },
    });
    expect(readNote(half.findings[0]!)?.value).toBe('since 1.5 days.');
  });

  it('an advised procedure for a later day is a procedure with that day; one done keeps its day and note', () => {
    const later = accepted({
      id: 'p',
      kind: 'procedure',
      name: 'Endoscopy',
      advised: true,
      date: '2026-12-03',
      note: 'fasting',
    });
    expect(later.advice).toEqual([]);
    expect(readDate(later.procedures[0]!)?.date).toBe('2026-12-03');
    expect(readProcedureNote(later.procedures[0]!)?.value).toBe('fasting');
    const done = accepted({
      id: 'p2',
      kind: 'procedure',
      name: 'Dressing',
      advised: false,
      date: '2026-11-26',
    });
    expect(done.procedures[0]).toMatchObject({ name: 'Dressing' });
    expect(readDate(done.procedures[0]!)?.date).toBe('2026-11-26');
    // Advised, with a day that is not later: advice, with the day in words.
    const today = accepted({
      id: 'p3',
      kind: 'procedure',
      name: 'ECG',
      advised: true,
      date: '2026-11-26',
    });
    expect(today.advice[0]?.text).toBe('Advised: ECG (2026-11-26)');
  });

  it('a follow-up never replaces another date the pad has', () => {
    const pad = { ...blank(), followUp: { date: '2026-12-05' } };
    expect(applySuggestion(pad, { id: 'f', kind: 'follow-up', afterDays: 5 }, options)).toEqual({
      ok: false,
      reason: FOLLOW_UP_TAKEN,
    });
    const same = applySuggestion(
      { ...blank(), followUp: { date: '2026-12-01' } },
      { id: 'f', kind: 'follow-up', afterDays: 5, note: 'with reports' },
      options,
    );
    expect(same.ok && same.pad.followUp).toEqual({ date: '2026-12-01', note: 'with reports' });
  });

  it('an edited medicine is its whole line read again; a line that asks keeps asking on the pad', () => {
    const suggested: ScribeSuggestion = {
      id: 'm',
      kind: 'medicine',
      medicine: {
        name: 'Pantoprazole 40 mg',
        drugId: 'drug-1',
        dose: { value: '1', unit: 'tablet' },
        frequency: { kind: 'pattern', pattern: '1-0-0' },
      },
    };
    const pad = accepted(suggested, {
      origin: 'scribe-edited',
      line: 'Tab Pantoprazole 40 mg 1 tab 1-0-1 x 14 days before food',
    });
    expect(pad.medicines[0]).toMatchObject({
      name: 'Pantoprazole',
      form: 'tablet',
      strength: '40 mg',
      drugId: 'drug-1',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      duration: { value: 14, unit: 'days' },
      timing: 'before-food',
      origin: 'scribe-edited',
    });
    expect(openQuestions(pad.medicines[0]!)).toEqual([]);
    // Another medicine typed: the scribe's drug id does not follow it.
    const other = accepted(suggested, { line: 'Tab Rabeprazole 20 mg 1-0-0 x 14 days' });
    expect(other.medicines[0]).not.toHaveProperty('drugId');
    // Insulin 8 units 8-0-6: the line asks, and after accept the pad still asks it.
    const asks = accepted(suggested, { line: 'Inj Actrapid 8 units 8-0-6' });
    const [question] = openQuestions(asks.medicines[0]!);
    expect(question?.text).toMatch(/8 units in the morning and 6 units at night\?/);
    expect(asks.medicines[0]?.typed?.line).toBe('Inj Actrapid 8 units 8-0-6');
    // A line whose fields alone would not ask (two doses written): the line kept asks on the pad.
    const twice = accepted(suggested, { line: 'Azithromycin 500 mg 1 tablet OD x 3 days' });
    expect(openQuestions(twice.medicines[0]!)).not.toEqual([]);
    // Accepted as suggested, a medicine whose fields ask keeps asking too.
    const insulin = accepted({
      id: 'm2',
      kind: 'medicine',
      medicine: {
        name: 'Insulin Actrapid',
        dose: { value: '8', unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      },
    });
    expect(openQuestions(insulin.medicines[0]!)).toHaveLength(1);
    // A line that names no medicine is refused in words.
    expect(
      applySuggestion(blank(), suggested, { ...options, line: '1-0-1 x 5 days' }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^This line was not read as a medicine/) as unknown,
    });
  });

  it('edited words longer than the entry keeps are refused in words, at the edge', () => {
    const s: ScribeSuggestion = { id: 'i', kind: 'investigation', name: 'CBC' };
    expect(applySuggestion(blank(), s, { ...options, text: 'x'.repeat(300) }).ok).toBe(true);
    expect(applySuggestion(blank(), s, { ...options, text: 'x'.repeat(301) })).toEqual({
      ok: false,
      reason:
        'These words are longer than the pad keeps for this entry (300 characters): shorten them.',
    });
  });
});

describe('the published bundle example, every suggestion accepted', () => {
  it('lands each one somewhere: nothing is dropped', () => {
    let pad = blank();
    let alerts = NO_ALERTS;
    const suggestions = scribeSuggestions(fhirBundleExample(), { visitDate: '2025-12-12' });
    for (const s of suggestions) {
      if (s.kind === 'allergy' || s.kind === 'history') {
        // The banana record asks allergy or intolerance: the doctor answers intolerance.
        const applied = applyToAlerts(alerts, s, {
          newId,
          now: '2025-12-12T10:00:00.000Z',
          ...(s.kind === 'allergy' && s.type === undefined ? { allergyType: 'intolerance' } : {}),
        });
        if (!applied.ok) throw new Error(applied.reason);
        expect(applied.added).toBe(true);
        alerts = applied.alerts;
        continue;
      }
      const applied = applySuggestion(pad, s, { ...options, day: '2025-12-12' });
      if (!applied.ok) throw new Error(`${s.kind}: ${applied.reason}`);
      expect(applied.added).toBe(true);
      pad = applied.pad;
    }
    expect(PadSchema.safeParse(pad).success).toBe(true);
    expect(alerts.allergies).toEqual([
      expect.objectContaining({
        substance: 'Banana intolerance',
        type: 'intolerance',
        category: 'food',
      }),
    ]);
    expect(alerts.conditions.map((c) => c.name)).toEqual(['Gastric issue']);
    expect(pad.findings.find((f) => f.name === 'Migraine')).toMatchObject({
      verification: 'refuted',
    });
    expect(pad.findings.find((f) => f.name === 'Acid reflux')).toMatchObject({
      verification: 'provisional',
    });
    expect(pad.advice.map((a) => a.text)).toContain('Advised: Diagnostic endoscopy');
    expect(pad.notes?.map((note) => note.section)).toEqual(['Clinical note']);
  });
});
