import { useId, useState } from 'react';
import type { Webhook } from '../../../../shared/webhook';
import type { WebhookConsoleApi } from './api';

/** Asks the sandbox for a signed sample delivery of one event to one webhook. */
export function SendTestPanel({
  api,
  webhooks,
}: {
  api: WebhookConsoleApi;
  webhooks: readonly Webhook[];
}) {
  const baseId = useId();
  const [selected, setSelected] = useState('');
  const [event, setEvent] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const webhook = webhooks.find((w) => w.id === selected) ?? webhooks[0];
  const chosenEvent = webhook?.event_names.includes(event) ? event : webhook?.event_names[0];

  const send = async () => {
    if (!webhook) return;
    const result = await api.sendTestWebhook({
      id: webhook.id,
      ...(chosenEvent ? { event: chosenEvent } : {}),
    });
    setMessage(
      result.ok
        ? { ok: true, text: `Test ${chosenEvent ?? 'event'} sent to ${webhook.endpoint}.` }
        : { ok: false, text: result.error.message },
    );
  };

  return (
    <div className="form-stack">
      <div className="listen-fields">
        <div className="field">
          <label htmlFor={`${baseId}-webhook`}>Webhook</label>
          <select
            id={`${baseId}-webhook`}
            className="select"
            value={webhook?.id ?? ''}
            onChange={(e) => setSelected(e.target.value)}
          >
            {webhooks.map((w) => (
              <option key={w.id} value={w.id}>
                {w.endpoint}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${baseId}-event`}>Event</label>
          <select
            id={`${baseId}-event`}
            className="select"
            value={chosenEvent ?? ''}
            onChange={(e) => setEvent(e.target.value)}
          >
            {(webhook?.event_names ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={() => void send()}>
          Send test event
        </button>
      </div>
      <div role="status">
        {message ? (
          <p className={message.ok ? 'verdict verdict--ok' : 'verdict verdict--refused'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
