import { useEffect, useId, useRef, useState } from 'react';
import type { LastPrescription } from '../../../../shared/consultation-history';
import { formatLongDate } from '../../../../shared/pad/follow-up';
import { printedName } from '../../../../shared/pad/medicine-line';
import { repeatedLines, repeatedWords } from '../../../../shared/pad/medicine-repeat';
import { firstToReview } from '../../pad/repeatFocus';
import { usePadStore } from '../../stores/padStore';

/** Why the button cannot copy now, in words; undefined when it can. */
function whyNot(
  last: LastPrescription,
  pad: 'opening' | 'editable' | 'locked',
): string | undefined {
  if (!last.available) return last.reason;
  if (pad === 'opening') return 'The pad is still opening.';
  if (pad === 'locked') return 'This pad is finalized: reopen it to add medicines to it.';
  return undefined;
}

/**
 * "Repeat last prescription": the medicines of the patient's last finalized prescription copied
 * into today's pad as new lines, each to be kept, edited or removed (RepeatReview), never
 * silently; it says how many and from which day, and focus goes to the first line to review.
 * When nothing can be copied the button stays reachable and says why.
 */
export function RepeatLastPrescription({ last, padId }: { last: LastPrescription; padId: string }) {
  const id = useId();
  const pad = usePadStore((state) =>
    state.meta?.id !== padId ? 'opening' : state.meta.canEdit ? 'editable' : 'locked',
  );
  const [said, setSaid] = useState('');
  // Where focus goes once the copied lines are on screen (the first one's Keep).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const reason = whyNot(last, pad);
  const repeat = () => {
    if (reason !== undefined || !last.available) {
      setSaid(reason ?? '');
      return;
    }
    const lines = repeatedLines(last.medicines, last.day, () => crypto.randomUUID());
    if (!usePadStore.getState().addMedicines(lines)) {
      setSaid('This pad cannot be changed, so nothing was copied.');
      return;
    }
    setSaid(repeatedWords(lines.length, last.day));
    focusNext.current = firstToReview(lines) ?? null;
  };

  return (
    <div className="history-panel__repeat">
      <button
        type="button"
        className="button"
        aria-disabled={reason === undefined ? undefined : 'true'}
        aria-describedby={`${id}-what`}
        onClick={repeat}
      >
        Repeat last prescription
      </button>
      <p id={`${id}-what`} className="muted">
        {reason ??
          (last.available
            ? `${last.medicines.length === 1 ? '1 medicine' : `${last.medicines.length} medicines`} from ${formatLongDate(last.day)}: ${last.medicines.map(printedName).join('; ')}.`
            : '')}
      </p>
      <p role="status" className="history-panel__said">
        {said}
      </p>
    </div>
  );
}
