import { useEffect, useId, useRef, useState } from 'react';
import type { IpcError, Result } from '../../../shared/result';
import type { RegisterWebhookInput, Webhook, WebhookListView } from '../../../shared/webhook';
import { ErrorAlert } from '../frame/ErrorAlert';
import { LiveAnnouncer, type Announcement } from '../frame/LiveAnnouncer';
import { ScreenHeading } from '../frame/ScreenHeading';
import { filterWebhooks, type EventFilterValue } from '../lib/filterWebhooks';
import type { TimeFormat } from '../lib/time';
import { CacheBanner } from './CacheBanner';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { EventFilter } from './EventFilter';
import { RegisterWebhookForm } from './RegisterWebhookForm';
import { SyncInfo } from './SyncInfo';
import { WebhookListContent } from './WebhookListContent';
import './WebhooksView.css';

export interface WebhooksViewProps {
  view: WebhookListView | null;
  loading: boolean;
  error: IpcError | null;
  filter: EventFilterValue;
  announcement: Announcement | null;
  /** The clock for "Last synced … ago"; the container ticks it. */
  now: Date;
  focusHeading?: boolean;
  timeFormat?: TimeFormat;
  onFilterChange: (filter: EventFilterValue) => void;
  onRefresh: () => void;
  onRegister: (input: RegisterWebhookInput) => Promise<Result<unknown>>;
  onDelete: (id: string) => Promise<Result<unknown>>;
}

/** The Webhooks screen as a pure function of its props: list, states, register form, delete. */
export function WebhooksView(props: WebhooksViewProps) {
  const { view, loading, error, filter, announcement, now, timeFormat } = props;
  const registerTitleId = useId();
  const [pendingDelete, setPendingDelete] = useState<Webhook | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the dialog has closed: while it is open the rest of the page is inert.
  const focusAfterClose = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (pendingDelete !== null) return;
    focusAfterClose.current?.focus();
    focusAfterClose.current = null;
  }, [pendingDelete]);

  // Before the first answer nothing is known yet: that is loading too, not "no webhooks".
  const showLoading = loading || (view === null && error === null);

  const askDelete = (webhook: Webhook, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setPendingDelete(webhook);
  };
  const cancelDelete = () => {
    focusAfterClose.current = openerRef.current;
    setPendingDelete(null);
  };
  const confirmDelete = async (id: string) => {
    const result = await props.onDelete(id);
    if (result.ok) {
      // The row and its button are going; the list is the nearest sensible place for focus.
      focusAfterClose.current = listRef.current;
      setPendingDelete(null);
    }
    return result;
  };

  return (
    <div className="screen">
      <ScreenHeading focusOnMount={props.focusHeading}>Webhooks</ScreenHeading>
      <p className="screen-intro">
        The webhooks the partner platform calls for this client: which events, where to, and who set
        them up.
      </p>

      <div className="toolbar">
        <button
          type="button"
          className="button"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) props.onRefresh();
          }}
        >
          Refresh
        </button>
        <EventFilter value={filter} onChange={props.onFilterChange} />
        {view ? <SyncInfo fetchedAt={view.fetchedAt} now={now} timeFormat={timeFormat} /> : null}
      </div>

      {view?.source === 'cache' ? (
        <CacheBanner
          fetchedAt={view.fetchedAt}
          staleReason={view.staleReason}
          timeFormat={timeFormat}
        />
      ) : null}

      {error ? (
        <ErrorAlert>
          <p>The webhooks could not be loaded. {error.message}</p>
          <button type="button" className="button" onClick={props.onRefresh}>
            Retry
          </button>
        </ErrorAlert>
      ) : null}

      <div className="list-status" role="status">
        {showLoading ? <p>Loading webhooks…</p> : null}
      </div>

      <div ref={listRef} tabIndex={-1} className="webhook-list">
        {view ? (
          <WebhookListContent
            all={view.webhooks}
            shown={filterWebhooks(view.webhooks, filter)}
            filter={filter}
            onClearFilter={() => props.onFilterChange('all')}
            onDelete={askDelete}
            timeFormat={timeFormat}
          />
        ) : null}
      </div>

      <LiveAnnouncer announcement={announcement} />

      <section className="card" aria-labelledby={registerTitleId}>
        <h2 id={registerTitleId}>Register a webhook</h2>
        <RegisterWebhookForm onRegister={props.onRegister} />
      </section>

      {pendingDelete ? (
        <DeleteWebhookDialog
          webhook={pendingDelete}
          onCancel={cancelDelete}
          onConfirm={confirmDelete}
        />
      ) : null}
    </div>
  );
}
