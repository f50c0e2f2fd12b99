import { useEffect, useId, useState } from 'react';
import type { Webhook } from '../../../../shared/webhook';
import type { ListenerState, ReceivedDelivery } from '../../../../shared/webhooks/listen';
import type { WebhookConsoleApi } from './api';
import { ListenPanel } from './ListenPanel';
import { RotateKeyPanel } from './RotateKeyPanel';
import { SendTestPanel } from './SendTestPanel';

const STOPPED: ListenerState = { running: false, url: null, forwardTo: null };
/** How often the open screen asks the listener for new deliveries. */
const POLL_MS = 1_000;

interface WebhookConsoleProps {
  api: WebhookConsoleApi;
  webhooks: readonly Webhook[];
  /** Test events and their confirmation need the sandbox: the platform publishes no test call. */
  sandbox: boolean;
  onChanged: () => void;
}

/** The integrator's console: listen, send a test event, rotate a key. */
export function WebhookConsole({ api, webhooks, sandbox, onChanged }: WebhookConsoleProps) {
  const listenId = useId();
  const testId = useId();
  const rotateId = useId();
  const [listener, setListener] = useState<ListenerState>(STOPPED);
  const [deliveries, setDeliveries] = useState<ReceivedDelivery[]>([]);

  useEffect(() => {
    let live = true;
    const poll = async () => {
      const result = await api.webhookListenerState({});
      if (!live || !result.ok) return;
      setListener(result.value.listener);
      setDeliveries(result.value.deliveries);
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api]);

  return (
    <>
      <section className="card" aria-labelledby={listenId}>
        <h2 id={listenId}>Listen for deliveries</h2>
        <ListenPanel
          api={api}
          listener={listener}
          deliveries={deliveries}
          onListenerChange={setListener}
        />
      </section>
      {sandbox && webhooks.length > 0 ? (
        <section className="card" aria-labelledby={testId}>
          <h2 id={testId}>Send a test event</h2>
          <SendTestPanel api={api} webhooks={webhooks} />
        </section>
      ) : null}
      {webhooks.length > 0 ? (
        <section className="card" aria-labelledby={rotateId}>
          <h2 id={rotateId}>Rotate a signing key</h2>
          <RotateKeyPanel
            api={api}
            webhooks={webhooks}
            deliveries={deliveries}
            sandbox={sandbox}
            onChanged={onChanged}
          />
        </section>
      ) : null}
    </>
  );
}
