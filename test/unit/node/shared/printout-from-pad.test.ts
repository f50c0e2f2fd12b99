import { describe, expect, it } from 'vitest';
import { createFinding } from '../../../../src/shared/pad/finding';
import {
  printoutFromPad,
  type PrintablePad,
} from '../../../../src/shared/printout/printout-from-pad';

const party = {
  patient: { name: 'Asha Rao', sex: 'female' as const, ageText: '34 Years' },
  doctor: { registrations: [] },
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
    const input = printoutFromPad(pad, party, { paper: 'A5', day: '2026-11-26' });
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
      { paper: 'A4', day: '2026-11-26' },
    );
    expect(input).toMatchObject({ medicines: [], investigations: [], advice: [] });
    expect(input.followUp).toBeUndefined();
  });
});
