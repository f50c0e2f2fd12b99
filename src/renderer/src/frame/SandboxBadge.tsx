export const SANDBOX_EXPLANATION = 'Connected to the built-in sandbox platform, not a real account';

/**
 * Says plainly that nothing here reaches a real platform account. The explanation is visible text,
 * not a hover tooltip, so keyboard, touch and screen-reader users all get it.
 */
export function SandboxBadge() {
  return (
    <p className="sandbox-badge">
      <strong className="sandbox-badge__label">Sandbox</strong>
      <span className="sandbox-badge__explanation">{SANDBOX_EXPLANATION}</span>
    </p>
  );
}
