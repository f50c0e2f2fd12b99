import { useId } from 'react';
import type { PendingWebhookChange } from '../../../shared/webhook';
import { AskFirstButton } from '../frame/AskFirstButton';
import { EventChips } from './EventChips';
import { PendingChangeState } from './PendingChangeState';

export type PendingRegistration = Extract<PendingWebhookChange, { kind: 'register' }>;

interface PendingRegistrationsProps {
  changes: readonly PendingRegistration[];
  onCancel: (change: PendingRegistration, opener: HTMLButtonElement) => void;
}

/**
 * Registrations saved here and not yet confirmed by the platform. Apart from the table because
 * they have none of its columns yet (no id, no client, no times), and shown whatever the filter:
 * they are work in progress the person should not lose sight of.
 */
export function PendingRegistrations({ changes, onCancel }: PendingRegistrationsProps) {
  const titleId = useId();
  if (changes.length === 0) return null;
  return (
    <section className="pending-registrations" aria-labelledby={titleId}>
      <h2 id={titleId}>Registrations not yet on the platform</h2>
      <ul className="row-list">
        {changes.map((change) => (
          <li key={change.outboxId} className="pending-registration">
            <span className="pending-registration__endpoint">{change.endpoint}</span>
            <EventChips names={change.event_names} />
            <PendingChangeState change={change} />
            {/* Once it is on its way it can no longer be called back. */}
            {change.state === 'sending' ? null : (
              <AskFirstButton onAsk={(opener) => onCancel(change, opener)}>
                Cancel<span className="visually-hidden"> registration for {change.endpoint}</span>
              </AskFirstButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
