import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL_LABEL,
  ScribeSuggestions,
} from '../../../../src/renderer/src/scribe/ScribeSuggestions';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import type { ScribeSuggestion } from '../../../../src/shared/scribe/suggestions';
import type {
  PadSuggestions,
  SuggestionState,
} from '../../../../src/shared/scribe/suggestion-view';
import { installFakeCompanion, okResult, type FakeCompanion } from '../fixtures';

/*
 * The review is a review: "Accept all except medicines" never decides a medicine (nor an allergy
 * that asks allergy or intolerance); Edit on a medicine edits its whole line; focus goes to the
 * next thing to decide.
 */

const PAD = '11111111-1111-4111-8111-111111111111';

const SUGGESTIONS: ScribeSuggestion[] = [
  {
    id: 's-fever',
    kind: 'symptom',
    name: 'Fever',
    since: { text: '3 days', value: 3, unit: 'Day' },
  },
  { id: 's-dengue', kind: 'diagnosis', name: 'Dengue fever', verification: 'provisional' },
  {
    id: 's-banana',
    kind: 'allergy',
    substance: 'Banana intolerance',
    category: 'food',
    typeQuestion: "The scribe's record says allergy, but its name says intolerance: which is it?",
    severity: 'unknown',
  },
  {
    id: 's-penicillin',
    kind: 'allergy',
    substance: 'Penicillin',
    category: 'drug',
    type: 'allergy',
    severity: 'severe',
  },
  {
    id: 's-panto',
    kind: 'medicine',
    medicine: {
      name: 'Pantoprazole 40 mg',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-0' },
      duration: { value: 10, unit: 'days' },
      timing: 'empty-stomach',
    },
  },
  {
    id: 's-insulin',
    kind: 'medicine',
    medicine: {
      name: 'Insulin Actrapid',
      dose: { value: '8', unit: 'unit' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    },
  },
  { id: 's-note', kind: 'note', section: 'Clinical note', text: 'Seen with mother' },
];

/** A fake core that keeps the decisions, as the real one does. */
function fakeScribe(): FakeCompanion {
  const state = new Map<string, SuggestionState>(SUGGESTIONS.map((s) => [s.id, 'open']));
  const view = (): PadSuggestions => {
    const suggestions = SUGGESTIONS.map((suggestion) => ({
      suggestion,
      state: state.get(suggestion.id) ?? 'open',
      sessionId: 'session-1',
    }));
    return { padId: PAD, suggestions, open: suggestions.filter((s) => s.state === 'open').length };
  };
  return installFakeCompanion({
    getScribeSuggestions: () => okResult(view()),
    decideScribeSuggestion: ({ id, decision }) => {
      state.set(id, decision);
      return okResult(view());
    },
  });
}

beforeEach(() => {
  usePadStore.setState(usePadStore.getInitialState(), true);
});

describe('Accept all except medicines', () => {
  it('decides everything but the medicines and the allergy that asks; focus goes to the first left', async () => {
    const fake = fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const button = await screen.findByRole('button', { name: ACCEPT_ALL_LABEL });
    expect(screen.getByText(/Medicines are decided one by one: 2 wait/)).toBeTruthy();
    await userEvent.setup().click(button);
    await screen.findByText(/^3 of 7 wait for your decision/);
    const decided = fake.decideScribeSuggestion.mock.calls.map(([args]) => args);
    expect(decided.map((d) => [d.id, d.decision])).toEqual([
      ['s-fever', 'accepted'],
      ['s-dengue', 'accepted'],
      ['s-penicillin', 'accepted'],
      ['s-note', 'accepted'],
    ]);
    expect(decided.some((d) => d.id === 's-panto' || d.id === 's-insulin')).toBe(false);
    // What is left is decided one by one: focus is on the first of it.
    const waiting = screen.getByRole('list', { name: 'Suggestions waiting for you' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
    expect(document.activeElement?.textContent).toBe('Accept as allergy');
  });

  it('the allergy that asks is accepted with the doctor’s answer; focus moves to the next', async () => {
    const fake = fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accept as intolerance: Banana/ }));
    expect(fake.decideScribeSuggestion).toHaveBeenCalledWith({
      padId: PAD,
      id: 's-banana',
      decision: 'accepted',
      allergyType: 'intolerance',
    });
    await screen.findByText(/^6 of 7 wait/);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Accept allergy: Penicillin/,
    );
  });
});

describe('Edit on a medicine', () => {
  it('edits the whole line with the pad’s one model, and sends the line', async () => {
    const fake = fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Edit the whole line of medicine: Pantoprazole/ }),
    );
    const field = screen.getByLabelText('Pantoprazole 40 mg, as one line');
    expect(document.activeElement).toBe(field);
    // The line reads back as it was suggested: the strength as the tablet's, not a second dose.
    expect((field as HTMLInputElement).value).toBe(
      'Tab Pantoprazole 40 mg 1 tablet 1-0-0 x 10 days empty stomach',
    );
    expect(
      screen.getByText(/^Reads as: Tab\. Pantoprazole 40 mg — 1 tablet in the morning/),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Tab Pantoprazole 40 mg 1-0-1 x 14 days before food');
    expect(
      screen.getByText(/^Reads as: .*morning and night, before food, for 14 days/),
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(fake.decideScribeSuggestion).toHaveBeenCalledWith({
      padId: PAD,
      id: 's-panto',
      decision: 'edited',
      line: 'Tab Pantoprazole 40 mg 1-0-1 x 14 days before food',
    });
  });

  it('a line that asks is shown asking, and is still sent (the pad keeps asking); no medicine named is refused in words', async () => {
    const fake = fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Edit the whole line of medicine: Insulin/ }),
    );
    const field = screen.getByLabelText('Insulin Actrapid, as one line');
    expect(
      screen.getByText(/^Reads as: .*asks: The dose says 8 units and the frequency says 8-0-6/),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, '1-0-1 x 5 days{Enter}');
    expect(screen.getByText(/^This line was not read as a medicine/)).toBeTruthy();
    expect(fake.decideScribeSuggestion).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Inj Actrapid 8 units 8-0-6{Enter}');
    expect(fake.decideScribeSuggestion).toHaveBeenCalledWith({
      padId: PAD,
      id: 's-insulin',
      decision: 'edited',
      line: 'Inj Actrapid 8 units 8-0-6',
    });
  });

  it('Escape leaves the line and gives focus back to Edit', async () => {
    fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Edit the whole line of medicine: Pantoprazole/ }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Pantoprazole 40 mg, as one line')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Edit the whole line of medicine: Pantoprazole/,
    );
  });
});

describe('what each suggestion says', () => {
  it('a provisional diagnosis says so; an allergy says where it goes', async () => {
    fakeScribe();
    render(<ScribeSuggestions padId={PAD} />);
    expect(await screen.findByText('? Dengue fever (provisional)')).toBeTruthy();
    expect(
      screen.getAllByText("Goes to the patient's allergies (kept on this computer)."),
    ).toHaveLength(2);
    expect(screen.getByText(/Fever — since 3 days/)).toBeTruthy();
  });
});
