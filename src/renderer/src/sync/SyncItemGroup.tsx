import { useId, type ReactNode } from 'react';
import type { SyncItemView } from '../../../shared/sync';
import type { TimeFormat } from '../lib/time';
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
      <ul className="row-list">
        {items.map((item) => (
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
  );
}
