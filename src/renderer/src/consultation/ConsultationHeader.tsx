import { useRef } from 'react';
import type { ConsultationView } from '../../../shared/consultation-view';
import { maskAbhaNumber } from '../../../shared/abha-registration';
import { PatientAlertsSummary } from './alerts/PatientAlertsSummary';
import { ageAndSex } from './patientText';
import { useStickyHeaderHeight } from './useStickyHeaderHeight';

const STATUS_WORDS: Record<ConsultationView['status'], string> = {
  in_progress: 'In progress',
  finished: 'Finished',
  discarded: 'Discarded',
};

/**
 * Whose consultation this is, always in view: name, age and sex, with the mobile number and UHID,
 * so a doctor cannot write on the wrong patient; and what to know before prescribing: the
 * allergies (or that none are known, or that nobody asked) and the chronic conditions.
 */
export function ConsultationHeader({ consultation }: { consultation: ConsultationView }) {
  const { patient } = consultation;
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderHeight(ref);
  return (
    <section ref={ref} className="consultation-header" aria-label="Patient">
      <p className="consultation-header__name">
        <strong>{patient.name}</strong> <span>{ageAndSex(patient)}</span>
      </p>
      <p className="consultation-header__ids">
        {patient.mobile ? <span>Mobile {patient.mobile}</span> : null}
        {patient.uhid ? <span>UHID {patient.uhid}</span> : null}
        {patient.abhaNumber ? <span>ABHA {maskAbhaNumber(patient.abhaNumber)}</span> : null}
        {patient.delivery !== 'sent' ? <span>Not yet on the platform</span> : null}
        <span
          className={`consultation-header__status consultation-header__status--${consultation.status}`}
        >
          {STATUS_WORDS[consultation.status]}
        </span>
      </p>
      <PatientAlertsSummary key={patient.id} patientId={patient.id} name={patient.name} />
    </section>
  );
}
