import { useEffect, useRef, useState } from 'react';
import type { PendingWebhookChange, Webhook } from '../../../shared/webhook';
import { AskFirstButton } from '../frame/AskFirstButton';
import type { TimeFormat } from '../lib/time';
import { WEBHOOK_PAGE_SIZE } from '../stores/webhooksStore';
import { EventChips } from './EventChips';
import { PendingChangeState } from './PendingChangeState';
import { SigningKeyCell } from './SigningKeyCell';
import { WhenBy } from './WhenBy';
import './WebhookTable.css';

export type PendingDeletion = Extract<PendingWebhookChange, { kind: 'delete' }>;

interface WebhookTableProps {
  webhooks: readonly Webhook[];
  /** Deletions saved here and not yet confirmed by the platform, by webhook id. */
  pendingDeletions?: ReadonlyMap<string, PendingDeletion>;
  onDelete: (webhook: Webhook, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
  /** How many rows are shown at first, and how many more each "Show more webhooks" adds. */
  pageSize?: number;
  /**
   * How many webhooks match in all, when `webhooks` is a page of them; `onShowMore` asks for the
   * next page (without it, the table pages through `webhooks` itself).
   */
  total?: number;
  onShowMore?: () => void;
}

export const WEBHOOK_TABLE_CAPTION = 'Registered webhooks';

const webhooksText = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'webhook' : 'webhooks'}`;

/**
 * Every field of every webhook, one row each. The endpoint is the row header: it is what people
 * call a webhook by. Which keys are revealed is view state only and is forgotten on unmount.
 * Only the first page of rows is on the page ("Show more webhooks" adds the next, and the
 * keyboard lands on the first new row); `aria-rowcount` tells a screen reader how many there are.
 */
export function WebhookTable(props: WebhookTableProps) {
  const { webhooks, pendingDeletions, onDelete, timeFormat } = props;
  const pageSize = props.pageSize ?? WEBHOOK_PAGE_SIZE;
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [limit, setLimit] = useState(pageSize);
  /** The row the keyboard goes to once the next page is on the page. */
  const focusRow = useRef<number | undefined>(undefined);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const paged = props.onShowMore !== undefined;
  const shown = !paged && webhooks.length > limit ? webhooks.slice(0, limit) : webhooks;
  const total = paged ? Math.max(props.total ?? webhooks.length, webhooks.length) : webhooks.length;
  useEffect(() => {
    if (focusRow.current === undefined || focusRow.current >= shown.length) return;
    bodyRef.current?.querySelectorAll<HTMLElement>('th[scope="row"]')[focusRow.current]?.focus();
    focusRow.current = undefined;
  }, [shown.length]);
  const showMore = () => {
    focusRow.current = shown.length;
    if (props.onShowMore) props.onShowMore();
    else setLimit(limit + pageSize);
  };
  const toggle = (id: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    // Focusable so keyboard users can scroll a table wider than the window (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={WEBHOOK_TABLE_CAPTION}>
      <table className="webhook-table" aria-rowcount={total + 1}>
        <caption>{WEBHOOK_TABLE_CAPTION}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Events</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Signing key</th>
            <th scope="col">Client id</th>
            <th scope="col">Protocol</th>
            <th scope="col">Created</th>
            <th scope="col">Updated</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {shown.map((webhook, index) => {
            const deletion = pendingDeletions?.get(webhook.id);
            return (
              <tr key={webhook.id} aria-rowindex={index + 2}>
                <td>
                  <EventChips names={webhook.event_names} />
                </td>
                <th scope="row" className="webhook-table__endpoint" tabIndex={-1}>
                  {webhook.endpoint}
                </th>
                <td>
                  <SigningKeyCell
                    signingKey={webhook.signing_key}
                    endpoint={webhook.endpoint}
                    revealed={revealed.has(webhook.id)}
                    onToggle={() => toggle(webhook.id)}
                  />
                </td>
                <td className="mono webhook-table__nowrap">{webhook.client_id}</td>
                <td>{webhook.protocol}</td>
                <td>
                  <WhenBy at={webhook.created_at} by={webhook.created_by} timeFormat={timeFormat} />
                </td>
                <td>
                  <WhenBy at={webhook.updated_at} by={webhook.updated_by} timeFormat={timeFormat} />
                </td>
                <td className="webhook-table__actions">
                  {/* A deletion already saved is not asked for twice; the Sync screen handles it. */}
                  {deletion ? (
                    <PendingChangeState change={deletion} />
                  ) : (
                    <AskFirstButton onAsk={(opener) => onDelete(webhook, opener)}>
                      Delete<span className="visually-hidden"> webhook for {webhook.endpoint}</span>
                    </AskFirstButton>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length < total ? (
        <div className="webhook-table__more">
          <p>
            Showing {shown.length.toLocaleString('en')} of {webhooksText(total)}.
          </p>
          <button type="button" className="button" onClick={showMore}>
            Show more webhooks
          </button>
        </div>
      ) : null}
    </div>
  );
}
