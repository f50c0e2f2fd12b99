import { Icon } from '../frame/Icon';

/** Explains why the secret fields are off: without an OS keychain the app stores no secrets. */
export function KeychainWarning({ reason }: { reason?: string }) {
  return (
    <div className="banner banner--warning" role="status">
      <Icon name="warning" />
      <div className="banner__body">
        <p>
          <strong>Secrets cannot be stored on this computer.</strong> Clinic Companion keeps the
          client secret and the JWE secret only in the operating system’s keychain, and none is
          available, so the secret fields are turned off.
        </p>
        {reason ? <p>Reason: {reason}</p> : null}
      </div>
    </div>
  );
}
