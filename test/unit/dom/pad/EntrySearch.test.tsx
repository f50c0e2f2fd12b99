import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntrySearch } from '../../../../src/renderer/src/pad/EntrySearch';
import type {
  EntrySearchAnswer,
  EntrySearchFn,
} from '../../../../src/renderer/src/pad/useEntrySearch';

const FEVER = { name: 'Fever', id: 'sym-fever' };
const FEVER_CHILLS = { name: 'Fever with chills', id: 'sym-fever-chills' };

function renderSearch(search: EntrySearchFn) {
  const onPick = vi.fn();
  render(
    <EntrySearch id="pad-add-symptom" label="Add a symptom" search={search} onPick={onPick} />,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Add a symptom' });
  return { onPick, input, user: userEvent.setup() };
}

const answering = (answer: EntrySearchAnswer) =>
  vi.fn<EntrySearchFn>(() => Promise.resolve(answer));

const status = () => document.getElementById('pad-add-symptom-status')!;
const options = () => screen.queryAllByRole('option');
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Answers a search and lets the component take the answer in. */
async function settle(
  pending: ReturnType<typeof deferred<EntrySearchAnswer>>,
  answer: EntrySearchAnswer,
) {
  await act(async () => {
    pending.resolve(answer);
    await pending.promise;
  });
}

describe('EntrySearch', () => {
  it('is a combobox that controls a list box, closed until something is typed', () => {
    const { input } = renderSearch(answering({ items: [] }));
    expect(input.id).toBe('pad-add-symptom');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.hidden).toBe(true);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(status().getAttribute('role')).toBe('status');
  });

  it('searches once typing pauses, makes the best match active, and Enter adds it', async () => {
    const search = answering({ items: [FEVER_CHILLS, FEVER] });
    const { input, onPick, user } = renderSearch(search);

    await user.type(input, 'fever');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(options()).toHaveLength(3));
    // One search for the whole word, not one per letter.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('fever');
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual([
      'Fever with chills',
      'Fever',
      'Add “fever” as free text',
    ]);
    // The exact name is made active, not the first.
    expect(activeOption(input)?.textContent).toBe('Fever');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    expect(status().textContent).toBe('2 matches.');

    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)?.textContent).toBe('Fever with chills');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)?.textContent).toBe('Add “fever” as free text');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)?.textContent).toBe('Fever with chills');

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(FEVER_CHILLS);
    // Cleared, closed and still usable.
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'co');
    expect(input.value).toBe('co');
  });

  it('offers the typed text as free text when nothing matches', async () => {
    const { input, onPick, user } = renderSearch(answering({ items: [] }));
    await user.type(input, '  burning feet ');
    await waitFor(() =>
      expect(status().textContent).toBe('No match; press Enter to add it as free text.'),
    );
    expect(options()).toHaveLength(1);
    expect(activeOption(input)?.getAttribute('aria-label')).toBe('Add “burning feet” as free text');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ name: 'burning feet' });
  });

  it('says where the answer came from', async () => {
    const { input, user } = renderSearch(
      answering({ items: [FEVER], note: 'Offline: searched the saved list.' }),
    );
    await user.type(input, 'fe');
    await waitFor(() =>
      expect(status().textContent).toBe('1 match. Offline: searched the saved list.'),
    );
  });

  it('still adds free text when the search fails', async () => {
    const { input, onPick, user } = renderSearch(
      vi.fn<EntrySearchFn>(() => Promise.reject(new Error('ipc gone'))),
    );
    await user.type(input, 'fever');
    await waitFor(() =>
      expect(status().textContent).toBe(
        'The search did not answer. Press Enter to add it as free text.',
      ),
    );
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ name: 'fever' });
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { input, onPick, user } = renderSearch(answering({ items: [FEVER] }));
    await user.type(input, 'fev');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('fev');
    // Down opens it again, on the best match.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)?.textContent).toBe('Fever');
    await user.keyboard('{Escape}{Escape}');
    expect(input.value).toBe('');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Enter with nothing typed does nothing; Tab leaves without adding', async () => {
    const search = answering({ items: [FEVER] });
    const { input, onPick, user } = renderSearch(search);
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.keyboard('   {Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'fev');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.tab();
    expect(document.activeElement).not.toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('only the newest answer counts', async () => {
    const first = deferred<EntrySearchAnswer>();
    const second = deferred<EntrySearchAnswer>();
    const search = vi
      .fn<EntrySearchFn>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { input, user } = renderSearch(search);
    await user.type(input, 'co');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.type(input, 'ugh');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));

    await settle(second, { items: [{ name: 'Cough', id: 'sym-cough' }] });
    await settle(first, { items: [{ name: 'Cold', id: 'sym-cold' }] });
    expect(options().map((option) => option.textContent)).toEqual([
      'Cough',
      'Add “cough” as free text',
    ]);
  });

  it('Enter pressed before the answer adds from the answer to what was typed', async () => {
    const answer = deferred<EntrySearchAnswer>();
    const search = vi.fn<EntrySearchFn>(() => answer.promise);
    const { input, onPick, user } = renderSearch(search);
    await user.type(input, 'fever{Enter}');
    // Asked at once rather than after the pause.
    expect(search).toHaveBeenCalledWith('fever');
    expect(onPick).not.toHaveBeenCalled();
    await settle(answer, { items: [FEVER] });
    expect(onPick).toHaveBeenCalledWith(FEVER);
    expect(input.value).toBe('');
  });

  it('refuses free text longer than 500 characters, saying so', async () => {
    const { input, onPick, user } = renderSearch(answering({ items: [] }));
    await user.click(input);
    await user.paste('a'.repeat(501));
    expect(status().textContent).toBe(
      'Too long: an entry can have at most 500 characters (this has 501).',
    );
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(options()).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a click on an option adds it and keeps focus in the field', async () => {
    const { input, onPick, user } = renderSearch(answering({ items: [FEVER] }));
    await user.type(input, 'fev');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.click(screen.getByRole('option', { name: 'Fever' }));
    expect(onPick).toHaveBeenCalledWith(FEVER);
    expect(document.activeElement).toBe(input);
  });
});
