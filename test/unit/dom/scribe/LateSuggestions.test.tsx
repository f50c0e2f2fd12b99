import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LateSuggestionsMarker } from '../../../../src/renderer/src/scribe/LateSuggestionsMarker';
import { ScribeReview } from '../../../../src/renderer/src/scribe/ScribeReview';
import { lateStepOf } from '../../../../src/renderer/src/scribe/lateSuggestions';
import { useLateSuggestionsStore } from '../../../../src/renderer/src/scribe/lateSuggestionsStore';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import type { PadView } from '../../../../src/shared/pad-view';
import type { ScribeSuggestion } from '../../../../src/shared/scribe/suggestions';
import type {
  PadSuggestions,
  SuggestionState,
} from '../../../../src/shared/scribe/suggestion-view';
import { failResult, installFakeCompanion, makePadView, okResult } from '../fixtures';

const PAD = '11111111-1111-4111-8111-111111111111';
const AMENDMENT = '22222222-2222-4222-8222-222222222222';

const SUGGESTIONS: ScribeSuggestion[] = [
  { id: 's-dengue', kind: 'diagnosis', name: 'Dengue fever', verification: 'provisional' },
  { id: 's-cbc', kind: 'investigation', name: 'Complete blood count' },
  { id: 's-fluids', kind: 'advice', text: 'Drink plenty of fluids' },
];

const SENT: Partial<PadView> = {
  status: 'finalized',
  canEdit: false,
  canReopen: false,
  sync: { state: 'sent', attempts: 1, sentAt: '2025-03-05T10:05:00.000Z' },
  versionLink: { version: 1 },
};

/** A fake core that keeps the decisions and the amendment, as the real one does. */
function fakeCore(pad: Partial<PadView>, decided: Record<string, SuggestionState> = {}) {
  const state = new Map<string, SuggestionState>(
    SUGGESTIONS.map((s) => [s.id, decided[s.id] ?? 'open']),
  );
  let amendedBy: string | undefined;
  const view = (): PadSuggestions => {
    const suggestions = SUGGESTIONS.map((suggestion) => ({
      suggestion,
      state: state.get(suggestion.id) ?? 'open',
      sessionId: 'session-1',
    }));
    return { padId: PAD, suggestions, open: suggestions.filter((s) => s.state === 'open').length };
  };
  const padView = () =>
    makePadView({
      ...pad,
      ...(amendedBy ? { versionLink: { version: 1, amendedBy } } : {}),
    });
  return installFakeCompanion({
    getScribeSuggestions: () => okResult(view()),
    getPad: () => okResult(padView()),
    decideScribeSuggestion: ({ id, decision }) => {
      state.set(id, decision);
      return okResult(view());
    },
    amendPad: ({ padId }) => {
      amendedBy = AMENDMENT;
      return okResult(makePadView({ versionLink: { version: 2, amends: padId } }));
    },
  });
}

beforeEach(() => {
  usePadStore.setState(usePadStore.getInitialState(), true);
  useLateSuggestionsStore.setState({ padId: null, waiting: 0 });
});

describe('the late-suggestions step', () => {
  it('is a step only on a finalized pad with suggestions still open', () => {
    const listed = (states: SuggestionState[]): PadSuggestions => ({
      padId: PAD,
      suggestions: SUGGESTIONS.map((suggestion, i) => ({
        suggestion,
        state: states[i] ?? 'open',
        sessionId: 's',
      })),
      open: states.filter((s) => s === 'open').length,
    });
    const sent = makePadView(SENT);
    expect(lateStepOf(listed(['open', 'open', 'open']), makePadView())).toBeNull();
    expect(lateStepOf(listed(['rejected', 'accepted', 'edited']), sent)).toBeNull();
    expect(lateStepOf(listed(['rejected', 'open', 'accepted']), sent)).toMatchObject({
      action: 'amend',
      open: [{ suggestion: { id: 's-cbc' } }],
    });
    const waiting = makePadView({
      ...SENT,
      canReopen: true,
      sync: { state: 'waiting', attempts: 0 },
    });
    expect(lateStepOf(listed([]), waiting)?.action).toBe('reopen');
    const sending = makePadView({ ...SENT, sync: { state: 'sending', attempts: 1 } });
    expect(lateStepOf(listed([]), sending)?.action).toBe('wait');
    const amended = makePadView({ ...SENT, versionLink: { version: 1, amendedBy: AMENDMENT } });
    expect(lateStepOf(listed([]), amended)?.action).toBe('amended');
  });

  it('dismisses one (recorded as rejected), focus going to the next; the marker counts them', async () => {
    const fake = fakeCore(SENT);
    render(
      <>
        <LateSuggestionsMarker padId={PAD} />
        <ScribeReview padId={PAD} />
      </>,
    );
    const step = await screen.findByRole('region', {
      name: 'Review the scribe’s late suggestions',
    });
    expect(screen.getByRole('status').textContent).toContain(
      '3 suggestions of the scribe arrived after the prescription was finalized.',
    );
    // Nothing on the finalized pad can be accepted here: only dismissed or amended.
    expect(within(step).queryByRole('button', { name: /^Accept/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review the late suggestions' }));
    expect(document.activeElement?.textContent).toBe('Review the scribe’s late suggestions');

    await user.click(
      within(step).getByRole('button', { name: 'Dismiss investigation: Complete blood count' }),
    );
    expect(fake.decideScribeSuggestion).toHaveBeenCalledWith({
      padId: PAD,
      id: 's-cbc',
      decision: 'rejected',
    });
    await screen.findByText(/the scribe has 2 suggestions that are not on it/);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Dismiss advice: Drink plenty of fluids',
    );
    expect(screen.getByRole('status').textContent).toContain('2 suggestions of the scribe');
  });

  it('dismisses all: the step and the marker go, and the decided list shows instead', async () => {
    const fake = fakeCore(SENT);
    render(
      <>
        <LateSuggestionsMarker padId={PAD} />
        <ScribeReview padId={PAD} />
      </>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss all 3' }));
    await screen.findByText('All 3 suggestions are decided.');
    expect(fake.decideScribeSuggestion.mock.calls.map(([a]) => [a.id, a.decision])).toEqual([
      ['s-dengue', 'rejected'],
      ['s-cbc', 'rejected'],
      ['s-fluids', 'rejected'],
    ]);
    expect(
      screen.queryByRole('region', { name: 'Review the scribe’s late suggestions' }),
    ).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('amends the prescription on the platform; then says the amendment is in the pad', async () => {
    const fake = fakeCore(SENT);
    render(<ScribeReview padId={PAD} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Amend the prescription' }));
    expect(fake.amendPad).toHaveBeenCalledWith({ padId: PAD });
    await screen.findByText(/The amendment is open in the pad/);
    expect(screen.queryByRole('button', { name: 'Amend the prescription' })).toBeNull();
    // The suggestions stay until dismissed: nothing is taken into the amendment on its own.
    expect(screen.getAllByRole('button', { name: /^Dismiss [a-z]+: / })).toHaveLength(3);
  });

  it('says the refusal in words when the amendment is refused', async () => {
    const fake = fakeCore(SENT);
    fake.amendPad.mockImplementation(() =>
      failResult(
        'CONFLICT',
        'This prescription was already amended; amend its newest version instead.',
      ),
    );
    render(<ScribeReview padId={PAD} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Amend the prescription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The prescription was not amended: This prescription was already amended; amend its newest version instead.',
    );
  });

  it('offers Reopen, not Amend, while the prescription has not reached the platform', async () => {
    fakeCore({ ...SENT, canReopen: true, sync: { state: 'waiting', attempts: 0 } });
    render(<ScribeReview padId={PAD} />);
    await screen.findByRole('button', { name: 'Reopen the prescription' });
    expect(screen.queryByRole('button', { name: 'Amend the prescription' })).toBeNull();
  });
});
