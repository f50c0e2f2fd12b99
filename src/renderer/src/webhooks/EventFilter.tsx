import { useId } from 'react';
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from '../../../shared/webhook';
import type { EventFilterValue } from '../lib/filterWebhooks';

interface EventFilterProps {
  value: EventFilterValue;
  onChange: (value: EventFilterValue) => void;
}

function toFilterValue(raw: string): EventFilterValue {
  return (WEBHOOK_EVENT_NAMES as readonly string[]).includes(raw)
    ? (raw as WebhookEventName)
    : 'all';
}

/** Narrows the table to webhooks that name one event. */
export function EventFilter({ value, onChange }: EventFilterProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>Filter by event</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(toFilterValue(event.target.value))}
      >
        <option value="all">All events</option>
        {WEBHOOK_EVENT_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
