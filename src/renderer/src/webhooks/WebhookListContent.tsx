import type { Webhook } from '../../../shared/webhook';
import type { EventFilterValue } from '../lib/filterWebhooks';
import type { TimeFormat } from '../lib/time';
import { WebhookTable, type PendingDeletion } from './WebhookTable';

interface WebhookListContentProps {
  /** How many webhooks the client has in all (whatever the filter). */
  registered: number;
  /** How many match the filter (the rows shown may be fewer: a page). */
  total?: number;
  onShowMore?: () => void;
  shown: readonly Webhook[];
  pendingDeletions: ReadonlyMap<string, PendingDeletion>;
  filter: EventFilterValue;
  onClearFilter: () => void;
  onDelete: (webhook: Webhook, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
}

/** The table, or the sentence that says why there is no table. */
export function WebhookListContent(props: WebhookListContentProps) {
  const { registered, shown, pendingDeletions, filter, onClearFilter, onDelete, timeFormat } =
    props;
  if (registered === 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>No webhooks are registered for this client.</strong>
        </p>
        <p>Register one with the form under “Register a webhook” below.</p>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>No webhooks match the event “{filter}”.</strong>
        </p>
        <button type="button" className="button" onClick={onClearFilter}>
          Show all events
        </button>
      </div>
    );
  }
  return (
    // A new filter starts again at the first page of rows.
    <WebhookTable
      key={filter}
      webhooks={shown}
      pendingDeletions={pendingDeletions}
      onDelete={onDelete}
      {...(props.total === undefined ? {} : { total: props.total })}
      {...(props.onShowMore ? { onShowMore: props.onShowMore } : {})}
      timeFormat={timeFormat}
    />
  );
}
