import { usePadStore } from '../stores/padStore';
import { EntrySearch } from './EntrySearch';
import { EntryAnnouncer } from './FindingSection';
import { ProcedureRow } from './ProcedureRow';
import { EntryListContext, addInputId, useEntryList, useEntrySearch } from './useEntrySearch';
import './PadEntries.css';

interface ProcedureSectionProps {
  /** The section's heading; "Procedures" when left out. */
  heading?: string;
}

/**
 * The procedures on the pad, each with its date and note, then the search that adds one (picked
 * from the lookup list, or free text). Renders again only when a procedure is added or removed.
 */
export function ProcedureSection({ heading = 'Procedures' }: ProcedureSectionProps) {
  const ids = usePadStore((state) => state.procedureIds);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const search = useEntrySearch('procedure');
  const { announcement, onPick, actions } = useEntryList('procedure', ids);
  const headingId = 'pad-procedure-heading';

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
              <ProcedureRow key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <EntrySearch
          id={addInputId('procedure')}
          label="Add a procedure"
          search={search}
          onPick={onPick}
        />
      ) : null}
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
