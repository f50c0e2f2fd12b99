import { maskSigningKey } from '../lib/maskSigningKey';

interface SigningKeyCellProps {
  signingKey: string | null;
  endpoint: string;
  revealed: boolean;
  onToggle: () => void;
}

/**
 * A webhook's signing key, masked unless revealed. The toggle follows the ARIA toggle-button
 * pattern: one unchanging name ("Reveal signing key for <endpoint>", as every row has one) and the
 * state in `aria-pressed`. Changing the label to "Hide" as well would make "pressed" ambiguous and
 * break label-in-name (WCAG 2.5.3); sighted users see the pressed style and the key itself.
 */
export function SigningKeyCell({ signingKey, endpoint, revealed, onToggle }: SigningKeyCellProps) {
  if (signingKey === null) return <span className="muted">None</span>;
  return (
    <span className="signing-key">
      <code className={`signing-key__value${revealed ? ' signing-key__value--revealed' : ''}`}>
        {revealed ? signingKey : maskSigningKey(signingKey)}
      </code>
      <button
        type="button"
        className="button button--small button--toggle"
        aria-pressed={revealed}
        onClick={onToggle}
      >
        Reveal<span className="visually-hidden"> signing key for {endpoint}</span>
      </button>
    </span>
  );
}
