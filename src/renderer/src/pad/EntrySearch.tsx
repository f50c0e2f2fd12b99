import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  FREE_TEXT_MAX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FAILED,
  type PickedEntry,
  defaultActive,
  optionClass,
  optionKey,
  optionLabel,
  optionsFor,
  statusOf,
  type Answer,
  type ShownOption,
} from './entrySearchOptions';
import type { EntrySearchAnswer, EntrySearchFn } from './useEntrySearch';
import './PadEntries.css';

export { FREE_TEXT_MAX, SEARCH_DEBOUNCE_MS, SEARCH_FAILED, type PickedEntry };

interface EntrySearchProps {
  /** The input's id: the pad's shortcuts and the sections' focus moves use it. */
  id: string;
  label: string;
  search: EntrySearchFn;
  onPick: (entry: PickedEntry) => void;
  /**
   * An option offered first for the typed text, when the section has one (the medicines' "Add as
   * written: ..." for a whole line): its words, or undefined. It is the active option when offered,
   * so Enter takes it; picking it calls `onLead` with the text.
   */
  lead?: (text: string) => string | undefined;
  onLead?: (text: string) => void;
}

/**
 * Search-and-add for one section of the pad: a WAI-ARIA 1.2 combobox with a list popup. Typing
 * searches once typing pauses (only the newest answer counts) and the best match becomes active;
 * Up and Down move, Enter adds the active option, Escape closes the list and a second Escape
 * clears the text, Tab leaves. The last option always adds the typed text as free text, so a
 * doctor is never stuck, offline or when the search fails. Enter pressed before the answer has
 * come adds from that answer, never from an older one.
 */
export function EntrySearch({ id, label, search, onPick, lead, onLead }: EntrySearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  // What runs outside rendering: the debounce timer, which answer is the newest, and an Enter
  // pressed before the answer came (the text it was pressed for).
  const pendingRef = useRef<{
    timer: ReturnType<typeof setTimeout> | undefined;
    asked: number;
    enterFor: string | null;
  }>({ timer: undefined, asked: 0, enterFor: null });

  useEffect(() => {
    const pending = pendingRef.current;
    return () => {
      clearTimeout(pending.timer);
      pending.asked += 1;
    };
  }, []);

  const query = text.trim();
  const leadText = useMemo(() => (lead === undefined ? undefined : lead(query)), [lead, query]);
  const options = optionsFor(query, answer, leadText);
  const expanded = open && query !== '';
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const waiting = query !== '' && answer?.query !== query;

  /** Forgets the timer and any answer on its way. */
  const forgetPending = () => {
    const pending = pendingRef.current;
    clearTimeout(pending.timer);
    pending.timer = undefined;
    pending.asked += 1;
    pending.enterFor = null;
    return pending.asked;
  };

  const pick = (option: ShownOption) => {
    forgetPending();
    setText('');
    setAnswer(null);
    setActive(-1);
    setOpen(false);
    if (option.lead) {
      onLead?.(query);
      return;
    }
    onPick(
      option.freeText || option.id === undefined
        ? { name: option.name }
        : { name: option.name, id: option.id },
    );
  };

  const ask = (asked: string, ticket: number) => {
    pendingRef.current.timer = undefined;
    search(asked)
      .catch((): EntrySearchAnswer => ({ items: [], problem: SEARCH_FAILED }))
      .then((found) => {
        const pending = pendingRef.current;
        if (ticket !== pending.asked) return;
        const next: Answer = { ...found, query: asked };
        const askedLead = lead?.(asked);
        const best = defaultActive(asked, next, askedLead);
        if (pending.enterFor === asked) {
          pending.enterFor = null;
          const option = optionsFor(asked, next, askedLead)[best];
          if (option) {
            pick(option);
            return;
          }
        }
        setAnswer(next);
        // On the lead while waiting: stay on it; moved onto the free text: stay on that.
        const offset = askedLead === undefined ? 0 : 1;
        setActive((current) =>
          current === -1 ? best : offset === 1 && current === 0 ? 0 : offset + next.items.length,
        );
      })
      .catch(() => undefined);
  };

  const change = (value: string) => {
    const ticket = forgetPending();
    setText(value);
    const next = value.trim();
    // A lead option is there before any answer: it is the active one.
    setActive(next !== '' && lead?.(next) !== undefined ? 0 : -1);
    setOpen(next !== '');
    if (next === '') {
      setAnswer(null);
      return;
    }
    pendingRef.current.timer = setTimeout(() => ask(next, ticket), SEARCH_DEBOUNCE_MS);
  };

  /** Shows the list again with the answer's best option active. */
  const reopen = () => {
    setOpen(true);
    setActive(
      answer !== null && answer.query === query
        ? defaultActive(query, answer, leadText)
        : leadText === undefined
          ? -1
          : 0,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (query === '') return;
        event.preventDefault();
        // An arrow while the list is closed only opens it; Alt+arrow never moves (APG).
        if (!expanded) {
          reopen();
          return;
        }
        if (event.altKey) return;
        const count = options.length;
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (query === '') return;
        if (!expanded) {
          reopen();
          return;
        }
        const option = active === -1 ? undefined : options[active];
        if (option) {
          pick(option);
          return;
        }
        if (waiting) {
          // Ask now rather than after the pause, and add from that answer.
          const pending = pendingRef.current;
          pending.enterFor = query;
          if (pending.timer !== undefined) {
            clearTimeout(pending.timer);
            ask(query, pending.asked);
          }
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          pendingRef.current.enterFor = null;
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          change('');
        }
        return;
      }
      default:
        return;
    }
  };

  return (
    <div className="entry-search">
      <label htmlFor={id} className="entry-search__label">
        {label}
      </label>
      <div className="entry-search__box">
        <input
          id={id}
          type="text"
          role="combobox"
          className="input entry-search__input"
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active !== -1 ? optionId(active) : undefined}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            pendingRef.current.enterFor = null;
            setOpen(false);
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="entry-search__list"
          hidden={!expanded}
        >
          {expanded
            ? options.map((option, index) => (
                <li
                  key={optionKey(option, index)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-label={optionLabel(option)}
                  className={optionClass(option)}
                  // Keep focus in the input: the list is its popup.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.lead ? (
                    <span className="entry-search__lead">{option.name}</span>
                  ) : option.freeText ? (
                    <>
                      Add “<span className="entry-search__free">{option.name}</span>” as free text
                    </>
                  ) : (
                    <>
                      <span className="entry-search__name">{option.name}</span>
                      {option.detail ? (
                        <span className="entry-search__detail">{option.detail}</span>
                      ) : null}
                      {option.onPad ? (
                        <span className="pad-tag pad-tag--on-pad">already on the pad</span>
                      ) : null}
                    </>
                  )}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p id={hintId} className="visually-hidden">
        Type to search. Up and Down arrows move through the matches, Enter adds, Escape closes.
      </p>
      <p id={statusId} role="status" className="entry-search__status">
        {expanded || query.length > FREE_TEXT_MAX ? statusOf(query, answer, leadText) : ''}
      </p>
    </div>
  );
}
