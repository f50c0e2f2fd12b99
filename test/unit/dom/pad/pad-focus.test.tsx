import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAfter, padDay } from '../../../../src/shared/pad/follow-up';
import { FollowUpSection } from '../../../../src/renderer/src/pad/FollowUpSection';
import { PadActionBar } from '../../../../src/renderer/src/pad/PadActionBar';
import { PadStatus } from '../../../../src/renderer/src/pad/PadStatus';
import { usePadShortcuts } from '../../../../src/renderer/src/pad/usePadShortcuts';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

/*
 * Focus on the pad. A shortcut that jumps to a field selects what the field holds: typing
 * replaces it. The follow-up the scribe prefilled ("12/03/2025") and "after 1 week" typed after
 * Alt+F read as one week, not "12/03/2025after 1 week" that Finalize then refuses. Finalize
 * pressed and refused puts focus on the refusal, which names each field to correct; Ctrl+Enter
 * from a field leaves it there.
 */

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

const state = () => usePadStore.getState();

function PadWithShortcuts() {
  usePadShortcuts(() => undefined);
  return (
    <>
      <input aria-label="Somewhere else on the pad" />
      <FollowUpSection />
    </>
  );
}

describe('Alt+F', () => {
  it('goes to a prefilled follow-up with its date selected: what is typed replaces it', async () => {
    showPad();
    usePadStore.setState({ followUp: { date: '2025-03-12' } });
    render(<PadWithShortcuts />);
    const user = userEvent.setup();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Come back on, or after' });
    expect(field.value).toBe('12/03/2025');
    await user.click(screen.getByRole('textbox', { name: 'Somewhere else on the pad' }));
    await user.keyboard('{Alt>}f{/Alt}');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await user.keyboard('after 1 week');
    expect(field.value).toBe('after 1 week');
    const day = padDay({ createdAt: state().meta!.createdAt });
    expect(state().followUp).toEqual({ date: dateAfter(day, 7) });
    expect(state().followUpText).toBeNull();
  });
});

describe('Finalize refused', () => {
  function Pad() {
    usePadShortcuts(() => void state().finalize());
    return (
      <>
        <PadStatus />
        <FollowUpSection />
        <PadActionBar />
      </>
    );
  }

  it('pressed: focus goes to the refusal, which names the field to correct', async () => {
    showPad();
    render(<Pad />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Come back on, or after' }), '5 dayz');
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/follow-up/i);
    expect(document.activeElement?.id).toBe('pad-finalize-problems');
    expect(document.activeElement?.contains(alert)).toBe(true);
  });

  it('by Ctrl+Enter from the field: the doctor keeps their place', async () => {
    showPad();
    render(<Pad />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Come back on, or after' });
    await user.type(field, '5 dayz');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(field);
  });
});
