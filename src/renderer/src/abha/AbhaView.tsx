import { useId } from 'react';
import type { AadhaarInitResult } from '../../../shared/abdm';
import type { ConnectionStatus } from '../../../shared/connection';
import type { Result } from '../../../shared/result';
import { ScreenHeading } from '../frame/ScreenHeading';
import type { AadhaarInitInput } from '../stores/abhaStore';
import { AadhaarForm } from './AadhaarForm';
import { OfflineNotice } from './OfflineNotice';
import { OtpSentPanel } from './OtpSentPanel';
import './AbhaView.css';

export interface AbhaViewProps {
  connection: ConnectionStatus | null;
  /** The last OTP request the identity network accepted, if any. */
  sent: AadhaarInitResult | null;
  focusHeading?: boolean;
  onSend: (input: AadhaarInitInput) => Promise<Result<AadhaarInitResult>>;
}

/**
 * The ABHA registration screen as a pure function of its props.
 *
 * Offline, the form stays usable and only a notice says a connection is needed. The core is the
 * one that knows (it answers OFFLINE at once, saying nothing was saved or queued, and the form
 * keeps the number); the state shown here can lag behind a connection that has just come back,
 * and a disabled button would block the person for no reason then, and explains itself worse than
 * a sentence does.
 */
export function AbhaView(props: AbhaViewProps) {
  const { connection, sent } = props;
  const formTitleId = useId();
  return (
    <div className="screen">
      <ScreenHeading focusOnMount={props.focusHeading}>ABHA registration</ScreenHeading>
      <p className="screen-intro">
        Starts ABHA creation with the patient’s Aadhaar number. The identity network sends a
        one-time password to the mobile number linked with the Aadhaar. Needs a live connection; the
        number is sent encrypted and never saved on this computer.
      </p>

      <p className="notice">
        To create a patient’s ABHA, open their consultation (from Today) and choose{' '}
        <strong>Create ABHA</strong>: the declaration, the OTPs and the ABHA address follow there,
        and the ABHA is saved with the patient. This screen only checks that an OTP can be sent.
      </p>

      {connection?.state === 'offline' ? <OfflineNotice detail={connection.detail} /> : null}

      <section className="card" aria-labelledby={formTitleId}>
        <h2 id={formTitleId}>Send a one-time password</h2>
        <AadhaarForm onSend={props.onSend} />
        {/* A status region that exists before any result, so the outcome is announced. */}
        <div className="otp-result" role="status">
          {sent ? <OtpSentPanel sent={sent} /> : null}
        </div>
      </section>
    </div>
  );
}
