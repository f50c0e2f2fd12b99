import { useId, useState, type FormEvent } from 'react';
import type { Result } from '../../../shared/result';
import type { SignatureVerdict, VerifySignatureInput } from '../../../shared/webhooks/verdict';
import './WebhookConsole.css';

const DEFAULT_TOLERANCE_S = 180;

/**
 * Paste a delivery's `Eka-Webhook-Signature` header, its body and the signing key; the core's
 * verifier answers with its verdict in words. Nothing typed here is kept or logged.
 */
export function VerifySignaturePanel({
  onVerify,
}: {
  onVerify: (input: VerifySignatureInput) => Promise<Result<SignatureVerdict>>;
}) {
  const baseId = useId();
  const ids = {
    header: `${baseId}-header`,
    body: `${baseId}-body`,
    key: `${baseId}-key`,
    tolerance: `${baseId}-tolerance`,
    headerHint: `${baseId}-header-hint`,
    toleranceHint: `${baseId}-tolerance-hint`,
  };
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [key, setKey] = useState('');
  const [tolerance, setTolerance] = useState(String(DEFAULT_TOLERANCE_S));
  const [verdict, setVerdict] = useState<SignatureVerdict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const seconds = Number.parseInt(tolerance, 10);
    setChecking(true);
    const result = await onVerify({
      header,
      body,
      key,
      ...(Number.isInteger(seconds) && seconds > 0 ? { toleranceSeconds: seconds } : {}),
    });
    setChecking(false);
    if (result.ok) {
      setVerdict(result.value);
      setFailure(null);
    } else {
      setVerdict(null);
      setFailure(result.error.message);
    }
  };

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={ids.header}>Signature header</label>
        <input
          id={ids.header}
          className="input input--wide mono"
          spellCheck={false}
          autoComplete="off"
          placeholder="t=1730189588,v1=…"
          value={header}
          aria-describedby={ids.headerHint}
          onChange={(event) => setHeader(event.target.value)}
        />
        <p id={ids.headerHint} className="hint">
          The value of the Eka-Webhook-Signature header, as received.
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.body}>Body, exactly as received</label>
        <textarea
          id={ids.body}
          className="input input--wide mono verify-body"
          spellCheck={false}
          rows={6}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.key}>Signing key</label>
        <input
          id={ids.key}
          className="input input--wide"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.tolerance}>Tolerance (seconds)</label>
        <input
          id={ids.tolerance}
          className="input"
          type="number"
          min={1}
          inputMode="numeric"
          value={tolerance}
          aria-describedby={ids.toleranceHint}
          onChange={(event) => setTolerance(event.target.value)}
        />
        <p id={ids.toleranceHint} className="hint">
          Older signatures are refused. The platform advises 180 seconds.
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" aria-disabled={checking}>
          Verify signature
        </button>
      </div>
      <div role="status" aria-live="polite" className="verify-verdict">
        {verdict ? (
          <p className={verdict.ok ? 'verdict verdict--ok' : 'verdict verdict--refused'}>
            {verdict.ok ? null : <strong>Refused. </strong>}
            {verdict.message}
          </p>
        ) : null}
        {failure ? <p className="verdict verdict--refused">{failure}</p> : null}
      </div>
    </form>
  );
}
