import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PadSuggestions, SuggestionView } from '../../../shared/scribe/suggestion-view';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';
import { focusNext } from '../lib/focusNext';
import { usePadStore } from '../stores/padStore';
import { SuggestionRow, nextTargetId, type Decision, type DecisionDetail } from './SuggestionRow';
import { acceptedInBulk } from './suggestionText';
import './ScribeSuggestions.css';

export const ACCEPT_ALL_LABEL = 'Accept all except medicines';

/** The open suggestion to decide after this one: the next, else the one before. */
function nextAfter(open: readonly SuggestionView[], id: string): string | undefined {
  const index = open.findIndex((item) => item.suggestion.id === id);
  const next = open[index + 1] ?? open[index - 1];
  return next?.suggestion.id;
}

/**
 * The scribe drafts, the doctor decides: each suggestion read from the consultation's recording,
 * with the passage of the transcript it came from, and Accept, Edit or Reject. An accepted one is
 * written where it belongs (the pad, or the patient's alerts for allergies and history), marked as
 * from the scribe. "Accept all except medicines" accepts the rest in one press; medicines (and an
 * allergy that asks allergy or intolerance) wait to be decided one by one. Finalize waits for all.
 * After each decision focus goes to the next suggestion to decide; once none is left, to the
 * summary that says so (never to Finalize: a stray Enter must not finalize the prescription). When
 * suggestions arrive while focus rests (after Stop), focus goes to the first one.
 */
export function ScribeSuggestions({ padId }: { padId: string }) {
  const id = useId();
  const [view, setView] = useState<PadSuggestions | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryId = `${id}-summary`;
  const failureId = `${id}-failure`;
  // How many were open when last shown: suggestions arriving where none waited take resting focus.
  const shownOpen = useRef(0);

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

  useEffect(() => {
    const open = view?.suggestions.filter((s) => s.state === 'open') ?? [];
    if (shownOpen.current === 0 && open[0]) {
      focusNext(nextTargetId(open[0].suggestion.id), { onlyIfResting: true });
    }
    shownOpen.current = open.length;
  }, [view]);

  /** The next open suggestion's first button, else the summary; a refusal: its sentence. */
  const focusAfter = (next: string | undefined) =>
    focusNext(next === undefined ? [summaryId] : [nextTargetId(next), summaryId]);

  /** Sends one decision: the list as it now stands, or the reason in words it was refused. */
  async function send(
    item: SuggestionView,
    decision: Decision,
    detail: DecisionDetail = {},
  ): Promise<PadSuggestions | string> {
    // What the doctor typed on the pad is saved first, so the accepted entry joins it.
    await usePadStore.getState().flush();
    const result = await companion().decideScribeSuggestion({
      padId,
      id: item.suggestion.id,
      decision,
      ...detail,
    });
    if (!result.ok) return result.error.message;
    setView(result.value);
    return result.value;
  }

  async function decide(item: SuggestionView, decision: Decision, detail?: DecisionDetail) {
    const open = view?.suggestions.filter((s) => s.state === 'open') ?? [];
    setBusy(true);
    const sent = await send(item, decision, detail);
    setBusy(false);
    if (typeof sent === 'string') {
      setFailure(`The suggestion was not ${decision}: ${sent}`);
      focusNext(failureId);
    } else {
      setFailure(null);
      focusAfter(nextAfter(open, item.suggestion.id));
    }
  }

  /** Accepts every open suggestion but medicines (and those asking a choice); says what was not. */
  async function acceptAll(): Promise<void> {
    const chosen = view?.suggestions.filter(
      (s) => s.state === 'open' && acceptedInBulk(s.suggestion),
    );
    setBusy(true);
    const refusals: string[] = [];
    let latest = view;
    for (const item of chosen ?? []) {
      const sent = await send(item, 'accepted');
      if (typeof sent === 'string') refusals.push(sent);
      else latest = sent;
    }
    setBusy(false);
    const left = latest?.suggestions.find((s) => s.state === 'open');
    const reasons = [...new Set(refusals)].join(' ');
    setFailure(
      refusals.length === 0
        ? null
        : `${refusals.length} ${refusals.length === 1 ? 'suggestion was' : 'suggestions were'} not accepted and still ${refusals.length === 1 ? 'waits' : 'wait'}: ${reasons}`,
    );
    // A refusal's sentence first; else the first still open (a medicine, most often).
    if (refusals.length > 0) focusNext(failureId);
    else focusAfter(left?.suggestion.id);
  }

  if (!view || view.suggestions.length === 0) return null;
  const open = view.suggestions.filter((s) => s.state === 'open');
  const decided = view.suggestions.length - open.length;
  const bulk = open.filter((s) => acceptedInBulk(s.suggestion)).length;
  const medicines = open.filter((s) => s.suggestion.kind === 'medicine').length;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>The scribe’s suggestions</h2>
      <p
        id={summaryId}
        tabIndex={-1}
        className="focus-region"
        aria-describedby={open.length === 0 ? `${id}-next` : undefined}
      >
        {open.length === 0
          ? `All ${view.suggestions.length} suggestions are decided.`
          : `${open.length} of ${view.suggestions.length} wait for your decision; the pad cannot be finalized until each is accepted, edited or rejected.`}
        {decided > 0 && open.length > 0 ? ` ${decided} decided.` : ''}
      </p>
      {open.length === 0 ? (
        <p id={`${id}-next`} className="muted">
          Next: read the pad over, then Finalize (Ctrl+Enter).
        </p>
      ) : null}
      {open.length > 0 ? (
        <>
          <ul className="suggestion-list" aria-label="Suggestions waiting for you">
            {open.map((item) => (
              <SuggestionRow
                key={item.suggestion.id}
                item={item}
                busy={busy}
                onDecide={(decision, detail) => void decide(item, decision, detail)}
              />
            ))}
          </ul>
          <p id={`${id}-bulk`} className="muted">
            {medicines > 0
              ? `Medicines are decided one by one: ${medicines} ${medicines === 1 ? 'waits' : 'wait'} for Accept, Edit or Reject on its own row.`
              : 'Medicines are decided one by one.'}
          </p>
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-bulk`}
            aria-disabled={busy || bulk === 0}
            onClick={() => {
              if (!busy && bulk > 0) void acceptAll();
            }}
          >
            {ACCEPT_ALL_LABEL}
          </button>
        </>
      ) : null}
      {failure ? (
        <div id={failureId} tabIndex={-1} className="focus-region">
          <ErrorAlert>{failure}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}
