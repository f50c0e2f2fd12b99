import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScribeSuggestions } from '../../../../src/renderer/src/scribe/ScribeSuggestions';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import type { ScribeSuggestion } from '../../../../src/shared/scribe/suggestions';
import type {
  PadSuggestions,
  SuggestionState,
} from '../../../../src/shared/scribe/suggestion-view';
import { failResult, installFakeCompanion, okResult, type FakeCompanion } from '../fixtures';

/*
 * Focus after each decision is on the next thing to decide: the next open suggestion, the
 * summary once none is left, the sentence of a refusal; Edit puts the cursor in its field with
 * the words selected; suggestions arriving while focus rests take it.
 */

const PAD = '11111111-1111-4111-8111-111111111111';
const SUGGESTIONS: ScribeSuggestion[] = [
  { id: 's-fever', kind: 'symptom', name: 'Fever' },
  { id: 's-cough', kind: 'symptom', name: 'Cough' },
  { id: 's-advice', kind: 'advice', text: 'Warm saline gargles' },
];

function fakeScribe(options: { arriveLater?: boolean; refuse?: string } = {}): FakeCompanion {
  const state = new Map<string, SuggestionState>(SUGGESTIONS.map((s) => [s.id, 'open']));
  let arrived = !options.arriveLater;
  const view = (): PadSuggestions => {
    const suggestions = arrived
      ? SUGGESTIONS.map((suggestion) => ({
          suggestion,
          state: state.get(suggestion.id) ?? 'open',
          sessionId: 'session-1',
        }))
      : [];
    return { padId: PAD, suggestions, open: suggestions.filter((s) => s.state === 'open').length };
  };
  const fake = installFakeCompanion({
    getScribeSuggestions: () => okResult(view()),
    decideScribeSuggestion: ({ id, decision }) => {
      if (id === options.refuse) return failResult('CONFLICT', 'The pad was finalized meanwhile.');
      state.set(id, decision);
      return okResult(view());
    },
  });
  return Object.assign(fake, {
    arrive: () => {
      arrived = true;
    },
  });
}

const activeLabel = () => document.activeElement?.getAttribute('aria-label') ?? '';

beforeEach(() => {
  usePadStore.setState(usePadStore.getInitialState(), true);
});

describe('focus after each decision', () => {
  it('goes to the next open suggestion, and to the summary once none is left', async () => {
    fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accept symptom: Fever/ }));
    await waitFor(() => expect(activeLabel()).toMatch(/^Accept symptom: Cough/));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(activeLabel()).toMatch(/^Accept advice: Warm saline/));
    await user.tab();
    await user.tab();
    expect(activeLabel()).toMatch(/^Reject advice: Warm saline/);
    await user.keyboard('{Enter}');
    await screen.findByText('All 3 suggestions are decided.');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('All 3 suggestions are decided.'),
    );
    // The summary says what comes next; it is not the Finalize button (a stray Enter is safe).
    expect(document.activeElement?.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('Edit puts the cursor in its field with the suggestion’s words selected', async () => {
    fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit advice: Warm saline/ }));
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Your words for this advice',
    });
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await user.keyboard('Gargle with warm salt water.{Enter}');
    // The last row was edited: focus goes to the one before it, still open.
    await waitFor(() => expect(activeLabel()).toMatch(/^Accept symptom: Cough/));
  });

  it('a refused decision puts focus on the sentence that says why', async () => {
    fakeScribe({ refuse: 's-fever' });
    render(<ScribeSuggestions padId={PAD} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^Accept symptom: Fever/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The suggestion was not accepted: The pad was finalized/);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });
});

describe('suggestions arriving', () => {
  it('take focus when it rests on the body, and leave it where the doctor works otherwise', async () => {
    const fake = fakeScribe({ arriveLater: true }) as FakeCompanion & { arrive(): void };
    render(
      <>
        <input aria-label="Pad field" />
        <ScribeSuggestions padId={PAD} />
      </>,
    );
    await waitFor(() => expect(fake.getScribeSuggestions).toHaveBeenCalled());
    (document.activeElement as HTMLElement | null)?.blur();
    fake.arrive();
    fake.emit('recording:status', { id: 'session-1' });
    await waitFor(() => expect(activeLabel()).toMatch(/^Accept symptom: Fever/));
  });

  it('do not take focus from a field in use', async () => {
    const fake = fakeScribe({ arriveLater: true }) as FakeCompanion & { arrive(): void };
    render(
      <>
        <input aria-label="Pad field" />
        <ScribeSuggestions padId={PAD} />
      </>,
    );
    await waitFor(() => expect(fake.getScribeSuggestions).toHaveBeenCalled());
    const field = screen.getByRole('textbox', { name: 'Pad field' });
    field.focus();
    fake.arrive();
    fake.emit('recording:status', { id: 'session-1' });
    await screen.findByRole('button', { name: /^Accept symptom: Fever/ });
    expect(document.activeElement).toBe(field);
  });
});
