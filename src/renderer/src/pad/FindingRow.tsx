import { memo, useContext, useEffect, useRef, useState } from 'react';
import { noteText, setNote, setSince, sinceFields } from '../../../shared/pad/draft';
import { findingKind, type ExaminationFinding } from '../../../shared/pad/finding';
import { NOTE_PROPERTY_GROUP_ID, type SincePropertyGroup } from '../../../shared/properties';
import type { PropertyItem } from '../../../shared/properties-view';
import { ConfirmDialog } from '../frame/ConfirmDialog';
import { CONTEXT_OF_KIND, sinceGroupOf, usePadStore, type Catalogue } from '../stores/padStore';
import { NoteField } from './NoteField';
import { groupValue, withGroup } from '../../../shared/pad/property-map';
import type { SelectPropertyGroup } from '../../../shared/properties';
import { SelectGroupField } from './SelectGroupField';
import { ClearSinceButton, SinceField } from './SinceField';
import { EntryListContext } from './useEntrySearch';
import './PadEntries.css';

interface SinceIndex {
  byId: Map<string, SincePropertyGroup>;
  /** The first Since group in the list: for free text and items the lookup does not hold. */
  first: SincePropertyGroup | undefined;
}

// Built once per lookup list, so that each row's selector is a map read on every store change.
const sinceIndexes = new WeakMap<readonly PropertyItem[], SinceIndex>();

function sinceIndex(items: readonly PropertyItem[]): SinceIndex {
  let index = sinceIndexes.get(items);
  if (index === undefined) {
    index = { byId: new Map(), first: undefined };
    for (const item of items) {
      const group = sinceGroupOf(item);
      if (group?.kind !== 'since') continue;
      index.byId.set(item.id, group);
      index.first ??= group;
    }
    sinceIndexes.set(items, index);
  }
  return index;
}

/**
 * The Since group a finding is written with: its own item's in the lookup, else the first Since
 * group of its context; undefined while the lookup is not loaded.
 */
export function sinceGroupFor(
  catalogue: Catalogue,
  finding: ExaminationFinding | undefined,
): SincePropertyGroup | undefined {
  if (finding === undefined) return undefined;
  const items = catalogue[CONTEXT_OF_KIND[findingKind(finding)]];
  if (items === undefined) return undefined;
  const index = sinceIndex(items);
  return (finding.id === undefined ? undefined : index.byId.get(finding.id)) ?? index.first;
}

const NO_GROUPS: readonly SelectPropertyGroup[] = [];
const selectGroups = new WeakMap<PropertyItem, readonly SelectPropertyGroup[]>();

/** The one-of-a-few groups (Severity, Side) the lookup gives for a finding's own item. */
export function selectGroupsFor(
  catalogue: Catalogue,
  finding: ExaminationFinding | undefined,
): readonly SelectPropertyGroup[] {
  if (finding?.id === undefined) return NO_GROUPS;
  const items = catalogue[CONTEXT_OF_KIND[findingKind(finding)]];
  const item = items?.find((each) => each.id === finding.id);
  if (!item) return NO_GROUPS;
  // Kept per lookup item, so a row's selector gives the same list until the lookup changes.
  let groups = selectGroups.get(item);
  if (groups === undefined) {
    const found = item.groups.filter(
      (group): group is SelectPropertyGroup => group.kind === 'select',
    );
    groups = found.length === 0 ? NO_GROUPS : found;
    selectGroups.set(item, groups);
  }
  return groups;
}

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
 * One finding: its name, Since and note, and Remove. It binds to the store itself and selects
 * only its own finding, its own Finalize messages (each a string) and its Since group, so editing
 * one row re-renders that row alone.
 */
export const FindingRow = memo(function FindingRow({ localId }: { localId: string }) {
  const finding = usePadStore((state) => state.findings[localId]);
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const group = usePadStore((state) => sinceGroupFor(state.catalogue, state.findings[localId]));
  const selects = usePadStore((state) => selectGroupsFor(state.catalogue, state.findings[localId]));
  const sinceValueProblem = usePadStore(
    (state) => state.finalizeFields[`findings.${localId}.since.value`],
  );
  const sinceUnitProblem = usePadStore(
    (state) => state.finalizeFields[`findings.${localId}.since.unit`],
  );
  const noteFinalizeProblem = usePadStore(
    (state) => state.finalizeFields[`findings.${localId}.note`],
  );
  const updateFinding = usePadStore((state) => state.updateFinding);
  const removeFinding = usePadStore((state) => state.removeFinding);

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

  return (
    <li className="pad-entry" id={`finding-${localId}`}>
      <div className="pad-entry__head">
        <span className="pad-entry__name">{finding.name}</span>
        {finding.id === undefined ? <FreeTextTag /> : null}
      </div>
      <SinceField
        localId={localId}
        entryName={finding.name}
        fields={fields}
        group={group}
        readOnly={readOnly}
        finalizeValue={sinceValueProblem}
        finalizeUnit={sinceUnitProblem}
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
        finalizeMessage={noteFinalizeProblem}
        onChange={(text) => updateFinding(localId, (f) => setNote(f, text))}
      />
      {canEdit ? (
        <div className="pad-entry__actions">
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
