import { ABHA_CONSENT_VERSION } from '../../../../shared/abha-registration';
import type { PatientView } from '../../../../shared/patients-view';
import { companion } from '../../companion';
import { ErrorAlert } from '../../frame/ErrorAlert';
import { useAppStore } from '../../stores/appStore';
import { AadhaarStep } from './AadhaarStep';
import { AddressStep } from './AddressStep';
import { ConsentDeclaration } from './ConsentDeclaration';
import { OtpStep } from './OtpStep';
import type { Registration } from './useRegistration';
import { useEffect, useRef, useState } from 'react';

/**
 * The registration's steps for one patient: ABDM's declaration, the Aadhaar number, the OTP (and
 * the mobile), the mobile OTP where the platform asks for it, the ABHA address. The flow lives in
 * the core; this shows its step, and keeps what was typed while a step is refused or offline.
 */
export function AbhaRegistration({
  patient,
  registration,
  onClose,
}: {
  patient: PatientView;
  registration: Registration;
  onClose: () => void;
}) {
  const offline = useAppStore((s) => s.connection?.state === 'offline');
  const { view, busy, error, run } = registration;
  const [consented, setConsented] = useState(view !== null);
  const patientId = patient.id;
  // Field refusals are shown at their field; the rest above the step.
  const general = error && !error.fields ? error : null;
  // A new step replaces the button that was pressed: focus goes to the step's heading, so a
  // keyboard or screen-reader user continues from the top of the new step.
  const box = useRef<HTMLDivElement>(null);
  const stepKey = `${consented}-${view?.step ?? 'aadhaar'}`;
  const firstStep = useRef(stepKey);
  useEffect(() => {
    if (stepKey === firstStep.current) return;
    box.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [stepKey]);

  let step;
  if (!consented) {
    step = <ConsentDeclaration patientName={patient.name} onAccept={() => setConsented(true)} />;
  } else if (!view) {
    step = (
      <AadhaarStep
        offline={offline}
        busy={busy}
        error={error}
        onSend={(aadhaar_number) =>
          run(() =>
            companion().startAbhaRegistration({
              patientId,
              consentVersion: ABHA_CONSENT_VERSION,
              aadhaar_number,
            }),
          )
        }
      />
    );
  } else if (view.step === 'otp' || view.step === 'mobile') {
    step = (
      <OtpStep
        key={view.step}
        view={view}
        kind={view.step === 'otp' ? 'aadhaar' : 'mobile'}
        busy={busy}
        error={error}
        defaultMobile={patient.mobile}
        onVerify={(otp, mobile) =>
          void run(() =>
            view.step === 'otp'
              ? companion().verifyAbhaOtp({ patientId, otp, mobile })
              : companion().verifyAbhaMobile({ patientId, otp }),
          )
        }
        onResend={() => void run(() => companion().resendAbhaOtp({ patientId }))}
      />
    );
  } else if (view.step === 'address') {
    step = (
      <AddressStep
        view={view}
        busy={busy}
        error={error}
        onCheck={(address) => companion().checkAbhaAddress({ patientId, address })}
        onCreate={(address) =>
          void run(() => companion().createAbhaAddress({ patientId, address }))
        }
      />
    );
  } else {
    step = (
      <div className="notice notice--success" role="status">
        <h3 tabIndex={-1}>ABHA created for {patient.name}</h3>
        <p>
          ABHA number <span className="mono">{view.abhaNumber ?? 'not given'}</span>, address{' '}
          <span className="mono">{view.abhaAddress}</span>. Saved with the patient and sent to the
          patient directory.
        </p>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }

  return (
    <div className="abha-registration" ref={box}>
      {offline ? (
        <div className="banner banner--warning" role="status">
          <div className="banner__body">
            <p>
              <strong>This computer is offline.</strong> ABHA registration needs a live connection:
              its one-time passwords expire within minutes, so nothing is saved to send later. What
              you typed stays here, except the Aadhaar number.
            </p>
          </div>
        </div>
      ) : null}
      {general ? (
        <ErrorAlert>
          <p>{general.message}</p>
        </ErrorAlert>
      ) : null}
      {step}
      {view?.step !== 'done' ? (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            onClick={() =>
              void run(() => companion().cancelAbhaRegistration({ patientId })).then(onClose)
            }
          >
            Cancel the ABHA registration
          </button>
        </div>
      ) : null}
    </div>
  );
}
