import { useId } from 'react';
import type { EventFilterValue } from '../lib/filterWebhooks';

interface EventFilterProps {
  value: EventFilterValue;
  /** The event names to offer: the published ones and any the list names. */
  names: readonly string[];
  onChange: (value: EventFilterValue) => void;
}

/** Narrows the table to webhooks that name one event. */
export function EventFilter({ value, names, onChange }: EventFilterProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>Filter by event</label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) =>
          onChange(names.includes(event.target.value) ? event.target.value : 'all')
        }
      >
        <option value="all">All events</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
