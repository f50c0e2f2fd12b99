import { NO_ALERTS } from '../../../../src/shared/patient-alerts';
import type { CarePlan, Condition } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import { prescriptionDetails } from '../../../../src/main/core/pad/prescription-details';
import { padToFhirBundle } from '../../../../src/shared/pad/fhir-export';
import {
  ExaminationFindingSchema,
  confirmDiagnosis,
  createFinding,
  diagnosisWords,
  type ExaminationFinding,
} from '../../../../src/shared/pad/finding';
import { PadSchema, createPad, type Pad } from '../../../../src/shared/pad/pad';
import { letterheadOf } from '../../../../src/shared/printout/printout-letterhead';
import { printoutFromPad } from '../../../../src/shared/printout/printout-from-pad';
import { printoutHtml } from '../../../../src/shared/printout/printout-html';
import { prescriptionDetailsValidator } from '../../../support/published-prescription';
import { OPTIONS, expectValid, uuid } from './fhir-fixtures';
import { validateR4 } from './fhir-validator';

/*
 * A diagnosis the doctor has not confirmed (provisional, differential) or has ruled out stays so
 * everywhere the pad goes: on the pad (an optional field; older pads still parse), the printout
 * ("? Dengue fever (provisional)"), the FHIR export (Condition.verificationStatus) and the record
 * sent (`verification_status`). The pad's notes go along too.
 */

const diagnosis = (n: number, name: string, verification?: ExaminationFinding['verification']) => ({
  ...createFinding({ localId: uuid(n), kind: 'diagnosis', name }),
  ...(verification ? { verification } : {}),
});

function padWith(): Pad {
  return {
    ...createPad({ id: uuid(100), now: new Date('2025-03-14T04:45:30Z') }),
    findings: [
      diagnosis(1, 'Dengue fever', 'provisional'),
      diagnosis(2, 'Malaria', 'differential'),
      diagnosis(3, 'Migraine', 'refuted'),
      diagnosis(4, 'URTI'),
    ],
    notes: [{ localId: uuid(5), section: 'Clinical note', text: 'Seen with mother' }],
  };
}

beforeAll(() => validateR4(padToFhirBundle(padWith(), OPTIONS)), 120_000);

describe('a diagnosis not confirmed, on the pad', () => {
  it('is an optional field: a pad written before it still parses, and a wrong value does not', () => {
    const older = {
      ...createPad({ id: uuid(100), now: new Date() }),
      findings: [diagnosis(1, 'URTI')],
    };
    expect(PadSchema.safeParse(older).success).toBe(true);
    expect(PadSchema.safeParse(padWith()).success).toBe(true);
    expect(
      ExaminationFindingSchema.safeParse({ ...diagnosis(1, 'URTI'), verification: 'maybe' })
        .success,
    ).toBe(false);
  });

  it('is said in words, and confirming it removes the mark', () => {
    const [dengue, malaria, migraine, urti] = padWith().findings;
    expect(diagnosisWords(dengue!)).toBe('? Dengue fever (provisional)');
    expect(diagnosisWords(malaria!)).toBe('? Malaria (differential)');
    expect(diagnosisWords(migraine!)).toBe('Migraine (ruled out)');
    expect(diagnosisWords(urti!)).toBe('URTI');
    expect(confirmDiagnosis(dengue!)).toEqual(diagnosis(1, 'Dengue fever'));
    // The mark is a diagnosis's only: on a symptom it reads as nothing.
    const symptom = {
      ...createFinding({ localId: uuid(9), kind: 'symptom', name: 'Fever' }),
      verification: 'provisional' as const,
    };
    expect(diagnosisWords(symptom)).toBe('Fever');
  });
});

describe('the printout', () => {
  it('prints "? Dengue fever (provisional)", the ruled-out one as ruled out, and the notes', () => {
    const input = printoutFromPad(
      padWith(),
      {
        patient: { name: 'Asha Rao', sex: 'female', ageText: '34 Years' },
        letterhead: letterheadOf({ registrations: [] }),
        alerts: NO_ALERTS,
      },
      { paper: 'A5', day: '2025-03-14', status: 'draft' },
    );
    expect(input.diagnoses.map((d) => d.name)).toEqual([
      '? Dengue fever (provisional)',
      '? Malaria (differential)',
      'Migraine (ruled out)',
      'URTI',
    ]);
    expect(input.notes).toEqual([{ name: 'Clinical note', note: 'Seen with mother' }]);
    const html = printoutHtml(input);
    expect(html).toContain('<li>? Dengue fever (provisional)</li>');
    expect(html).toContain('<h2>Notes</h2>');
    expect(html).toContain('Clinical note: Seen with mother');
  });
});

describe('the FHIR export', () => {
  it('says provisional, differential and refuted in Condition.verificationStatus, and validates', () => {
    const bundle = padToFhirBundle(padWith(), OPTIONS);
    expectValid(bundle);
    const conditions = (bundle.entry ?? [])
      .map((e) => e.resource)
      .filter((r): r is Condition => r?.resourceType === 'Condition');
    expect(conditions.map((c) => [c.code?.text, c.verificationStatus?.coding?.[0]?.code])).toEqual([
      ['Dengue fever', 'provisional'],
      ['Malaria', 'differential'],
      ['Migraine', 'refuted'],
      ['URTI', 'confirmed'],
    ]);
    // Ruled out is not an active condition.
    expect(conditions[2]).not.toHaveProperty('clinicalStatus');
    expect(conditions[0]?.clinicalStatus?.coding?.[0]?.code).toBe('active');
    const note = (bundle.entry ?? [])
      .map((e) => e.resource)
      .find((r) => r?.resourceType === 'CarePlan') as CarePlan;
    expect(note).toMatchObject({
      intent: 'proposal',
      title: 'Clinical note',
      description: 'Seen with mother',
      category: [{ coding: [{ system: 'http://snomed.info/sct', code: '371530004' }] }],
    });
  });
});

describe('the record sent to the platform', () => {
  it('never claims a provisional or ruled-out diagnosis confirmed; notes go as custom sections; valid against the published schema', () => {
    const details = prescriptionDetails(padWith());
    expect(
      details
        .filter((d) => d.resource_type === 'condition')
        .map((d) => (d.verification_status as { code: string }).code),
    ).toEqual(['provisional', 'differential', 'refuted', 'confirmed']);
    expect(details.filter((d) => d.resource_type === 'custom_section')).toEqual([
      {
        resource_type: 'custom_section',
        title: 'Clinical note',
        note: [{ name: 'Clinical note', value: 'Seen with mother' }],
      },
    ]);
    expect(prescriptionDetailsValidator()(details).problems).toEqual([]);
    // The custom section has nothing beside the published fields. (A condition's `note` is not
    // among the published Condition fields: sent as before this change, so checked open above.)
    const sections = details.filter((d) => d.resource_type === 'custom_section');
    expect(prescriptionDetailsValidator({ closed: true })(sections).problems).toEqual([]);
  });
});
