import type { PadView } from '../../../shared/pad-view';
import type { PadSuggestions, SuggestionView } from '../../../shared/scribe/suggestion-view';

/**
 * What the doctor can do with late suggestions:
 * - `amend`: the prescription is on the platform; a new version can be written (pad:amend).
 * - `reopen`: it has not reached the platform; it can go back to draft and take them as usual.
 * - `wait`: it is being sent right now.
 * - `amended`: an amendment is open already (in the pad); what it takes is written there.
 */
export type LateAction = 'amend' | 'reopen' | 'wait' | 'amended';

export interface LateStep {
  /** The suggestions still waiting, in the scribe's order. */
  open: SuggestionView[];
  action: LateAction;
}

export type LatePad = Pick<PadView, 'status' | 'canReopen' | 'sync' | 'versionLink'>;

/**
 * The late-suggestions step of a visit, or null when there is none. Finalize is refused while a
 * suggestion waits, so a finalized pad with suggestions waiting received them after it was
 * finalized: a recording sent offline, transcribed once the connection came back.
 */
export function lateStepOf(
  suggestions: PadSuggestions | null,
  pad: LatePad | null,
): LateStep | null {
  if (suggestions === null || pad === null || pad.status !== 'finalized') return null;
  const open = suggestions.suggestions.filter((item) => item.state === 'open');
  if (open.length === 0) return null;
  const action: LateAction =
    pad.versionLink?.amendedBy !== undefined
      ? 'amended'
      : pad.sync.state === 'sent'
        ? 'amend'
        : pad.canReopen
          ? 'reopen'
          : 'wait';
  return { open, action };
}

/** "3 suggestions" / "1 suggestion". */
export function suggestionCount(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}
