import type { FindingKind } from '../../../shared/pad/finding';
import { usePadStore } from '../stores/padStore';
import { EntrySearch } from './EntrySearch';
import { FindingRow } from './FindingRow';
import {
  EntryListContext,
  addInputId,
  useEntryList,
  useEntrySearch,
  type EntryAnnouncement,
} from './useEntrySearch';
import './PadEntries.css';

export const FINDING_HEADINGS: Record<FindingKind, string> = {
  symptom: 'Symptoms',
  diagnosis: 'Diagnoses',
  examination: 'Examination findings',
};

const SEARCH_LABELS: Record<FindingKind, string> = {
  symptom: 'Add a symptom',
  diagnosis: 'Add a diagnosis',
  examination: 'Add an examination finding',
};

interface FindingSectionProps {
  kind: FindingKind;
  /** The section's heading; "Symptoms", "Diagnoses" or "Examination findings" when left out. */
  heading?: string;
}

/** Adds, moves to and removes: said in a region that exists before its first sentence. */
export function EntryAnnouncer({ announcement }: { announcement: EntryAnnouncement | null }) {
  return (
    <div role="status" className="visually-hidden">
      {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
    </div>
  );
}

/**
 * One kind of finding on the pad: its rows, then the search that adds to it (none on a pad that
 * cannot be edited). It selects only its list of ids, so it renders again when an entry is added
 * or removed, never while a row is edited.
 */
export function FindingSection({ kind, heading = FINDING_HEADINGS[kind] }: FindingSectionProps) {
  const ids = usePadStore((state) => state.findingOrder[kind]);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const search = useEntrySearch(kind);
  const { announcement, onPick, actions } = useEntryList(kind, ids);
  const headingId = `pad-${kind}-heading`;

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
              <FindingRow key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <EntrySearch
          id={addInputId(kind)}
          label={SEARCH_LABELS[kind]}
          search={search}
          onPick={onPick}
        />
      ) : null}
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
