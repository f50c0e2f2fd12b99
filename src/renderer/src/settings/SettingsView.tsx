import { useId, type ReactNode } from 'react';
import type { IpcError, Result } from '../../../shared/result';
import type {
  ConnectionTestView,
  PlatformSettingsInput,
  SettingsView as Settings,
} from '../../../shared/settings';
import { LiveAnnouncer } from '../frame/LiveAnnouncer';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useAnnouncer } from '../frame/useAnnouncer';
import { KeychainWarning } from './KeychainWarning';
import { SandboxSwitch } from './SandboxSwitch';
import { SettingsForm } from './SettingsForm';
import { RetryAlert } from '../frame/RetryAlert';

export interface SettingsViewProps {
  settings: Settings | null;
  loadError: IpcError | null;
  /** Changes whenever `settings` is replaced, so the form starts again from the saved values. */
  revision: number;
  focusHeading?: boolean;
  onRetry: () => void;
  onSave: (input: PlatformSettingsInput) => Promise<Result<Settings>>;
  onUseSandbox: () => Promise<Result<Settings>>;
  /** Test connection: the read-only account checks on what is typed. */
  onTest?: (input: PlatformSettingsInput) => Promise<Result<ConnectionTestView>>;
  /** The EMR profile extras section, a container of its own (the screen passes it in). */
  extras?: ReactNode;
  /**
   * The document uploads section, a container of its own. Shown under the platform account, as
   * its warning about the JWE key points up to the account's fields.
   */
  documentUploads?: ReactNode;
}

const MODE_LABEL = {
  sandbox: 'Built-in sandbox',
  platform: 'Platform account',
} as const;

/**
 * Clinic setup's Account screen as a pure function of its props: the platform account, its
 * connection test and the built-in sandbox (the doctor's own settings are in SettingsScreen).
 */
export function SettingsView(props: SettingsViewProps) {
  const { settings, loadError, revision } = props;
  const accountTitleId = useId();
  const sandboxTitleId = useId();
  const { announcement, announce } = useAnnouncer();

  const save = async (input: PlatformSettingsInput) => {
    const result = await props.onSave(input);
    if (result.ok) announce('Platform settings saved');
    return result;
  };
  const switchToSandbox = async () => {
    const result = await props.onUseSandbox();
    if (result.ok) announce('Switched to the built-in sandbox');
    return result;
  };

  return (
    <div className="screen">
      <ScreenHeading focusOnMount={props.focusHeading}>Clinic setup</ScreenHeading>
      <LiveAnnouncer announcement={announcement} />
      <p className="hint">
        For the clinic’s integrator: the platform account and its tools. The doctor’s own settings
        (profile, letterhead, signature) are under Settings.
      </p>

      {loadError ? (
        <RetryAlert onRetry={props.onRetry} action="Retry">
          The settings could not be loaded. {loadError.message}
        </RetryAlert>
      ) : null}
      {!settings && !loadError ? <p role="status">Loading settings…</p> : null}

      {settings ? (
        <>
          <p className="mode-line">
            Connected to: <strong>{MODE_LABEL[settings.mode]}</strong>
            {settings.mode === 'platform' && settings.baseUrl ? (
              <span className="mono"> ({settings.baseUrl})</span>
            ) : null}
          </p>
          {settings.keychain.available ? null : (
            <KeychainWarning reason={settings.keychain.reason} />
          )}

          <section className="card" aria-labelledby={accountTitleId}>
            <h2 id={accountTitleId}>Platform account</h2>
            <SettingsForm
              key={revision}
              settings={settings}
              onSave={save}
              {...(props.onTest ? { onTest: props.onTest } : {})}
            />
          </section>

          {props.documentUploads}

          <section className="card" aria-labelledby={sandboxTitleId}>
            <h2 id={sandboxTitleId}>Built-in sandbox</h2>
            <SandboxSwitch onUseSandbox={switchToSandbox} />
          </section>

          {props.extras}
        </>
      ) : null}
    </div>
  );
}
