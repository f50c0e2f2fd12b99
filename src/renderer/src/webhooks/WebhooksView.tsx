import { useId, useMemo, type ReactNode } from 'react';
import type { IpcError, Result } from '../../../shared/result';
import {
  WEBHOOK_EVENT_NAMES,
  type RegisterWebhookInput,
  type Webhook,
  type WebhookListView,
} from '../../../shared/webhook';
import type { WebhookEventKind } from '../../../shared/webhooks/catalogue';
import type { SignatureVerdict, VerifySignatureInput } from '../../../shared/webhooks/verdict';
import { BusyButton } from '../frame/BusyButton';
import { LiveAnnouncer, type Announcement } from '../frame/LiveAnnouncer';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useConfirmDialog } from '../frame/useConfirmDialog';
import { filterWebhooks, type EventFilterValue } from '../lib/filterWebhooks';
import type { TimeFormat } from '../lib/time';
import { DiscardChangeDialog } from '../sync/DiscardChangeDialog';
import { CacheBanner } from './CacheBanner';
import { DeleteWebhookDialog } from './DeleteWebhookDialog';
import { EventCatalogue } from './EventCatalogue';
import { EventFilter } from './EventFilter';
import { PendingRegistrations, type PendingRegistration } from './PendingRegistrations';
import { RegisterWebhookForm } from './RegisterWebhookForm';
import { SyncInfo } from './SyncInfo';
import { VerifySignaturePanel } from './VerifySignaturePanel';
import { WebhookListContent } from './WebhookListContent';
import type { PendingDeletion } from './WebhookTable';
import './WebhooksView.css';
import { RetryAlert } from '../frame/RetryAlert';

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
  /** Withdraws a registration still waiting in the outbox, by its outbox id. */
  onCancelPending: (outboxId: number) => Promise<Result<unknown>>;
  /** Checks a pasted delivery's signature with the core's verifier. */
  onVerify: (input: VerifySignatureInput) => Promise<Result<SignatureVerdict>>;
  /** The integrator's console (listen, test events, key rotation), placed after the verifier. */
  console?: ReactNode;
  /** Asks for the next page of webhooks (the list holds a page of them). */
  onShowMore?: () => void;
  /** Every event the platform publishes (null while loading). */
  catalogue: readonly WebhookEventKind[] | null;
}

/** The one confirmation open at a time: deleting a webhook, or cancelling a saved registration. */
type OpenDialog =
  { kind: 'delete'; webhook: Webhook } | { kind: 'cancel'; change: PendingRegistration };

/**
 * The Webhooks screen as a pure function of its props: list, states, register form, delete, and
 * the changes saved here that the platform has not confirmed yet.
 */
export function WebhooksView(props: WebhooksViewProps) {
  const { view, loading, error, filter, announcement, now, timeFormat } = props;
  const registerTitleId = useId();
  const verifyTitleId = useId();
  const catalogueTitleId = useId();
  const catalogue = props.catalogue;
  const filterNames = useMemo(() => {
    const names = new Set<string>(WEBHOOK_EVENT_NAMES);
    for (const kind of catalogue ?? []) names.add(kind.name);
    for (const name of view?.eventNames ?? []) names.add(name);
    for (const webhook of view?.webhooks ?? [])
      for (const name of webhook.event_names) names.add(name);
    return [...names].sort();
  }, [catalogue, view]);
  const {
    subject: dialog,
    listRef,
    open,
    closeUnchanged,
    closeChanged,
  } = useConfirmDialog<OpenDialog>();

  const pending = view?.pending;
  const registrations = useMemo(
    () => (pending ?? []).filter((change) => change.kind === 'register'),
    [pending],
  );
  const deletions = useMemo(
    () =>
      new Map(
        (pending ?? [])
          .filter((change): change is PendingDeletion => change.kind === 'delete')
          .map((change) => [change.webhookId, change]),
      ),
    [pending],
  );

  // Before the first answer nothing is known yet: that is loading too, not "no webhooks".
  const showLoading = loading || (view === null && error === null);

  const closeAfter = async (action: Promise<Result<unknown>>) => {
    const result = await action;
    if (result.ok) closeChanged();
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
        <BusyButton busy={loading} className="button" onClick={props.onRefresh}>
          Refresh
        </BusyButton>
        <EventFilter value={filter} names={filterNames} onChange={props.onFilterChange} />
        {view ? (
          <SyncInfo
            fetchedAt={view.fetchedAt}
            source={view.source}
            now={now}
            timeFormat={timeFormat}
          />
        ) : null}
      </div>

      {view?.source === 'cache' ? (
        <CacheBanner
          fetchedAt={view.fetchedAt}
          staleReason={view.staleReason}
          timeFormat={timeFormat}
        />
      ) : null}

      {error ? (
        <RetryAlert onRetry={props.onRefresh} action="Retry">
          The webhooks could not be loaded. {error.message}
        </RetryAlert>
      ) : null}

      <div className="list-status" role="status">
        {showLoading ? <p>Loading webhooks…</p> : null}
      </div>

      <div ref={listRef} tabIndex={-1} className="focus-region webhook-list">
        <PendingRegistrations
          changes={registrations}
          onCancel={(change, opener) => open({ kind: 'cancel', change }, opener)}
        />
        {view ? (
          <WebhookListContent
            registered={view.registered ?? view.webhooks.length}
            {...(view.total === undefined ? {} : { total: view.total })}
            {...(props.onShowMore ? { onShowMore: props.onShowMore } : {})}
            shown={filterWebhooks(view.webhooks, filter)}
            pendingDeletions={deletions}
            filter={filter}
            onClearFilter={() => props.onFilterChange('all')}
            onDelete={(webhook, opener) => open({ kind: 'delete', webhook }, opener)}
            timeFormat={timeFormat}
          />
        ) : null}
      </div>

      <LiveAnnouncer announcement={announcement} />

      <section className="card" aria-labelledby={registerTitleId}>
        <h2 id={registerTitleId}>Register a webhook</h2>
        <RegisterWebhookForm onRegister={props.onRegister} catalogue={catalogue} />
      </section>

      <section className="card" aria-labelledby={verifyTitleId}>
        <h2 id={verifyTitleId}>Check a delivery’s signature</h2>
        <VerifySignaturePanel onVerify={props.onVerify} />
      </section>

      {props.console}

      {catalogue ? (
        <section className="card" aria-labelledby={catalogueTitleId}>
          <h2 id={catalogueTitleId}>Events the platform delivers</h2>
          <p className="hint">
            From the platform’s published deliveries, grouped by service, with each sample payload.
          </p>
          <EventCatalogue catalogue={catalogue} />
        </section>
      ) : null}

      {dialog?.kind === 'delete' ? (
        <DeleteWebhookDialog
          webhook={dialog.webhook}
          onCancel={closeUnchanged}
          onConfirm={(id) => closeAfter(props.onDelete(id))}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <DiscardChangeDialog
          title="Cancel registration"
          question={
            <>
              Cancel the registration of <span className="mono">{dialog.change.endpoint}</span>?
            </>
          }
          confirmLabel="Cancel registration"
          failure="The registration was not cancelled."
          onKeep={closeUnchanged}
          onConfirm={() => closeAfter(props.onCancelPending(dialog.change.outboxId))}
        />
      ) : null}
    </div>
  );
}
