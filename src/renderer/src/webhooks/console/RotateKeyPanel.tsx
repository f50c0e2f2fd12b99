import { useId, useState } from 'react';
import { WEBHOOK_PROTOCOLS, type Webhook } from '../../../../shared/webhook';
import type { ReceivedDelivery } from '../../../../shared/webhooks/listen';
import type { WebhookConsoleApi } from './api';
import { rotatedEndpoint } from './rotation';

interface RotateKeyPanelProps {
  api: WebhookConsoleApi;
  webhooks: readonly Webhook[];
  /** What the listener received, to see a delivery verify with the new key. */
  deliveries: readonly ReceivedDelivery[];
  sandbox: boolean;
  /** Reload the list after a registration or deletion. */
  onChanged: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'key'; old: Webhook; key: string }
  | { kind: 'registered'; old: Webhook; newId: string; endpoint: string; confirmed: boolean }
  | { kind: 'done'; endpoint: string };

/**
 * Rotates a webhook's signing key without a gap. There is no update call, so: generate a key,
 * register the endpoint anew with it (an `eka_rotation` query makes the address distinct), see a
 * delivery verify with it, and only then delete the old registration. The endpoint is subscribed
 * at every step: the old registration stays until the new one exists and verifies.
 */
export function RotateKeyPanel({
  api,
  webhooks,
  deliveries,
  sandbox,
  onChanged,
}: RotateKeyPanelProps) {
  const baseId = useId();
  const [selected, setSelected] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const old = webhooks.find((webhook) => webhook.id === selected) ?? webhooks[0];

  const generate = async () => {
    if (!old) return;
    const result = await api.generateWebhookKey({});
    if (result.ok) setStep({ kind: 'key', old, key: result.value.key });
  };

  const register = async (current: Extract<Step, { kind: 'key' }>) => {
    const endpoint = rotatedEndpoint(current.old.endpoint, Date.now());
    const protocol = (WEBHOOK_PROTOCOLS as readonly string[]).includes(current.old.protocol)
      ? (current.old.protocol as (typeof WEBHOOK_PROTOCOLS)[number])
      : 'https';
    const result = await api.registerWebhook({
      event_names: current.old.event_names,
      endpoint,
      signing_key: current.key,
      protocol,
    });
    if (!result.ok) return setFailure(result.error.message);
    if (result.value.state !== 'sent') {
      return setFailure(
        'Saved, not yet registered: the platform cannot be reached. The old registration stays; continue once it is registered.',
      );
    }
    setFailure(null);
    onChanged();
    // The key is not kept once registered: it was shown once.
    setStep({
      kind: 'registered',
      old: current.old,
      newId: result.value.value.id,
      endpoint,
      confirmed: false,
    });
  };

  const finish = async (current: Extract<Step, { kind: 'registered' }>) => {
    const result = await api.deleteWebhook({ id: current.old.id });
    if (!result.ok) return setFailure(result.error.message);
    setFailure(null);
    onChanged();
    setSelected(current.newId);
    setStep({ kind: 'done', endpoint: current.endpoint });
  };

  const verifiedWithNew =
    step.kind === 'registered' &&
    deliveries.some((d) => d.verifiedBy === step.newId && d.verdict.ok);

  return (
    <div className="form-stack">
      {step.kind === 'choose' || step.kind === 'done' ? (
        <>
          {step.kind === 'done' ? (
            <p role="status" className="verdict verdict--ok">
              Rotated: deliveries now go to <span className="mono">{step.endpoint}</span> signed
              with the new key, and the old registration is deleted.
            </p>
          ) : null}
          <div className="field">
            <label htmlFor={`${baseId}-webhook`}>Webhook to rotate</label>
            <select
              id={`${baseId}-webhook`}
              className="select"
              value={old?.id ?? ''}
              onChange={(event) => setSelected(event.target.value)}
            >
              {webhooks.map((webhook) => (
                <option key={webhook.id} value={webhook.id}>
                  {webhook.endpoint}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void generate()}
            >
              Generate a new key
            </button>
          </div>
        </>
      ) : null}

      {step.kind === 'key' ? (
        <>
          <div className="field">
            <label htmlFor={`${baseId}-key`}>New signing key (shown once)</label>
            <input
              id={`${baseId}-key`}
              className="input input--wide mono"
              readOnly
              value={step.key}
            />
            <p className="hint">
              32 random bytes. Give it to your receiver now: after the next step it is not shown
              again. Your receiver should accept the old key and this one until the rotation ends.
            </p>
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              onClick={() => void navigator.clipboard?.writeText(step.key)}
            >
              Copy key
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void register(step)}
            >
              Register the endpoint with the new key
            </button>
          </div>
        </>
      ) : null}

      {step.kind === 'registered' ? (
        <>
          <p>
            Registered <span className="mono">{step.endpoint}</span> with the new key. The old
            registration still delivers: nothing is missed.
          </p>
          {sandbox ? (
            <div className="form-actions">
              <button
                type="button"
                className="button"
                onClick={() => void api.sendTestWebhook({ id: step.newId })}
              >
                Send a test event to the new registration
              </button>
            </div>
          ) : null}
          <p role="status" className={verifiedWithNew ? 'verdict verdict--ok' : 'hint'}>
            {verifiedWithNew
              ? 'A delivery to the new registration verified with the new key.'
              : 'Waiting for a delivery that verifies with the new key (the listener shows it, or check your receiver).'}
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={step.confirmed}
              onChange={(event) => setStep({ ...step, confirmed: event.target.checked })}
            />
            <span>Deliveries verify with the new key in my receiver</span>
          </label>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              aria-disabled={!(verifiedWithNew || step.confirmed)}
              onClick={() => {
                if (verifiedWithNew || step.confirmed) void finish(step);
              }}
            >
              Delete the old registration
            </button>
          </div>
        </>
      ) : null}
      {failure ? (
        <p role="alert" className="verdict verdict--refused">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
