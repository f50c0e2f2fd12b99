import { memo, useCallback } from 'react';
import { rowKey } from '../stores/pad/rowHub';
import { usePlanIds, useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { EntryAnnouncer } from './EntryList';
import { EntrySearch, type PickedEntry } from './EntrySearch';
import { FreeTextTag, RemoveEntryButton, filledFields } from './FindingRow';
import { FieldError } from '../frame/FieldError';
import { useMedicalDbSearch } from './planSearch';
import { investigationSlice } from './rowSlices';
import { EntryListContext } from './useEntrySearch';
import { useListFocus } from './useListFocus';
import './PadEntries.css';
import './PlanSections.css';

export const INVESTIGATION_SEARCH_ID = 'pad-add-investigation';
export const investigationNoteId = (localId: string) => `inv-note-${localId}`;
const noteField = (localId: string) => document.getElementById(investigationNoteId(localId));

const labIdsOnPad = () =>
  new Set(usePadStore.getState().investigations.flatMap((t) => (t.labId ? [t.labId] : [])));

/** One investigation: its name, a note ("fasting", "both knees"), and Remove. */
const InvestigationRow = memo(function InvestigationRow({ localId }: { localId: string }) {
  const { entry, canEdit, problem } = useRowSlice([rowKey('investigation', localId)], (state) =>
    investigationSlice(state, localId),
  );
  const { updateInvestigation: update, removeInvestigation: remove } = usePadStore.getState();
  if (entry === undefined) return null;
  const id = investigationNoteId(localId);
  return (
    <li className="pad-entry" id={`investigation-${localId}`}>
      <div className="pad-entry__head">
        <span className="pad-entry__name">{entry.name}</span>
        {entry.labId === undefined ? <FreeTextTag /> : null}
      </div>
      <div className="pad-field pad-field--note">
        <label htmlFor={id} className="pad-field__label">
          Note
        </label>
        <input
          id={id}
          type="text"
          className="input pad-note"
          value={entry.note ?? ''}
          maxLength={2000}
          readOnly={!canEdit}
          aria-label={`${entry.name}: note`}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            const text = event.target.value;
            update(localId, ({ note: _old, ...rest }) =>
              text.trim() === '' ? rest : { ...rest, note: text },
            );
          }}
        />
        <FieldError id={`${id}-error`} message={problem} />
      </div>
      {canEdit ? (
        <div className="pad-entry__actions">
          <RemoveEntryButton
            entryName={entry.name}
            written={filledFields([[entry.note !== undefined, 'note']])}
            onRemove={() => remove(localId)}
          />
        </div>
      ) : null}
    </li>
  );
});

/** The investigations: their rows, then the lab search (free text allowed) that adds one. */
export function InvestigationSection() {
  const ids = usePlanIds('investigation');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const { search } = useMedicalDbSearch('lab', labIdsOnPad);
  const { announcement, added, actions } = useListFocus(
    INVESTIGATION_SEARCH_ID,
    'investigations',
    ids,
    noteField,
  );
  const onPick = useCallback(
    (entry: PickedEntry) => {
      added(usePadStore.getState().addInvestigation(entry), entry.name);
    },
    [added],
  );
  return (
    <section className="pad-entries pad-plan" aria-labelledby="pad-investigations-heading">
      <h2 id="pad-investigations-heading" className="pad-entries__heading">
        Investigations
      </h2>
      {ids.length === 0 ? (
        <p className="pad-entries__empty">No investigations yet.</p>
      ) : (
        <EntryListContext value={actions}>
          <ul className="pad-entries__list" aria-labelledby="pad-investigations-heading">
            {ids.map((localId) => (
              <InvestigationRow key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <EntrySearch
          id={INVESTIGATION_SEARCH_ID}
          label="Add an investigation"
          search={search}
          onPick={onPick}
        />
      ) : null}
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
