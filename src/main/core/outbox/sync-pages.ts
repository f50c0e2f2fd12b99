/** A page of the Sync screen's list: the outbox's page of rows, in the user's words. */
import { bundleDetail, bundleMessage } from '../../../shared/sync-bundle';
import type { SyncItemPage, SyncItemView, SyncListGroup } from '../../../shared/sync';
import type { OperationRegistry } from './operations';
import type { OutboxLine, OutboxPages } from './outbox-pages';
import type { OutboxCounts } from './outbox-row';
import { cachedSources, type ChangeWordsSources } from './change-words';
import { describeRow } from './sync-view';

/** How many changes a group holds, from the outbox's kept totals (never a count of rows). */
export function groupTotal(group: SyncListGroup, counts: OutboxCounts): number {
  const attention = counts.rejected + counts.dead;
  const waiting = counts.pending + counts.inFlight;
  return group === 'attention' ? attention : group === 'waiting' ? waiting : attention + waiting;
}

/**
 * A bundle's first row stands for all its rows in the group: "Recording of the visit: 2 of 3
 * audio parts sent; the rest waiting to be sent", or the refusal of its first refused step;
 * Retry and Discard act on the whole recording.
 */
function bundleLine(view: SyncItemView, line: OutboxLine): SyncItemView {
  const members = line.members ?? {};
  const count = Object.values(members).reduce((sum, n) => sum + (n ?? 0), 0);
  if (!view.bundle || count <= 1) return view;
  const stuck = view.state === 'rejected' || view.state === 'dead';
  const sending = (members.in_flight ?? 0) > 0;
  const detail = bundleDetail({
    sending,
    ...(view.bundle.audioParts ? { audioParts: view.bundle.audioParts } : {}),
    ...(stuck ? { stuck: { summary: view.summary, detail: view.detail } } : {}),
  });
  return {
    ...view,
    detail,
    message: bundleMessage(view.bundle.label, detail),
    summary: view.bundle.label,
    canDiscard: !sending,
    canRetry: view.canRetry && !sending,
    changes: count,
  };
}

export function readSyncPage(
  deps: {
    pages: OutboxPages;
    operations: OperationRegistry;
    counts: () => OutboxCounts;
    now: number;
    account: string;
    heldBack: (row: OutboxLine['row']) => boolean;
    sources?: ChangeWordsSources;
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
  const sources = cachedSources(deps.sources ?? {});
  const items = page.lines.map((line) => {
    const situation = {
      account: deps.account,
      heldBack: line.row.state === 'pending' && deps.heldBack(line.row),
    };
    return bundleLine(describeRow(line.row, deps.operations, deps.now, situation, sources), line);
  });
  const result: SyncItemPage = { group, items, total: groupTotal(group, deps.counts()) };
  if (page.nextCursor !== undefined) result.nextCursor = page.nextCursor;
  return result;
}
