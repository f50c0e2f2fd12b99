import { useEffect, useId, useRef, useState } from 'react';
import { maskAbhaNumber } from '../../../../shared/abha-registration';
import type { PatientView } from '../../../../shared/patients-view';
import { AbhaRegistration } from './AbhaRegistration';
import { useRegistration } from './useRegistration';
import './AbhaRegistration.css';

/**
 * The patient's ABHA in their consultation: shown (the number masked) once known, or "Create
 * ABHA", which opens the registration here. A registration left half-way opens again where it
 * stood (the core keeps it in memory for a while).
 *
 * `focusOnLoad` (staff came from the ABHA screen to register this patient) moves focus, once the
 * registration state is read, to "Create ABHA", or to the section's heading when there is nothing
 * to create or a registration is already open.
 */
export function PatientAbha({
  patient,
  focusOnLoad = false,
}: {
  patient: PatientView;
  focusOnLoad?: boolean;
}) {
  const titleId = useId();
  const registration = useRegistration(patient.id);
  const [chosen, setOpen] = useState(false);
  // A registration found in progress (left earlier) is open without asking.
  const resumed = registration.view !== null && registration.view.step !== 'done';
  const open = chosen || resumed;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const focusPending = useRef(focusOnLoad);
  useEffect(() => {
    if (!focusPending.current || !registration.loaded) return;
    focusPending.current = false;
    (createRef.current ?? headingRef.current)?.focus();
  }, [registration.loaded]);

  return (
    <section className="card patient-abha" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        ABHA
      </h2>
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
        <button
          ref={createRef}
          type="button"
          className="button button--primary"
          onClick={() => setOpen(true)}
        >
          Create ABHA
        </button>
      ) : null}
    </section>
  );
}
