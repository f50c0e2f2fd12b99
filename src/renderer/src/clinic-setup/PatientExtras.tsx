import { useMemo } from 'react';
import { companion } from '../companion';
import { ProfileExtrasSection, type ExtrasSource } from '../settings/extras/ProfileExtrasSection';

/**
 * A patient's EMR profile extras, edited in Clinic setup for the consultation open: saved with
 * the patient here and sent to the platform's profile (`PATCH /profiles/v1/emr-user/{oid}`),
 * after the patient's own creation when that is still waiting.
 */
export function PatientExtras({ patientId, name }: { patientId: string; name: string }) {
  const source = useMemo<ExtrasSource>(
    () => ({
      title: `EMR profile extras of ${name}`,
      load: () => companion().getPatientExtras({ id: patientId }),
      save: (extras) => companion().savePatientExtras({ id: patientId, extras }),
    }),
    [patientId, name],
  );
  return <ProfileExtrasSection source={source} />;
}
