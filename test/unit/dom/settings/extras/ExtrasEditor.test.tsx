import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTRAS_RULES } from '../../../../../src/shared/emr-extras';
import {
  EXTRAS_ANNOUNCE_DELAY_MS,
  ExtrasEditor,
} from '../../../../../src/renderer/src/settings/extras/ExtrasEditor';

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Profile extras');

/** Everything the field's aria-describedby points to, as one text. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The result block: the element described by the field that is not the hint. */
const resultBlock = () => {
  const ids = (field().getAttribute('aria-describedby') ?? '').split(' ');
  const block = document.getElementById(ids[1] ?? '');
  if (!block) throw new Error('no result block');
  return block;
};

const problemItems = () =>
  Array.from(resultBlock().querySelectorAll('li')).map((li) => ({
    rule: li.dataset.rule,
    text: li.textContent,
    icon: li.querySelector('svg[aria-hidden="true"]') !== null,
  }));

function renderWith(value: string) {
  const onChange = vi.fn();
  const view = render(<ExtrasEditor value={value} onChange={onChange} />);
  return { onChange, ...view };
}

/** The editor with its own state, as the Settings screen will hold it. */
function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ExtrasEditor value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ExtrasEditor', () => {
  it('is a labelled monospace textarea holding the given text', () => {
    renderWith('{"a": 1}');
    expect(field().tagName).toBe('TEXTAREA');
    expect(field().value).toBe('{"a": 1}');
    expect(field().className).toContain('extras-editor__input');
    expect(field().getAttribute('spellcheck')).toBe('false');
  });

  it('passes every edit to onChange', () => {
    const { onChange } = renderWith('{}');
    fireEvent.change(field(), { target: { value: '{"a": 1}' } });
    expect(onChange).toHaveBeenCalledWith('{"a": 1}');
  });

  it('says how many keys will be saved and how many are ignored', () => {
    renderWith('{"allergies": ["penicillin"], "_draft": true, "contact": {"phone": "1"}}');
    expect(resultBlock().textContent).toContain(
      'Valid: 3 keys will be saved (1 ignored because it starts with _).',
    );
    expect(resultBlock().textContent).toContain('Ignored: _draft');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(resultBlock().querySelector('svg')).not.toBeNull();
  });

  it('uses the plural for several ignored keys and leaves the note out when there are none', () => {
    const { rerender } = renderWith('{"_a": 1, "_b": 2, "c": 3}');
    expect(resultBlock().textContent).toContain(
      'Valid: 1 key will be saved (2 ignored because they start with _).',
    );
    rerender(<ExtrasEditor value='{"a": 1, "b": 2}' onChange={vi.fn()} />);
    expect(resultBlock().textContent).toBe('Valid: 2 keys will be saved.');
  });

  it('ties the result to the field through aria-describedby', () => {
    renderWith('{"tags": [["a"]]}');
    expect(descriptionOf(field())).toContain('A JSON dictionary, for example');
    expect(descriptionOf(field())).toContain(
      '“tags[0]” puts a list inside a list; lists in extras may not contain other lists.',
    );
  });

  it.each([
    [
      'nested-list',
      '{"tags": ["a", ["b"]]}',
      'tags[1]',
      '“tags[1]” puts a list inside a list; lists in extras may not contain other lists.',
    ],
    [
      'dict-in-list',
      '{"visits": [{"date": "2024-01-01"}]}',
      'visits[0]',
      '“visits[0]” puts a dictionary inside a list; lists in extras may not contain dictionaries.',
    ],
    [
      'too-deep',
      '{"contact": {"address": {"city": "Pune"}}}',
      'contact.address',
      '“contact.address” nests a dictionary inside a dictionary inside extras; dictionaries may nest one level only.',
    ],
    [
      'key-too-long',
      '{"emergency_contact": "x"}',
      'emergency_contact',
      'The key “emergency_contact” is 17 characters long; keys may be at most 16 characters.',
    ],
    [
      'key-too-long',
      '{"": 1}',
      '[""]',
      'Extras has a key with no name; every key needs a name of 1 to 16 characters.',
    ],
    [
      'not-an-object',
      '["a", "b"]',
      '',
      'Extras must be a dictionary of named values (a JSON object in { }), but this is a list.',
    ],
    [
      'duplicate-key',
      '{"a": 1, "a": 2}',
      'a',
      'The key “a” is written twice; only the last one would be kept, so remove or rename one of them.',
    ],
  ])('shows a %s problem with its path, an icon and words', (rule, text, path, message) => {
    renderWith(text);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(resultBlock().textContent).toContain('Not valid: 1 problem to fix.');
    const items = problemItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({ rule, text: `${path}${message}`, icon: true });
  });

  it('lists every problem, not only the first', () => {
    renderWith('{"tags": [["a"], {"b": 1}], "contact": {"address": {}}, "weight_in_kilograms": 1}');
    expect(resultBlock().textContent).toContain('Not valid: 4 problems to fix.');
    expect(problemItems().map((item) => item.rule)).toEqual([
      'nested-list',
      'dict-in-list',
      'too-deep',
      'key-too-long',
    ]);
  });

  it('hides the visual copy of the path from screen readers, as the message says it', () => {
    renderWith('{"tags": [["a"]]}');
    const path = resultBlock().querySelector('.extras-editor__path');
    expect(path?.textContent).toBe('tags[0]');
    expect(path?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a JSON syntax error as one message with its line and column', () => {
    renderWith('{\n  "a": 1\n  "b": 2\n}');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field())).toContain(
      'The text is not valid JSON. Line 3, column 3: expected a comma or a closing } but found “"”.',
    );
    expect(resultBlock().querySelectorAll('li')).toHaveLength(0);
    expect(resultBlock().querySelector('svg')).not.toBeNull();
  });

  it('moves the cursor to the syntax error on request', async () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    renderWith(text);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to line 3, column 3' }));
    expect(document.activeElement).toBe(field());
    expect(field().selectionStart).toBe(text.indexOf('"b"'));
  });

  it('asks for {} when the field is empty', () => {
    renderWith('');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(resultBlock().textContent).toContain(
      'Nothing is entered. Write the extras as a JSON dictionary, or {} for none.',
    );
    expect(screen.queryByRole('button', { name: /^Go to line/ })).toBeNull();
  });

  it('updates the result as the person types', async () => {
    render(<Controlled initial="{}" />);
    const user = userEvent.setup();
    expect(resultBlock().textContent).toBe('Valid: 0 keys will be saved.');
    await user.clear(field());
    await user.paste('{"tags": [[1]]}');
    expect(resultBlock().textContent).toContain('Not valid: 1 problem to fix.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the five rules', () => {
    renderWith('{}');
    const list = screen.getByRole('list', { name: 'Rules for extras' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(
      EXTRAS_RULES.map((rule) => rule.text),
    );
    expect(EXTRAS_RULES).toHaveLength(5);
  });

  it('announces the result once typing pauses, and only when it changed', () => {
    vi.useFakeTimers();
    const { rerender } = renderWith('{}');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    rerender(<ExtrasEditor value='{"a": ' onChange={vi.fn()} />);
    rerender(<ExtrasEditor value='{"a": [[1]]}' onChange={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(EXTRAS_ANNOUNCE_DELAY_MS - 1);
    });
    expect(status.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe('Extras: 1 problem to fix.');

    rerender(<ExtrasEditor value='{"b": [[1]]}' onChange={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(EXTRAS_ANNOUNCE_DELAY_MS);
    });
    expect(status.textContent).toBe('Extras: 1 problem to fix.');

    rerender(<ExtrasEditor value='{"b": [1]}' onChange={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(EXTRAS_ANNOUNCE_DELAY_MS);
    });
    expect(status.textContent).toBe('Extras valid: 1 key will be saved.');
  });

  it('uses the id it is given, so a screen can point to the field', () => {
    render(<ExtrasEditor id="profile-extras" label="Extras" value="{}" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Extras').id).toBe('profile-extras');
  });
});
