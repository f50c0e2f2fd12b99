import { useId, useState, type FormEvent } from 'react';
import type {
  DeliveryBody,
  ListenerState,
  ReceivedDelivery,
} from '../../../../shared/webhooks/listen';
import type { WebhookConsoleApi } from './api';

interface ListenPanelProps {
  api: WebhookConsoleApi;
  listener: ListenerState;
  deliveries: readonly ReceivedDelivery[];
  onListenerChange: (state: ListenerState) => void;
}

/** A body asked for, and whether it is the one with patient data. */
interface Shown extends DeliveryBody {
  patientData: boolean;
}

/**
 * Runs the core's loopback receiver and shows what arrives, newest first, each as a summary with
 * its verdict. A verified delivery's body is asked for one at a time ("Show body", redacted), and
 * patient data only when "Reveal patient data" is pressed; shown bodies live in this component's
 * state only.
 */
export function ListenPanel({ api, listener, deliveries, onListenerChange }: ListenPanelProps) {
  const baseId = useId();
  const [port, setPort] = useState('');
  const [forwardTo, setForwardTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<ReadonlyMap<string, Shown>>(new Map());
  const [bodyFailure, setBodyFailure] = useState<ReadonlyMap<string, string>>(new Map());

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

  /** Shows the body (redacted, or with patient data), or hides it when `patientData` is null. */
  const show = async (id: string, patientData: boolean | null) => {
    if (patientData === null) {
      const next = new Map(shown);
      next.delete(id);
      setShown(next);
      return;
    }
    const result = await api.revealWebhookDelivery({ id, ...(patientData ? { patientData } : {}) });
    if (result.ok) {
      setShown((current) => new Map(current).set(id, { ...result.value, patientData }));
      setBodyFailure((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    } else setBodyFailure((current) => new Map(current).set(id, result.error.message));
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
          <p className="hint">
            Nothing received yet. Kept in memory only: the last 200, and of a verified delivery its
            first 64 KB.
          </p>
        ) : (
          <ol className="delivery-list">
            {deliveries.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                delivery={delivery}
                shown={shown.get(delivery.id)}
                failure={bodyFailure.get(delivery.id)}
                onShow={(patientData) => void show(delivery.id, patientData)}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function DeliveryItem({
  delivery,
  shown,
  failure,
  onShow,
}: {
  delivery: ReceivedDelivery;
  shown: Shown | undefined;
  failure: string | undefined;
  /** `null` hides the body. */
  onShow: (patientData: boolean | null) => void;
}) {
  const bodyId = useId();
  const label = delivery.event ?? (delivery.verdict.ok ? '(no event name)' : 'unverified');
  return (
    <li className="delivery">
      <p className="delivery__head">
        <time dateTime={delivery.receivedAt}>
          {new Date(delivery.receivedAt).toLocaleTimeString()}
        </time>{' '}
        <span className="mono">{label}</span>{' '}
        <span className="hint">{delivery.sizeBytes.toLocaleString()} bytes</span>
        {delivery.path ? (
          <>
            {' '}
            <span className="mono hint">{delivery.path}</span>
          </>
        ) : null}
      </p>
      <p className={delivery.verdict.ok ? 'verdict verdict--ok' : 'verdict verdict--refused'}>
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
      {delivery.keptBytes > 0 ? (
        <div className="form-actions">
          <button
            type="button"
            className="button button--small"
            aria-expanded={shown !== undefined}
            aria-controls={shown ? bodyId : undefined}
            onClick={() => onShow(shown ? null : false)}
          >
            {shown ? 'Hide body' : 'Show body'}
          </button>
          {shown && (shown.redacted || shown.patientData) ? (
            <button
              type="button"
              className="button button--small"
              aria-pressed={shown.patientData}
              onClick={() => onShow(!shown.patientData)}
            >
              Reveal patient data
            </button>
          ) : null}
        </div>
      ) : (
        <p className="hint">Only verified deliveries keep their body: this one is a summary.</p>
      )}
      {failure ? <p className="verdict verdict--refused">{failure}</p> : null}
      {shown ? (
        <pre
          id={bodyId}
          className="catalogue-sample"
          tabIndex={0}
          aria-label={`Body of the ${label} delivery`}
        >
          {shown.body}
        </pre>
      ) : null}
    </li>
  );
}
