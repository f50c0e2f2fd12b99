import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusElement, focusNext } from '../../../../src/renderer/src/lib/focusNext';

/*
 * The one rule for focus after an action: it goes to the next thing to decide once that is on
 * screen, falls back in the order given, never takes focus back from where the person went, and a
 * field reached by a shortcut has its content selected.
 */

let cancel: (() => void) | undefined;
afterEach(() => cancel?.());

/** A button whose press shows the next step (as a decision shows the next suggestion). */
function Steps({ onPress }: { onPress: () => void }) {
  const [step, setStep] = useState(1);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onPress();
          setStep(2);
        }}
      >
        {step === 1 ? 'First' : 'Done'}
      </button>
      {step === 2 ? (
        <button type="button" id="second">
          Second
        </button>
      ) : null}
      <p id="summary" tabIndex={-1}>
        Summary
      </p>
      <input aria-label="Elsewhere" />
    </>
  );
}

describe('focusNext', () => {
  it('waits for a target that appears after the next render, then focuses it', async () => {
    render(<Steps onPress={() => (cancel = focusNext('second'))} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'First' }));
    await screen.findByRole('button', { name: 'Second' });
    await act(() => Promise.resolve());
    expect(document.activeElement?.id).toBe('second');
  });

  it('takes the first target on screen, in the order given', async () => {
    render(<Steps onPress={() => (cancel = focusNext(['missing', 'summary']))} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'First' }));
    expect(document.activeElement?.id).toBe('summary');
  });

  it('gives up when the person moved focus elsewhere meanwhile', async () => {
    render(<Steps onPress={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    const pending = document.createElement('button');
    pending.id = 'later';
    cancel = focusNext('later');
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await act(async () => {
      document.body.append(pending);
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
    pending.remove();
  });

  it('with onlyIfResting, takes focus from the body but not from a field in use', () => {
    render(<Steps onPress={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Elsewhere' });
    field.focus();
    cancel = focusNext('summary', { onlyIfResting: true });
    expect(document.activeElement).toBe(field);
    field.blur();
    expect(document.activeElement).toBe(document.body);
    cancel = focusNext('summary', { onlyIfResting: true });
    expect(document.activeElement?.id).toBe('summary');
  });
});

describe('focusElement', () => {
  it('selects a text field’s whole content when asked, so typing replaces it', () => {
    render(<input aria-label="Follow-up" defaultValue="02/12/2026" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Follow-up' });
    focusElement(field, true);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 10]);
  });
});
