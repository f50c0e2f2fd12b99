import { memo } from 'react';
import { dateText, noteText, setDate, setNote } from '../../../shared/pad/draft';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { DateField } from './DateField';
import { FreeTextTag, RemoveEntryButton, filledFields } from './FindingRow';
import { NoteField } from './NoteField';
import { procedureSlice } from './rowSlices';
import './PadEntries.css';

/**
 * One procedure: its name, date and note, and Remove. Like a finding's row it subscribes once to
 * its own slice (its procedure, its own Finalize messages), so editing it reads and re-renders
 * this row alone.
 */
export const ProcedureRow = memo(function ProcedureRow({ localId }: { localId: string }) {
  const { procedure, canEdit, ...problems } = useRowSlice([rowKey('procedure', localId)], (state) =>
    procedureSlice(state, localId),
  );
  const { updateProcedure, removeProcedure } = usePadStore.getState();

  if (procedure === undefined) return null;
  const date = dateText(procedure);
  const note = noteText(procedure);
  const dateSet = date.trim() !== '';
  const noteSet = note.trim() !== '';

  return (
    <li className="pad-entry pad-entry--procedure" id={`procedure-${localId}`}>
      <div className="pad-entry__head">
        <span className="pad-entry__name">{procedure.name}</span>
        {procedure.id === undefined ? <FreeTextTag /> : null}
      </div>
      <DateField
        localId={localId}
        entryName={procedure.name}
        text={date}
        readOnly={!canEdit}
        finalizeMessage={problems.dateProblem}
        onChange={(text) => updateProcedure(localId, (p) => setDate(p, text))}
      />
      <NoteField
        localId={localId}
        entryName={procedure.name}
        text={note}
        readOnly={!canEdit}
        finalizeMessage={problems.noteProblem}
        onChange={(text) => updateProcedure(localId, (p) => setNote(p, text))}
      />
      {canEdit ? (
        <div className="pad-entry__actions">
          <RemoveEntryButton
            entryName={procedure.name}
            written={filledFields([
              [dateSet, 'date'],
              [noteSet, 'note'],
            ])}
            onRemove={() => removeProcedure(localId)}
          />
        </div>
      ) : null}
    </li>
  );
});
