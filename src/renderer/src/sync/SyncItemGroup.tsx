import { useId, type ReactNode } from 'react';
import type { SyncItemView } from '../../../shared/sync';
import type { TimeFormat } from '../lib/time';
import { syncLines } from '../lib/syncLines';
import { SyncItemRow } from './SyncItemRow';

interface SyncItemGroupProps {
  title: string;
  /** One sentence on what the group holds and what, if anything, the person should do. */
  intro: ReactNode;
  items: readonly SyncItemView[];
  retryingId: number | null;
  onRetry: (item: SyncItemView) => void;
  onDiscard: (item: SyncItemView, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
}

/** A titled list of changes; the count is in the heading so it is heard when moving by heading. */
export function SyncItemGroup(props: SyncItemGroupProps) {
  const { title, intro, items, retryingId, onRetry, onDiscard, timeFormat } = props;
  const titleId = useId();
  return (
    <section className="sync-group" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title} ({items.length})
      </h2>
      <p className="sync-group__intro">{intro}</p>
      {syncLines(items).map((visit) => (
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
                timeFormat={timeFormat}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
