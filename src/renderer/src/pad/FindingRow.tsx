import { memo, useContext, useEffect, useRef, useState } from 'react';
import { noteText, setNote, setSince, sinceFields } from '../../../shared/pad/draft';
import {
  VERIFICATION_WORDS,
  confirmDiagnosis,
  diagnosisVerification,
} from '../../../shared/pad/finding';
import { groupValue, withGroup } from '../../../shared/pad/property-map';
import { NOTE_PROPERTY_GROUP_ID } from '../../../shared/properties';
import { ConfirmDialog } from '../frame/ConfirmDialog';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { NoteField } from './NoteField';
import { findingSlice } from './rowSlices';
import { SelectGroupField } from './SelectGroupField';
import { ClearSinceButton, SinceField } from './SinceField';
import { EntryListContext } from './useEntrySearch';
import './PadEntries.css';
import './FindingMarks.css';

interface RemoveEntryButtonProps {
  entryName: string;
  /** The fields that hold something, in words ("since", "note"): if any, ask first. */
  written: readonly string[];
  onRemove: () => void;
}

/**
 * Removes a row's entry. An entry with nothing written for it goes at once (adding it again is
 * one search away); one with a Since, date or note is asked about first, as what was written
 * would be lost. Either way the section says what was removed and focus goes back to its search.
 */
export function RemoveEntryButton(props: RemoveEntryButtonProps) {
  const { entryName, written, onRemove } = props;
  const { removed } = useContext(EntryListContext);
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // Dismissed: focus back to the button (the row is still there).
  useEffect(() => {
    if (asking) {
      wasAsking.current = true;
    } else if (wasAsking.current) {
      wasAsking.current = false;
      buttonRef.current?.focus();
    }
  }, [asking]);

  const remove = () => {
    removed(entryName);
    onRemove();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--small button--danger pad-entry__remove"
        onClick={() => (written.length > 0 ? setAsking(true) : remove())}
      >
        Remove<span className="visually-hidden"> {entryName}</span>
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Remove ${entryName}?`}
          description={`What you wrote for it (${written.join(' and ')}) is removed with it.`}
          safeLabel="Keep"
          confirmLabel="Remove"
          failure="It was not removed."
          onDismiss={() => setAsking(false)}
          onConfirm={() => {
            remove();
            return Promise.resolve({ ok: true, value: undefined });
          }}
        />
      ) : null}
    </>
  );
}

/** The words of the fields that hold something. */
export function filledFields(fields: readonly (readonly [boolean, string])[]): string[] {
  return fields.flatMap(([set, words]) => (set ? [words] : []));
}

/** A free-text entry says so in words, not only by the missing code. */
export function FreeTextTag() {
  return <span className="pad-tag">free text</span>;
}

/**
 * One finding: its name, Since and note, and Remove. It binds to the store itself through one
 * subscription to its own slice (its finding, its own Finalize messages, its Since group), read
 * only when that finding changes: editing one row re-renders, and reads, that row alone.
 */
export const FindingRow = memo(function FindingRow({ localId }: { localId: string }) {
  const slice = useRowSlice([rowKey('finding', localId)], (state) => findingSlice(state, localId));
  const { finding, canEdit, group, selects } = slice;
  const { updateFinding, removeFinding } = usePadStore.getState();

  if (finding === undefined) return null;
  const fields =
    group === undefined ? { valueText: '', unit: '' as const } : sinceFields(finding, group.id);
  const note = noteText(finding);
  // Without the lookup the Since group cannot be read, but a value stored in it still counts.
  const sinceSet =
    group === undefined
      ? Object.entries(finding.properties).some(
          ([groupId, value]) =>
            groupId !== NOTE_PROPERTY_GROUP_ID && value !== null && value !== '',
        )
      : fields.valueText.trim() !== '' || fields.unit !== '';
  const noteSet = note.trim() !== '';
  const readOnly = !canEdit;
  // A diagnosis the scribe heard as provisional (or ruled out) says so until the doctor confirms.
  const mark = diagnosisVerification(finding);
  const confirm = () => {
    updateFinding(localId, confirmDiagnosis);
    // The button goes with the mark: focus to the row's note, the next thing to write.
    requestAnimationFrame(() => document.getElementById(`note-${localId}`)?.focus());
  };

  return (
    <li className="pad-entry" id={`finding-${localId}`}>
      <div className="pad-entry__head">
        <span className="pad-entry__name">{finding.name}</span>
        {mark === undefined ? null : (
          <span className="pad-tag pad-tag--mark">{VERIFICATION_WORDS[mark]}</span>
        )}
        {finding.id === undefined ? <FreeTextTag /> : null}
      </div>
      <SinceField
        localId={localId}
        entryName={finding.name}
        fields={fields}
        group={group}
        readOnly={readOnly}
        finalizeValue={slice.sinceValueProblem}
        finalizeUnit={slice.sinceUnitProblem}
        onChange={(next) => {
          if (group !== undefined) updateFinding(localId, (f) => setSince(f, group.id, next));
        }}
      />
      {selects.map((select) => {
        const stored = groupValue(finding, select.id);
        return (
          <SelectGroupField
            key={select.id}
            localId={localId}
            entryName={finding.name}
            group={select}
            value={typeof stored === 'string' ? stored : undefined}
            readOnly={readOnly}
            onChange={(value) => updateFinding(localId, (f) => withGroup(f, select.id, value))}
          />
        );
      })}
      <NoteField
        localId={localId}
        entryName={finding.name}
        text={note}
        readOnly={readOnly}
        finalizeMessage={slice.noteProblem}
        onChange={(text) => updateFinding(localId, (f) => setNote(f, text))}
      />
      {canEdit ? (
        <div className="pad-entry__actions">
          {mark === 'provisional' || mark === 'differential' ? (
            <button type="button" className="button button--small" onClick={confirm}>
              Confirm diagnosis<span className="visually-hidden"> {finding.name}</span>
            </button>
          ) : null}
          {sinceSet && group !== undefined ? (
            <ClearSinceButton
              localId={localId}
              entryName={finding.name}
              onClear={() =>
                updateFinding(localId, (f) => setSince(f, group.id, { valueText: '', unit: '' }))
              }
            />
          ) : null}
          <RemoveEntryButton
            entryName={finding.name}
            written={filledFields([
              [sinceSet, 'since'],
              [noteSet, 'note'],
            ])}
            onRemove={() => removeFinding(localId)}
          />
        </div>
      ) : null}
    </li>
  );
});
