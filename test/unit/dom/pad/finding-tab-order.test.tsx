import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteText, sinceFields } from '../../../../src/shared/pad/draft';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { SINCE_GROUP, finding, resetPad, showPad } from './entries-fixtures';

const FEVER = '0b0e1c1a-0000-4000-8000-000000000001';

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(() => resetPad());

const fever = () => usePadStore.getState().findings[FEVER]!;

/** The accessible name of the focused element, as a screen reader announces the control. */
function focusedName(): string {
  const active = document.activeElement as HTMLElement | null;
  if (!active) return '';
  if (active instanceof HTMLInputElement && active.type === 'radio') return `unit ${active.value}`;
  return active.getAttribute('aria-label') ?? active.textContent ?? '';
}

describe('the Tab order of a finding row', () => {
  it('goes Since number → unit → Note → Clear since → Remove, and a note typed after the unit never clears the Since', async () => {
    showPad({ findings: [finding(FEVER, 'symptom', 'Fever', 'sym-fever')] });
    render(<FindingSection kind="symptom" />);
    const user = userEvent.setup();
    screen.getByRole('textbox', { name: 'Fever: since, number' }).focus();
    await user.keyboard('3');
    await user.tab();
    expect(focusedName()).toBe('unit Hour');
    await user.keyboard('{ArrowRight}'); // Day
    await user.tab();
    expect(focusedName()).toBe('Fever: note');
    // The space that once pressed Clear: typed into the note now.
    await user.keyboard('High grade fever, evening spikes');
    expect(noteText(fever())).toBe('High grade fever, evening spikes');
    expect(sinceFields(fever(), SINCE_GROUP.id)).toEqual({ valueText: '3', unit: 'Day' });

    await user.tab();
    expect(focusedName()).toBe('Clear since for Fever');
    await user.tab();
    expect(focusedName()).toMatch(/^Remove/);
    // Clear is still reachable, and does what it says.
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(sinceFields(fever(), SINCE_GROUP.id)).toEqual({ valueText: '', unit: '' });
    expect(noteText(fever())).toBe('High grade fever, evening spikes');
  });
});
