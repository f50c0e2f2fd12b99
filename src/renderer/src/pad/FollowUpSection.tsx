import { useState } from 'react';
import { followUpWords, padDay } from '../../../shared/pad/follow-up';
import { FieldError } from '../frame/FieldError';
import { formatClinicDate } from '../lib/clinicDate';
import { readFollowUp } from '../stores/pad/followUpText';
import { usePadStore } from '../stores/padStore';
import { describedBy, useFieldProblem } from './fieldProblem';
import './PadEntries.css';
import './PlanSections.css';

export const FOLLOW_UP_ID = 'pad-follow-up';

/**
 * The follow-up: one field taking a date or "after N days/weeks/months", the date it comes to in
 * words beside it ("1 December 2026 (after 5 days)"). Text that does not read yet is kept on
 * screen and the saved follow-up is cleared; Finalize refuses while the field holds it.
 */
export function FollowUpSection() {
  const followUp = usePadStore((state) => state.followUp);
  const pending = usePadStore((state) => state.followUpText);
  const createdAt = usePadStore((state) => state.meta?.createdAt ?? '');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const finalizeMessage = usePadStore((state) => state.finalizeFields['followUp.date']);
  const setFollowUp = usePadStore((state) => state.setFollowUp);
  const fromDay = padDay({ createdAt });
  const stored = pending ?? (followUp === undefined ? '' : formatClinicDate(followUp.date));
  const [typed, setTyped] = useState(stored);
  const read = readFollowUp(typed, fromDay);
  const readsAsStored = read.ok
    ? (read.date ?? undefined) === followUp?.date && pending === null
    : typed === pending;
  const shown = readsAsStored ? typed : stored;
  const live = readFollowUp(shown, fromDay);
  const { message, leave } = useFieldProblem(
    live.ok ? undefined : live.message,
    finalizeMessage,
    shown,
  );
  const words =
    followUp === undefined || pending !== null ? '' : followUpWords(followUp.date, fromDay);
  const errorId = `${FOLLOW_UP_ID}-error`;

  const change = (text: string) => {
    setTyped(text);
    const next = readFollowUp(text, fromDay);
    if (!next.ok) {
      setFollowUp(undefined, text);
      return;
    }
    const { date } = next;
    const kept = followUp?.note === undefined ? {} : { note: followUp.note };
    setFollowUp(date === null ? undefined : { ...followUp, ...kept, date }, null);
  };

  return (
    <section className="pad-entries pad-plan" aria-labelledby="pad-follow-up-heading">
      <h2 id="pad-follow-up-heading" className="pad-entries__heading">
        Follow-up
      </h2>
      <div className="pad-field follow-up">
        <label htmlFor={FOLLOW_UP_ID} className="pad-field__label">
          Come back on, or after
        </label>
        <input
          id={FOLLOW_UP_ID}
          type="text"
          className="input follow-up__input"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          readOnly={!canEdit}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(
            message && errorId,
            words && `${FOLLOW_UP_ID}-words`,
            `${FOLLOW_UP_ID}-hint`,
          )}
          onChange={(event) => change(event.target.value)}
          onBlur={leave}
        />
        {words ? (
          <p id={`${FOLLOW_UP_ID}-words`} className="med-field__words">
            {words}
          </p>
        ) : null}
        <p id={`${FOLLOW_UP_ID}-hint`} className="hint">
          A date (day/month/year) or after how long: 5 days, 2 weeks, 1 month.
        </p>
        <FieldError id={errorId} message={message} />
      </div>
    </section>
  );
}
