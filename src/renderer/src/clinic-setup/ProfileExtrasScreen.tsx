import { PatientExtras } from './PatientExtras';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useConsultationStore } from '../stores/consultationStore';
import { useNavStore } from '../stores/navStore';

/**
 * Clinic setup, EMR profile extras: the raw JSON of the profile extras of the patient whose
 * consultation is open, for the integrator, out of the doctor's consultation screen.
 */
export function ProfileExtrasScreen() {
  const navigated = useNavStore((state) => state.navigated);
  const patient = useConsultationStore((state) => state.current?.patient);
  return (
    <div className="screen">
      <ScreenHeading focusOnMount={navigated}>EMR profile extras</ScreenHeading>
      <p className="hint">
        The platform’s EMR profile extras of a patient, edited as JSON and sent to their profile on
        the platform.
      </p>
      {patient ? (
        <PatientExtras patientId={patient.id} name={patient.name} />
      ) : (
        <p>
          No consultation is open. Open the patient’s consultation from Today, then come back here
          to edit their extras.
        </p>
      )}
    </div>
  );
}
