import { useState } from 'react';
import type { SuggestionView } from '../../../shared/scribe/suggestion-view';
import { ErrorAlert } from '../frame/ErrorAlert';
import { KIND_LABEL, suggestionText } from './suggestionText';
import { suggestionCount, type LateStep } from './lateSuggestions';
import { LATE_STEP_HEADING_ID } from './lateSuggestionsStore';
import './ScribeSuggestions.css';

export const LATE_STEP_TITLE = 'Review the scribe’s late suggestions';

const dismissId = (id: string) => `late-dismiss-${id}`;

const ACTION_WORDS: Record<LateStep['action'], string> = {
  amend:
    'The prescription on the patient’s record stays as it is. To add any of them, amend it: a new version of this visit’s prescription, printed “Amended” with its time.',
  reopen:
    'The prescription has not reached the platform yet: reopen it to accept them on the pad as usual.',
  wait: 'The prescription is being sent right now; wait for the attempt to end, then amend it to add any of them.',
  amended:
    'The amendment is open in the pad: write there what you take from these, then dismiss each here.',
};

/**
 * The step a finished visit shows when the scribe's suggestions arrive after its prescription was
 * finalized (a recording sent offline, transcribed later): each is dismissed (recorded, so it does
 * not come back) or taken into an amendment of the prescription. Nothing is added on its own.
 */
export function LateSuggestions(props: {
  step: LateStep;
  /** Records a dismissal; answers the refusal in words, or null. */
  dismiss: (item: SuggestionView) => Promise<string | null>;
  amend: () => Promise<string | null>;
  reopen: () => Promise<string | null>;
}) {
  const { step } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(task: () => Promise<string | null>, afterwards?: () => void) {
    if (busy) return;
    setBusy(true);
    const refusal = await task();
    setBusy(false);
    setFailure(refusal);
    if (refusal === null) afterwards?.();
  }

  /** After a dismissal, focus goes to the next one waiting, else the one before, else the pad. */
  function focusAfter(id: string) {
    const index = step.open.findIndex((item) => item.suggestion.id === id);
    const next = step.open[index + 1] ?? step.open[index - 1];
    requestAnimationFrame(() => {
      const target =
        (next && document.getElementById(dismissId(next.suggestion.id))) ||
        document.getElementById('consultation-pad-zone');
      target?.focus();
    });
  }

  async function dismissAll(): Promise<string | null> {
    for (const item of step.open) {
      const refusal = await props.dismiss(item);
      if (refusal !== null) return refusal;
    }
    return null;
  }

  const count = step.open.length;
  return (
    <section className="card late-suggestions" aria-labelledby={LATE_STEP_HEADING_ID}>
      <h2 id={LATE_STEP_HEADING_ID} tabIndex={-1}>
        {LATE_STEP_TITLE}
      </h2>
      <p>
        The recording’s result arrived after this prescription was finalized: the scribe has{' '}
        {suggestionCount(count)} that {count === 1 ? 'is' : 'are'} not on it.{' '}
        {ACTION_WORDS[step.action]}
      </p>
      <ul className="suggestion-list" aria-label="Late suggestions">
        {step.open.map((item) => {
          const text = suggestionText(item.suggestion);
          const kind = KIND_LABEL[item.suggestion.kind];
          return (
            <li key={item.suggestion.id} className="suggestion">
              <p>
                <strong>{kind}:</strong> {text}
              </p>
              <button
                type="button"
                id={dismissId(item.suggestion.id)}
                className="button button--small"
                aria-label={`Dismiss ${kind.toLowerCase()}: ${text}`}
                aria-disabled={busy}
                onClick={() =>
                  void run(
                    () => props.dismiss(item),
                    () => focusAfter(item.suggestion.id),
                  )
                }
              >
                Dismiss
              </button>
            </li>
          );
        })}
      </ul>
      <div className="button-row late-suggestions__actions">
        {step.action === 'amend' ? (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy}
            onClick={() =>
              void run(props.amend, () => document.getElementById('consultation-pad-zone')?.focus())
            }
          >
            Amend the prescription
          </button>
        ) : null}
        {step.action === 'reopen' ? (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy}
            onClick={() => void run(props.reopen)}
          >
            Reopen the prescription
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() =>
            void run(dismissAll, () => document.getElementById('consultation-pad-zone')?.focus())
          }
        >
          {count === 1 ? 'Dismiss it' : `Dismiss all ${count}`}
        </button>
      </div>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </section>
  );
}
