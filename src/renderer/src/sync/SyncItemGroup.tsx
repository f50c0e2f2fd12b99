import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SyncItemView } from '../../../shared/sync';
import type { TimeFormat } from '../lib/time';
import { syncLines } from '../lib/syncLines';
import { visitHeading } from '../lib/syncText';
import { SyncItemRow } from './SyncItemRow';
import { onRowKeys } from './useRowKeys';

interface SyncItemGroupProps {
  title: string;
  /** One sentence on what the group holds and what, if anything, the person should do. */
  intro: ReactNode;
  items: readonly SyncItemView[];
  /** How many changes the group holds in all (the core's kept count); the lines shown may be fewer. */
  total?: number;
  /** Shows the next page of the group; answers the id of its first new line. */
  onShowMore?: () => Promise<number | undefined>;
  retryingId: number | null;
  onRetry: (item: SyncItemView) => void;
  onDiscard: (item: SyncItemView, opener: HTMLButtonElement) => void;
  /** The clock "today" and "yesterday" are said by. */
  now: Date;
  timeFormat?: TimeFormat;
}

const changes = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'change' : 'changes'}`;
const keys = onRowKeys('.sync-item');

/**
 * A titled list of changes; the count is in the heading so it is heard when moving by heading.
 * Only what was asked for is on the page: a page of lines, and "Show more" for the next one, so a
 * week of changes waiting opens as fast as ten. Arrow keys move between rows (see onRowKeys).
 * Memoised: a pushed sync status re-renders the summary above, not the rows.
 */
export const SyncItemGroup = memo(function SyncItemGroup(props: SyncItemGroupProps) {
  const { title, intro, items, retryingId, onRetry, onDiscard, now, timeFormat, onShowMore } =
    props;
  const titleId = useId();
  const countId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [focusId, setFocusId] = useState<number | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const lines = useMemo(
    () => syncLines(items, (item) => visitHeading(item.about, now, timeFormat)),
    [items, now, timeFormat],
  );
  const total = props.total ?? items.length;
  const shown = items.reduce((sum, item) => sum + (item.changes ?? 1), 0);
  const more = onShowMore !== undefined && shown < total;

  useEffect(() => {
    if (focusId === undefined) return;
    sectionRef.current?.querySelector<HTMLElement>(`[data-item-id="${focusId}"]`)?.focus();
    setFocusId(undefined);
  }, [focusId, items]);

  const showMore = async () => {
    if (!onShowMore || loadingMore) return;
    setLoadingMore(true);
    const first = await onShowMore();
    setLoadingMore(false);
    if (first !== undefined) setFocusId(first);
  };

  return (
    <section
      ref={sectionRef}
      className="sync-group"
      aria-labelledby={titleId}
      aria-describedby={countId}
      onKeyDown={keys}
    >
      <h2 id={titleId}>
        {title} ({total})
      </h2>
      <p className="sync-group__intro">{intro}</p>
      {lines.map((visit) => (
        <section key={visit.key} className="sync-visit" aria-label={visit.title ?? 'Other changes'}>
          <h3>{visit.title ?? 'Other changes'}</h3>
          <ul className="row-list">
            {visit.lines.map((item) => (
              <SyncItemRow
                key={item.id}
                item={item}
                retrying={retryingId === item.id}
                onRetry={onRetry}
                onDiscard={onDiscard}
                now={now}
                timeFormat={timeFormat}
              />
            ))}
          </ul>
        </section>
      ))}
      <p id={countId} className="sync-group__count">
        {shown < total
          ? `Showing ${shown.toLocaleString('en')} of ${changes(total)}, oldest first. Arrow keys move between changes.`
          : `${changes(total)}, oldest first. Arrow keys move between changes.`}
      </p>
      {more ? (
        <button
          type="button"
          className="button"
          aria-disabled={loadingMore}
          onClick={() => void showMore()}
        >
          Show more changes<span className="visually-hidden"> {title}</span>
        </button>
      ) : null}
    </section>
  );
});
