import { useEffect, useState } from 'react';

/**
 * "Resend OTP", counting down the platform's wait first. It stays focusable (aria-disabled) and
 * its name starts with "Resend OTP" while the seconds change; the countdown is not a live region, so a
 * screen reader is not interrupted every second.
 */
export function ResendButton({
  resendAt,
  busy,
  onResend,
}: {
  resendAt: number;
  busy: boolean;
  onResend: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const waiting = now < resendAt;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  const seconds = Math.ceil((resendAt - now) / 1000);
  return (
    <button
      type="button"
      className="button"
      aria-disabled={waiting || busy}
      onClick={() => {
        if (!waiting && !busy) onResend();
      }}
    >
      {waiting ? `Resend OTP (in ${seconds} s)` : 'Resend OTP'}
    </button>
  );
}
