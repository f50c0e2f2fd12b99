/** A page of the Sync screen's list: the outbox's page of rows, in the user's words. */
import type { SyncItemPage, SyncItemView, SyncListGroup } from '../../../shared/sync';
import type { OperationRegistry } from './operations';
import type { OutboxLine, OutboxPages } from './outbox-pages';
import type { OutboxCounts } from './outbox-row';
import { describeRow, type VisitOf } from './sync-view';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How many changes a group holds, from the outbox's kept totals (never a count of rows). */
export function groupTotal(group: SyncListGroup, counts: OutboxCounts): number {
  const attention = counts.rejected + counts.dead;
  const waiting = counts.pending + counts.inFlight;
  return group === 'attention' ? attention : group === 'waiting' ? waiting : attention + waiting;
}

/**
 * A bundle's first row stands for all its rows in the group: "Recording: 33 parts waiting to be
 * sent", or the refusal of its first refused step; Discard acts on the whole recording.
 */
function bundleLine(view: SyncItemView, line: OutboxLine): SyncItemView {
  const members = line.members ?? {};
  const count = Object.values(members).reduce((sum, n) => sum + (n ?? 0), 0);
  if (!view.bundle || count <= 1) return view;
  const stuck = view.state === 'rejected' || view.state === 'dead';
  const sending = (members.in_flight ?? 0) > 0;
  const label = view.bundle.label;
  return {
    ...view,
    message: stuck
      ? `${label}: ${view.message}`
      : `${label}: ${plural(count, 'part', 'parts')} ${sending ? 'being sent' : 'waiting to be sent'}`,
    summary: label,
    canDiscard: !sending,
    parts: count,
  };
}

export function readSyncPage(
  deps: {
    pages: OutboxPages;
    operations: OperationRegistry;
    counts: () => OutboxCounts;
    now: number;
    account: string;
    visitOf?: VisitOf;
  },
  request: { group?: SyncListGroup; after?: number; limit: number },
): SyncItemPage {
  const group = request.group ?? 'all';
  const page = deps.pages.page({
    group,
    after: request.after ?? 0,
    limit: request.limit,
    bundled: group === 'all' ? [] : deps.operations.bundledNames(),
  });
  const items = page.lines.map((line) =>
    bundleLine(describeRow(line.row, deps.operations, deps.now, deps.account, deps.visitOf), line),
  );
  const result: SyncItemPage = { group, items, total: groupTotal(group, deps.counts()) };
  if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
  return result;
}
