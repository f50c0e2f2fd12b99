import { memo, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { FieldError } from '../frame/FieldError';
import { rowKey } from '../stores/pad/rowHub';
import { usePlanIds, useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { EntryAnnouncer } from './EntryList';
import { RemoveEntryButton } from './FindingRow';
import { useFrequentAdvice } from './frequentAdvice';
import { adviceSlice } from './rowSlices';
import { EntryListContext } from './useEntrySearch';
import { useListFocus } from './useListFocus';
import './PadEntries.css';
import './PlanSections.css';

export const ADVICE_INPUT_ID = 'pad-add-advice';
export const adviceTextId = (localId: string) => `advice-${localId}`;
const ADVICE_MAX = 2000;
/** After a line is added, focus stays in the field that adds, ready for the next line. */
const addField = () => document.getElementById(ADVICE_INPUT_ID);

/** Alt+1 to Alt+9 as the index of a frequent advice line, or null (matched on `code`). */
export function frequentAdviceIndex(
  event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): number | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  return digit === undefined ? null : Number(digit) - 1;
}

/** One line of advice, edited in place (any script: Hindi, Kannada, ...), and Remove. */
const AdviceRow = memo(function AdviceRow({ localId }: { localId: string }) {
  const { line, canEdit, problem } = useRowSlice([rowKey('advice', localId)], (state) =>
    adviceSlice(state, localId),
  );
  const { updateAdvice: update, removeAdvice: remove } = usePadStore.getState();
  if (line === undefined) return null;
  const id = adviceTextId(localId);
  const name = line.text.trim() === '' ? 'blank advice' : line.text;
  return (
    <li className="pad-entry advice-entry">
      <div className="pad-field advice-entry__field">
        <label htmlFor={id} className="visually-hidden">
          Advice
        </label>
        <input
          id={id}
          type="text"
          className="input advice-entry__input"
          value={line.text}
          maxLength={ADVICE_MAX}
          readOnly={!canEdit}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => update(localId, event.target.value)}
        />
        <FieldError id={`${id}-error`} message={problem} />
      </div>
      {canEdit ? (
        <div className="advice-entry__actions">
          <RemoveEntryButton entryName={name} written={[]} onRemove={() => remove(localId)} />
        </div>
      ) : null}
    </li>
  );
});

/**
 * Advice: free-text lines (Enter adds the line typed), and the doctor's frequent advice one key
 * away: Alt+1 to Alt+5 add the lines listed, also buttons.
 */
export function AdviceSection() {
  const ids = usePlanIds('advice');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const padId = usePadStore((state) => state.meta?.id);
  const frequent = useFrequentAdvice(padId);
  const [text, setText] = useState('');
  const { announcement, announce, added, actions } = useListFocus(
    ADVICE_INPUT_ID,
    'advice',
    ids,
    addField,
  );
  const add = useCallback(
    (line: string) => {
      if (line.trim() === '') return;
      added(usePadStore.getState().addAdvice(line), `“${line.trim()}”`);
    },
    [added],
  );
  /** A frequent line is added once: pressed again, it is said to be there already. */
  const addFrequent = useCallback(
    (line: string) => {
      const same = (text: string) => text.trim().toLowerCase() === line.trim().toLowerCase();
      if (usePadStore.getState().advice.some((a) => same(a.text))) {
        announce(`“${line}” is already in the advice.`);
        return;
      }
      add(line);
    },
    [add, announce],
  );

  useEffect(() => {
    if (!canEdit) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const index = frequentAdviceIndex(event);
      const line = index === null ? undefined : frequent[index];
      if (line === undefined) return;
      event.preventDefault();
      addFrequent(line.text);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEdit, frequent, addFrequent]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (text.trim() === '') return;
    add(text);
    setText('');
  };
  const own = frequent.some((line) => line.source === 'doctor');

  return (
    <section className="pad-entries pad-plan" aria-labelledby="pad-advice-heading">
      <h2 id="pad-advice-heading" className="pad-entries__heading">
        Advice
      </h2>
      {ids.length === 0 ? (
        <p className="pad-entries__empty">No advice yet.</p>
      ) : (
        <EntryListContext value={actions}>
          <ul className="pad-entries__list" aria-labelledby="pad-advice-heading">
            {ids.map((localId) => (
              <AdviceRow key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <>
          <div className="entry-search">
            <label htmlFor={ADVICE_INPUT_ID} className="entry-search__label">
              Add advice
            </label>
            <input
              id={ADVICE_INPUT_ID}
              type="text"
              className="input entry-search__input"
              value={text}
              maxLength={ADVICE_MAX}
              aria-describedby="pad-add-advice-hint"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <p id="pad-add-advice-hint" className="hint">
              Type a line and press Enter. Alt+1 to Alt+{frequent.length} add the lines below.
            </p>
          </div>
          <div className="advice-frequent" role="group" aria-labelledby="advice-frequent-title">
            <p id="advice-frequent-title" className="advice-frequent__title">
              {own ? 'Your frequent advice' : 'Common advice'}
            </p>
            <ul className="advice-frequent__list">
              {frequent.map((line, index) => (
                <li key={line.text}>
                  <button
                    type="button"
                    className="button button--small advice-frequent__button"
                    aria-keyshortcuts={`Alt+${index + 1}`}
                    onClick={() => addFrequent(line.text)}
                  >
                    <kbd aria-hidden="true">Alt+{index + 1}</kbd> {line.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
