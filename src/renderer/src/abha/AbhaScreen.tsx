import { useId } from 'react';
import { PatientFinder } from '../consultation/PatientFinder';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useAppStore } from '../stores/appStore';
import { useNavStore } from '../stores/navStore';

/**
 * The way staff reach a patient's ABHA registration: what it needs, then the patient finder. The
 * registration itself lives in the patient's consultation (its ABHA section), so that the ABHA is
 * saved with the patient; starting the consultation here lands on that section's "Create ABHA".
 */
export function AbhaScreen() {
  const needsId = useId();
  const navigated = useNavStore((state) => state.navigated);
  const navigate = useNavStore((state) => state.navigate);
  const offline = useAppStore((state) => state.connection?.state === 'offline');
  return (
    <div className="screen">
      <ScreenHeading focusOnMount={navigated}>ABHA registration</ScreenHeading>
      <p className="screen-intro">
        A patient’s ABHA (Ayushman Bharat Health Account) is created in their consultation and saved
        with the patient. Find the patient or add them below: their consultation starts and opens at
        its ABHA section, on <strong>Create ABHA</strong>.
      </p>
      <section className="card" aria-labelledby={needsId}>
        <h2 id={needsId}>What registration needs</h2>
        <ul>
          <li>
            The patient, present, with the mobile phone linked to their Aadhaar: the identity
            network texts one-time passwords to it, and the patient reads them out.
          </li>
          <li>
            Their consent, recorded first, and their Aadhaar number, sent encrypted and never saved
            on this computer.
          </li>
          <li>A live connection: nothing of a registration is saved or queued to send later.</li>
        </ul>
      </section>
      {offline ? (
        <p className="notice" role="status">
          The connection is down. You can still find the patient, but the registration can only
          start once the connection is back.
        </p>
      ) : null}
      <PatientFinder title="Find the patient" onStarted={() => navigate('consultation', 'abha')} />
    </div>
  );
}
