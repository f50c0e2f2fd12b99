import type { AadhaarInitResult } from '../../../shared/abdm';

/**
 * What the identity network accepted: the masked number (the only form shown once sent), its
 * message, and the transaction id the OTP step continues from, small as it is for support only.
 */
export function OtpSentPanel({ sent }: { sent: AadhaarInitResult }) {
  return (
    <div className="notice notice--success otp-sent">
      <p className="otp-sent__title">
        <strong>
          OTP sent for Aadhaar <span className="mono">{sent.maskedAadhaar}</span>
        </strong>
      </p>
      <p>{sent.message}</p>
      <p className="hint">
        Transaction id: <span className="mono">{sent.txnId}</span>
      </p>
    </div>
  );
}
