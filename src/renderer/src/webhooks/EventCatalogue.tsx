import { useId, useState } from 'react';
import type { WebhookEventKind } from '../../../shared/webhooks/catalogue';
import { groupByService } from './groupByService';
import './WebhookConsole.css';

/**
 * Every event the platform publishes, grouped by service, each with its published sample payload
 * shown on demand (a toggle button, so the keyboard and screen readers reach it the same way).
 */
export function EventCatalogue({ catalogue }: { catalogue: readonly WebhookEventKind[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <div>
      {groupByService(catalogue).map(([service, kinds]) => (
        <section key={service} className="catalogue-service" aria-label={`${service} events`}>
          <h3>{service}</h3>
          <ul className="catalogue-list">
            {kinds.map((kind) => {
              const sampleId = `${baseId}-${kind.name}`;
              const shown = open.has(kind.name);
              return (
                <li key={kind.name}>
                  <span className="mono">{kind.name}</span>{' '}
                  {kind.carriesPatientData ? (
                    <span className="hint">(carries patient data)</span>
                  ) : null}{' '}
                  <button
                    type="button"
                    className="button button--small"
                    aria-expanded={shown}
                    aria-controls={shown ? sampleId : undefined}
                    aria-label={`${shown ? 'Hide' : 'Show'} sample payload of ${kind.name}`}
                    onClick={() => toggle(kind.name)}
                  >
                    {shown ? 'Hide sample' : 'Show sample'}
                  </button>
                  {shown ? (
                    <pre
                      id={sampleId}
                      className="catalogue-sample"
                      tabIndex={0}
                      aria-label={`Sample payload of ${kind.name}, from ${kind.source}`}
                    >
                      {JSON.stringify(kind.sample, null, 2)}
                    </pre>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
