import { describe, expect, it } from 'vitest';
import {
  DoctorProfileWireSchema,
  doctorProfileOf,
} from '../../../../src/main/core/platform/doctor-api';
import { getOperation, responsesOf } from '../../../support/published-spec';

const read = (json: unknown) => doctorProfileOf(DoctorProfileWireSchema.parse(json));

describe('reading the doctor’s profile', () => {
  it('reads the published example into the app’s words', () => {
    const op = getOperation(
      'doctor-appointments-prescriptions.json',
      'GET /dr/v1/doctor/{doctor_id}',
    );
    const content = (responsesOf(op)['200'] as { content: Record<string, { schema: unknown }> })
      .content['application/json']!.schema as { allOf: { example?: unknown }[] };
    const example = content.allOf.find((part) => part.example)!.example;
    expect(read(example)).toEqual({
      id: '1234567890',
      name: 'Dr. Rahul Kumar',
      // "MBBS,MD" is one entry naming two degrees.
      degrees: ['MBBS', 'MD'],
      speciality: 'Cardiologist',
      clinics: [
        {
          id: '1234567899876',
          name: 'Vagus Hospital & Health Services',
          addressLines: [
            'H No -122/a,, Pocket 2 back side of Yamaha 2 wheeler showroom., Pocket 2, Gate No :-2, nearest to Homeopathy clinic.',
            'Delhi, Delhi 110085',
          ],
          phone: '+91999999999',
        },
      ],
      defaultClinicId: '1234567899876',
    });
  });

  it('tolerates missing and unknown fields, and drops a clinic it cannot name', () => {
    const profile = read({
      id: 42,
      extra: true,
      profile: {
        personal: { first_name: 'Ananya', last_name: 'Rao', nickname: 'A' },
        professional: {
          degree: [{ name: 'MD', branch_name: 'General Medicine' }, { nope: 1 }],
          clinics: [{ id: 'c1', name: 'Clinic' }, { id: 'c2' }],
          default_clinic: 7,
        },
      },
    });
    expect(profile).toEqual({
      id: '42',
      name: 'Ananya Rao',
      degrees: ['MD (General Medicine)'],
      clinics: [{ id: 'c1', name: 'Clinic', addressLines: [] }],
      defaultClinicId: '7',
    });
    expect(() => DoctorProfileWireSchema.parse({ id: '1' })).toThrow();
  });
});
