import { useId, useState, type FormEvent } from 'react';
import type { ListenerState, ReceivedDelivery } from '../../../../shared/webhooks/listen';
import type { WebhookConsoleApi } from './api';

interface ListenPanelProps {
  api: WebhookConsoleApi;
  listener: ListenerState;
  deliveries: readonly ReceivedDelivery[];
  onListenerChange: (state: ListenerState) => void;
}

/**
 * Runs the core's loopback receiver and shows what arrives, newest first, each with its verdict.
 * Patient data stays redacted until "Reveal" is pressed for one delivery; revealed bodies live in
 * this component's state only.
 */
export function ListenPanel({ api, listener, deliveries, onListenerChange }: ListenPanelProps) {
  const baseId = useId();
  const [port, setPort] = useState('');
  const [forwardTo, setForwardTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<ReadonlyMap<string, string>>(new Map());

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Number.parseInt(port, 10);
    const result = listener.running
      ? await api.stopWebhookListener({})
      : await api.startWebhookListener({
          ...(Number.isInteger(chosen) ? { port: chosen } : {}),
          ...(forwardTo.trim() ? { forwardTo: forwardTo.trim() } : {}),
        });
    if (result.ok) {
      setFailure(null);
      onListenerChange(result.value);
    } else setFailure(result.error.message);
  };

  const toggleReveal = async (id: string) => {
    if (revealed.has(id)) {
      const next = new Map(revealed);
      next.delete(id);
      setRevealed(next);
      return;
    }
    const result = await api.revealWebhookDelivery({ id });
    if (result.ok) setRevealed(new Map(revealed).set(id, result.value.body));
  };

  return (
    <div className="form-stack">
      <form className="form-stack" noValidate onSubmit={(event) => void start(event)}>
        {listener.running ? null : (
          <div className="listen-fields">
            <div className="field">
              <label htmlFor={`${baseId}-port`}>Port (blank: any free port)</label>
              <input
                id={`${baseId}-port`}
                className="input"
                inputMode="numeric"
                value={port}
                onChange={(event) => setPort(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${baseId}-forward`}>Forward each delivery to (optional)</label>
              <input
                id={`${baseId}-forward`}
                className="input input--wide"
                spellCheck={false}
                placeholder="http://127.0.0.1:3000/webhooks"
                value={forwardTo}
                onChange={(event) => setForwardTo(event.target.value)}
              />
            </div>
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {listener.running ? 'Stop listening' : 'Start listening'}
          </button>
        </div>
        <div role="status">
          {listener.running ? (
            <p>
              Listening on <span className="mono">{listener.url}</span>
              {listener.forwardTo ? (
                <>
                  , forwarding to <span className="mono">{listener.forwardTo}</span>
                </>
              ) : null}
              . Register this address as a webhook’s endpoint (protocol http).
            </p>
          ) : null}
          {failure ? <p className="verdict verdict--refused">{failure}</p> : null}
        </div>
      </form>

      <section aria-label="Received deliveries">
        <h3>Received deliveries ({deliveries.length})</h3>
        {deliveries.length === 0 ? (
          <p className="hint">Nothing received yet. Kept in memory only, the last 200.</p>
        ) : (
          <ol className="delivery-list">
            {deliveries.map((delivery) => (
              <li key={delivery.id} className="delivery">
                <p className="delivery__head">
                  <time dateTime={delivery.receivedAt}>
                    {new Date(delivery.receivedAt).toLocaleTimeString()}
                  </time>{' '}
                  <span className="mono">{delivery.event ?? '(no event name)'}</span>{' '}
                  <span className="mono hint">{delivery.path}</span>
                </p>
                <p
                  className={
                    delivery.verdict.ok ? 'verdict verdict--ok' : 'verdict verdict--refused'
                  }
                >
                  {delivery.verdict.ok ? null : <strong>Refused. </strong>}
                  {delivery.verdict.message}
                </p>
                {delivery.forward ? (
                  <p className="hint">
                    Forwarded:{' '}
                    {'status' in delivery.forward
                      ? `answered ${delivery.forward.status}`
                      : `failed (${delivery.forward.error})`}
                  </p>
                ) : null}
                <pre
                  className="catalogue-sample"
                  tabIndex={0}
                  aria-label={`Body of the ${delivery.event ?? ''} delivery`}
                >
                  {revealed.get(delivery.id) ?? delivery.redactedBody}
                </pre>
                {delivery.redacted ? (
                  <button
                    type="button"
                    className="button button--small"
                    aria-pressed={revealed.has(delivery.id)}
                    onClick={() => void toggleReveal(delivery.id)}
                  >
                    Reveal patient data
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
