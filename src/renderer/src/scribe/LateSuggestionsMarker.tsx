import { LATE_STEP_HEADING_ID, useLateSuggestionsStore } from './lateSuggestionsStore';
import { suggestionCount } from './lateSuggestions';

/**
 * Under the patient's header: the scribe's suggestions arrived after the prescription was
 * finalized and wait for review; one button goes to the step.
 */
export function LateSuggestionsMarker({ padId }: { padId: string }) {
  const waiting = useLateSuggestionsStore((s) => (s.padId === padId ? s.waiting : 0));
  return (
    <div role="status" className="late-marker-holder">
      {waiting > 0 ? (
        <p className="notice late-marker">
          {suggestionCount(waiting)} of the scribe arrived after the prescription was finalized.{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => document.getElementById(LATE_STEP_HEADING_ID)?.focus()}
          >
            Review the late suggestions
          </button>
        </p>
      ) : null}
    </div>
  );
}
