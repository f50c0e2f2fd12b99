import type { ComponentType } from 'react';
import { usePadStore } from '../stores/padStore';
import { EntrySearch } from './EntrySearch';
import {
  EntryListContext,
  addInputId,
  useEntryList,
  useEntrySearch,
  type EntryAnnouncement,
  type EntrySection,
} from './useEntrySearch';
import './PadEntries.css';

/** Adds, moves to and removes: said in a region that exists before its first sentence. */
export function EntryAnnouncer({ announcement }: { announcement: EntryAnnouncement | null }) {
  return (
    <div role="status" className="visually-hidden">
      {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
    </div>
  );
}

interface EntryListSectionProps {
  section: EntrySection;
  heading: string;
  headingId: string;
  searchLabel: string;
  /** The section's local ids, in order: a new list only when an entry is added or removed. */
  ids: readonly string[];
  /** One memoised row, bound to the store by its local id. */
  Row: ComponentType<{ localId: string }>;
}

/**
 * One section of the pad: its rows, then the search that adds to it (none on a pad that cannot
 * be edited). It renders again when an entry is added or removed, never while a row is edited.
 */
export function EntryListSection(props: EntryListSectionProps) {
  const { section, heading, headingId, ids, Row } = props;
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const search = useEntrySearch(section);
  const { announcement, onPick, actions } = useEntryList(section, ids);

  return (
    <section className="pad-entries" aria-labelledby={headingId}>
      <h2 id={headingId} className="pad-entries__heading">
        {heading}
      </h2>
      {ids.length === 0 ? (
        <p className="pad-entries__empty">No {heading.toLocaleLowerCase()} yet.</p>
      ) : (
        <EntryListContext value={actions}>
          <ul className="pad-entries__list" aria-labelledby={headingId}>
            {ids.map((localId) => (
              <Row key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <EntrySearch
          id={addInputId(section)}
          label={props.searchLabel}
          search={search}
          onPick={onPick}
        />
      ) : null}
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
