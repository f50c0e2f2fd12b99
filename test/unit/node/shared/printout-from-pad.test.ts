import { describe, expect, it } from 'vitest';
import { createFinding } from '../../../../src/shared/pad/finding';
import { NO_ALERTS } from '../../../../src/shared/patient-alerts';
import { createProcedure, writeDate } from '../../../../src/shared/pad/procedure';
import { letterheadOf } from '../../../../src/shared/printout/printout-letterhead';
import {
  printoutGaps,
  printoutFromPad,
  type PrintablePad,
} from '../../../../src/shared/printout/printout-from-pad';

const party = {
  patient: { name: 'Asha Rao', sex: 'female' as const, ageText: '34 Years' },
  letterhead: letterheadOf({ registrations: [] }),
  alerts: NO_ALERTS,
};

describe('a pad as a printout’s input', () => {
  it('takes the medicines, investigations, advice and follow-up of a pad that has them', () => {
    const pad: PrintablePad = {
      createdAt: '2026-11-26T06:00:00Z',
      findings: [
        {
          ...createFinding({
            localId: '00000000-0000-4000-8000-000000000001',
            kind: 'diagnosis',
            name: 'Viral fever',
          }),
          properties: { 'pg-any-since': { value: 2, unit: 'Week' } },
        },
      ],
      procedures: [],
      vitals: [
        { vitalId: 'bp-diastolic', value: '80' },
        { vitalId: 'pulse', value: ' 88 ' },
        { vitalId: 'no-such-vital', value: '1' },
        { vitalId: 'bp-systolic', value: '120' },
        { vitalId: 'capillary-blood-glucose', value: '142', context: 'post_meal' },
        { vitalId: 'height', value: '160' },
        { vitalId: 'weight', value: '64.0' },
        { vitalId: 'spo2', value: '' },
      ],
      medicines: [{ localId: '00000000-0000-4000-8000-000000000002', name: 'Paracetamol 650' }],
      investigations: [{ name: 'CBC', notes: 'fasting' }],
      advice: ['Rest', { text: 'आराम करें' }, '  '],
      followUp: { date: '2026-12-03' },
    };
    const input = printoutFromPad(pad, party, { paper: 'A5', day: '2026-11-26', status: 'draft' });
    expect(input.diagnoses).toEqual([{ name: 'Viral fever', since: '2 weeks' }]);
    expect(input.vitals).toEqual([
      { name: 'Blood pressure', value: '120/80', unit: 'mmHg' },
      { name: 'Pulse', value: '88', unit: 'bpm' },
      { name: 'Capillary blood glucose (2 h after a meal)', value: '142', unit: 'mg/dL' },
      { name: 'Height', value: '160', unit: 'cm' },
      { name: 'Weight', value: '64.0', unit: 'kg' },
      { name: 'BMI', value: '25.0', unit: 'kg/m²' },
    ]);
    expect(input.medicines.map((m) => m.name)).toEqual(['Paracetamol 650']);
    expect(input.investigations).toEqual([{ name: 'CBC', note: 'fasting' }]);
    expect(input.advice).toEqual(['Rest', 'आराम करें']);
    expect(input.followUp).toEqual({ date: '2026-12-03' });
    expect(input.patient).toEqual({ name: 'Asha Rao', sex: 'Female', ageText: '34 Years' });
    expect(input.doctor).toEqual({ name: 'Doctor', degrees: [], registrations: [] });
  });

  it('works with today’s pad, which has none of them', () => {
    const input = printoutFromPad(
      { createdAt: '2026-11-26T06:00:00Z', findings: [], procedures: [], vitals: [] },
      party,
      { paper: 'A4', day: '2026-11-26', status: 'finalized' },
    );
    expect(input).toMatchObject({ medicines: [], investigations: [], advice: [] });
    expect(input.followUp).toBeUndefined();
  });

  it('prints a procedure’s date as every other date, "26 Nov 2026"', () => {
    const dated = writeDate(
      createProcedure({ localId: '00000000-0000-4000-8000-000000000003', name: 'Dressing' }),
      '2026-11-26',
    );
    if (!dated.ok) throw new Error('the test date was refused');
    const legacy = {
      ...createProcedure({ localId: '00000000-0000-4000-8000-000000000004', name: 'Suturing' }),
      date: 'last week',
    };
    const input = printoutFromPad(
      {
        createdAt: '2026-11-26T06:00:00Z',
        findings: [],
        procedures: [dated.value, legacy],
        vitals: [],
      },
      party,
      { paper: 'A4', day: '2026-11-26', status: 'finalized' },
    );
    expect(input.procedures).toEqual([
      { name: 'Dressing', note: '26 Nov 2026' },
      { name: 'Suturing', note: 'last week' },
    ]);
    expect(input.status).toBe('finalized');
  });
});

describe('what a printout lacks, in words', () => {
  const today = letterheadOf({ registrations: [] });
  const registered = letterheadOf({
    profile: { id: 'd1', name: 'Dr. Meera Iyer', degrees: ['MBBS'], clinics: [] },
    registrations: [{ council: 'Karnataka Medical Council', number: 'KMC-48213' }],
  });
  it('says a draft prints as a draft, and what the letterhead misses', () => {
    expect(printoutGaps(registered, 'draft')).toEqual([
      'This pad is not finalized: it prints marked DRAFT, with no signature line. Finalize it to print the prescription.',
    ]);
    expect(printoutGaps(today, 'finalized', 'today')).toEqual([
      'The doctor’s details of the day this prescription was finalized were not kept; today’s are printed.',
      'The doctor’s profile has not been read from the platform yet.',
      'No registration number is entered (Settings, Doctor): a prescription must show it.',
    ]);
    expect(printoutGaps(registered, 'finalized', 'finalize-day')).toEqual([]);
    expect(
      printoutGaps(
        { ...registered, doctor: { ...registered.doctor, registrations: [] } },
        'finalized',
        'finalize-day',
      ),
    ).toEqual([
      'No registration number was entered when this prescription was finalized, so none is printed.',
    ]);
  });
});
