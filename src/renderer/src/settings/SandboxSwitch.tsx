import { useState } from 'react';
import type { Result } from '../../../shared/result';
import { ErrorAlert } from '../frame/ErrorAlert';

interface SandboxSwitchProps {
  onUseSandbox: () => Promise<Result<unknown>>;
}

/** Goes back to the built-in sandbox, e.g. to try the app without a platform account. */
export function SandboxSwitch({ onUseSandbox }: SandboxSwitchProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await onUseSandbox();
    setBusy(false);
    if (!result.ok) setError(result.error.message);
  };

  return (
    <div className="sandbox-switch">
      <p>
        The sandbox is a local stand-in for the platform with sample data. Nothing sent to it
        reaches a real account.
      </p>
      {error ? (
        <ErrorAlert>
          <p>Could not switch to the sandbox. {error}</p>
        </ErrorAlert>
      ) : null}
      <button type="button" className="button" aria-disabled={busy} onClick={() => void run()}>
        Use the built-in sandbox
      </button>
    </div>
  );
}
