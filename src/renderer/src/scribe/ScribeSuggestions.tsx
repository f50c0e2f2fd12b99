import { useCallback, useEffect, useId, useState } from 'react';
import type { PadSuggestions, SuggestionView } from '../../../shared/scribe/suggestion-view';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';
import { usePadStore } from '../stores/padStore';
import { KIND_LABEL, editableText, suggestionText } from './suggestionText';
import './ScribeSuggestions.css';

type Decision = 'accepted' | 'edited' | 'rejected';

/**
 * The scribe drafts, the doctor decides: each suggestion read from the consultation's recording,
 * with the passage of the transcript it came from, and Accept, Edit or Reject. An accepted one is
 * written on the pad as the doctor's entry, marked as from the scribe. Finalize waits for all.
 */
export function ScribeSuggestions({ padId }: { padId: string }) {
  const id = useId();
  const [view, setView] = useState<PadSuggestions | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await companion().getScribeSuggestions({ padId });
    if (result.ok) setView(result.value);
    else setFailure(`The scribe's suggestions could not be read: ${result.error.message}`);
  }, [padId]);

  useEffect(() => {
    // Read once the effect is done; again whenever a recording moves (its result may be in).
    void Promise.resolve().then(load);
    return companion().onRecordingStatus(() => void load());
  }, [load]);

  async function decide(item: SuggestionView, decision: Decision, text?: string): Promise<boolean> {
    setBusy(true);
    // What the doctor typed on the pad is saved first, so the accepted entry joins it.
    await usePadStore.getState().flush();
    const result = await companion().decideScribeSuggestion({
      padId,
      id: item.suggestion.id,
      decision,
      ...(text ? { text } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setView(result.value);
      setFailure(null);
      return true;
    }
    setFailure(`The suggestion was not ${decision}: ${result.error.message}`);
    return false;
  }

  async function acceptAll(): Promise<void> {
    for (const item of view?.suggestions.filter((s) => s.state === 'open') ?? []) {
      if (!(await decide(item, 'accepted'))) return;
    }
  }

  if (!view || view.suggestions.length === 0) return null;
  const open = view.suggestions.filter((s) => s.state === 'open');
  const decided = view.suggestions.length - open.length;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>The scribe’s suggestions</h2>
      <p>
        {open.length === 0
          ? `All ${view.suggestions.length} suggestions are decided.`
          : `${open.length} of ${view.suggestions.length} wait for your decision; the pad cannot be finalized until each is accepted, edited or rejected.`}
        {decided > 0 && open.length > 0 ? ` ${decided} decided.` : ''}
      </p>
      {open.length > 0 ? (
        <>
          <ul className="suggestion-list" aria-label="Suggestions waiting for you">
            {open.map((item) => (
              <SuggestionRow
                key={item.suggestion.id}
                item={item}
                busy={busy}
                onDecide={(decision, text) => void decide(item, decision, text)}
              />
            ))}
          </ul>
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void acceptAll();
            }}
          >
            Accept all after review
          </button>
        </>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </section>
  );
}

function SuggestionRow(props: {
  item: SuggestionView;
  busy: boolean;
  onDecide: (decision: Decision, text?: string) => void;
}) {
  const { suggestion } = props.item;
  const fieldId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const text = suggestionText(suggestion);
  const editable = editableText(suggestion);
  const press = (decision: Decision, words?: string) => () => {
    if (!props.busy) props.onDecide(decision, words);
  };
  return (
    <li className="suggestion">
      <p>
        <strong>{KIND_LABEL[suggestion.kind]}:</strong> {text}
      </p>
      {suggestion.evidence ? (
        <blockquote className="muted">“{suggestion.evidence.text}”</blockquote>
      ) : null}
      {editing !== null ? (
        <div className="field">
          <label htmlFor={fieldId}>
            Your words for this {KIND_LABEL[suggestion.kind].toLowerCase()}
          </label>
          <input
            id={fieldId}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && editing.trim()) props.onDecide('edited', editing);
              if (event.key === 'Escape') setEditing(null);
            }}
          />
          <button type="button" className="button button--small" onClick={press('edited', editing)}>
            Add as edited
          </button>
        </div>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          aria-label={`Accept ${KIND_LABEL[suggestion.kind].toLowerCase()}: ${text}`}
          onClick={press('accepted')}
        >
          Accept
        </button>
        {editable !== undefined && editing === null ? (
          <button
            type="button"
            className="button button--small"
            aria-label={`Edit ${KIND_LABEL[suggestion.kind].toLowerCase()}: ${text}`}
            onClick={() => setEditing(editable)}
          >
            Edit
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-label={`Reject ${KIND_LABEL[suggestion.kind].toLowerCase()}: ${text}`}
          onClick={press('rejected')}
        >
          Reject
        </button>
      </div>
    </li>
  );
}
