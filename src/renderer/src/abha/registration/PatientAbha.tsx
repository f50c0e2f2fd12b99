import { useId, useState } from 'react';
import { maskAbhaNumber } from '../../../../shared/abha-registration';
import type { PatientView } from '../../../../shared/patients-view';
import { AbhaRegistration } from './AbhaRegistration';
import { useRegistration } from './useRegistration';
import './AbhaRegistration.css';

/**
 * The patient's ABHA in their consultation: shown (the number masked) once known, or "Create
 * ABHA", which opens the registration here. A registration left half-way opens again where it
 * stood (the core keeps it in memory for a while).
 */
export function PatientAbha({ patient }: { patient: PatientView }) {
  const titleId = useId();
  const registration = useRegistration(patient.id);
  const [chosen, setOpen] = useState(false);
  // A registration found in progress (left earlier) is open without asking.
  const resumed = registration.view !== null && registration.view.step !== 'done';
  const open = chosen || resumed;

  return (
    <section className="card patient-abha" aria-labelledby={titleId}>
      <h2 id={titleId}>ABHA</h2>
      {patient.abhaAddress || patient.abhaNumber ? (
        <p className="patient-abha__ids">
          {patient.abhaNumber ? (
            <span>
              ABHA number <span className="mono">{maskAbhaNumber(patient.abhaNumber)}</span>
            </span>
          ) : null}
          {patient.abhaAddress ? (
            <span>
              ABHA address <span className="mono">{patient.abhaAddress}</span>
            </span>
          ) : null}
        </p>
      ) : (
        <p>{patient.name} has no ABHA recorded here.</p>
      )}
      {open ? (
        <AbhaRegistration
          patient={patient}
          registration={registration}
          onClose={() => {
            registration.setView(null);
            registration.clearError();
            setOpen(false);
          }}
        />
      ) : !patient.abhaAddress && registration.loaded ? (
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          Create ABHA
        </button>
      ) : null}
    </section>
  );
}
