import { useId, useState } from 'react';
import type { RegistrationView } from '../../../../shared/abha-registration';
import { normaliseMobile } from '../../../../shared/patients-view';
import type { IpcError } from '../../../../shared/result';
import { FieldError } from '../../frame/FieldError';
import { OtpField } from './OtpField';
import { ResendButton } from './ResendButton';
import { StepForm } from './StepForm';

/**
 * The OTP step: the Aadhaar OTP with the mobile number for ABHA communication (the platform
 * asks for both together), or the OTP sent to that mobile when it is not the Aadhaar-linked one.
 * Wrong attempts are counted and said; resend waits for the platform's interval.
 */
export function OtpStep({
  view,
  kind,
  busy,
  error,
  defaultMobile,
  onVerify,
  onResend,
}: {
  view: RegistrationView;
  kind: 'aadhaar' | 'mobile';
  busy: boolean;
  error: IpcError | null;
  /** The patient's mobile on record, offered first. */
  defaultMobile: string | undefined;
  onVerify: (otp: string, mobile: string) => void;
  onResend: () => void;
}) {
  const otpId = useId();
  const mobileId = useId();
  const [otp, setOtp] = useState('');
  const [mobile, setMobile] = useState(view.mobile ?? defaultMobile ?? '');
  const [problems, setProblems] = useState<{ otp?: string; mobile?: string }>({});
  const otpError = problems.otp ?? error?.fields?.['otp'];
  const mobileError = problems.mobile ?? error?.fields?.['mobile'];

  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        const found = {
          ...(/^\d{6}$/.test(otp) ? {} : { otp: 'The OTP has 6 digits.' }),
          ...(kind === 'mobile' || normaliseMobile(mobile)
            ? {}
            : { mobile: 'Give a 10-digit mobile number starting with 6, 7, 8 or 9.' }),
        };
        setProblems(found);
        if (found.otp) return document.getElementById(otpId)?.focus();
        if (found.mobile) return document.getElementById(mobileId)?.focus();
        onVerify(otp, normaliseMobile(mobile) ?? '');
      }}
    >
      <h3 tabIndex={-1}>
        {kind === 'aadhaar'
          ? 'Step 3 of 4: the OTP from the Aadhaar-linked mobile'
          : 'Step 3 of 4: the OTP sent to the mobile given'}
      </h3>
      <p role="status">
        For Aadhaar <span className="mono">{view.maskedAadhaar}</span>: {view.hint}
      </p>
      {view.trialOtp ? (
        <p className="notice abha-trial">
          Sandbox: no text message is sent. The OTP is <span className="mono">{view.trialOtp}</span>
          .
        </p>
      ) : null}
      <OtpField
        id={otpId}
        label={kind === 'aadhaar' ? 'Aadhaar OTP' : 'Mobile OTP'}
        value={otp}
        error={otpError}
        hint={`6 digits, as the patient reads them out. ${view.attemptsLeft} attempt${
          view.attemptsLeft === 1 ? '' : 's'
        } left.`}
        onChange={setOtp}
      />
      {kind === 'aadhaar' ? (
        <div className="field">
          <label htmlFor={mobileId}>Mobile number for ABHA messages</label>
          <input
            id={mobileId}
            className="input abha-mobile__input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={mobile}
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={[`${mobileId}-hint`, mobileError ? `${mobileId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setMobile(event.target.value)}
          />
          <p id={`${mobileId}-hint`} className="hint">
            If it is not the Aadhaar-linked number, the platform texts it an OTP of its own.
          </p>
          <FieldError id={`${mobileId}-error`} message={mobileError} />
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Checking…' : 'Verify OTP'}
        </button>
        <ResendButton resendAt={view.resendAt} busy={busy} onResend={onResend} />
      </div>
    </StepForm>
  );
}
