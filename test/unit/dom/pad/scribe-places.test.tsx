import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { NotesSection, noteFieldId } from '../../../../src/renderer/src/pad/NotesSection';
import { padOf } from '../../../../src/renderer/src/stores/pad/padState';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { CATALOGUE, finding, resetPad, showPad } from './entries-fixtures';

/*
 * Where the scribe's accepted suggestions show on the pad: a provisional diagnosis says so, with
 * a way to confirm it; a ruled-out one says so and cannot be confirmed; the pad's notes, edited
 * in place and removed by keyboard, and kept when the pad is saved.
 */

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const N1 = '00000000-0000-4000-8000-0000000000c1';
const N2 = '00000000-0000-4000-8000-0000000000c2';

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

describe('a diagnosis not confirmed on the pad', () => {
  it('says provisional, and Confirm diagnosis removes the mark (focus to its note)', async () => {
    showPad({
      findings: [
        { ...finding(A, 'diagnosis', 'Dengue fever'), verification: 'provisional' },
        { ...finding(B, 'diagnosis', 'Migraine'), verification: 'refuted' },
      ],
    });
    usePadStore.setState({ catalogue: CATALOGUE });
    render(<FindingSection kind="diagnosis" />);
    expect(screen.getByText('provisional')).toBeTruthy();
    expect(screen.getByText('ruled out')).toBeTruthy();
    // Ruled out is not a diagnosis to confirm.
    expect(screen.getAllByRole('button', { name: /^Confirm diagnosis/ })).toHaveLength(1);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Confirm diagnosis Dengue fever' }));
    expect(usePadStore.getState().findings[A]).not.toHaveProperty('verification');
    expect(usePadStore.getState().findings[B]?.verification).toBe('refuted');
    expect(screen.queryByText('provisional')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.id).toBe(`note-${A}`);
  });
});

describe('the pad’s notes', () => {
  it('are shown under their section, edited in place, removed by keyboard, and saved with the pad', async () => {
    showPad();
    usePadStore.setState({
      notes: [
        { localId: N1, section: 'Clinical note', text: 'Seen with mother', origin: 'scribe' },
        { localId: N2, section: 'Family history', text: 'Father: diabetes', origin: 'scribe' },
      ],
    });
    render(<NotesSection />);
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    const user = userEvent.setup();
    const field = screen.getByLabelText('Clinical note');
    await user.type(field, ', afebrile');
    expect(padOf(usePadStore.getState())?.notes?.[0]?.text).toBe('Seen with mother, afebrile');
    screen.getByRole('button', { name: 'Remove note: Clinical note' }).focus();
    await user.keyboard('{Enter}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.id).toBe(noteFieldId(N2));
    expect(screen.getByRole('status').textContent).toBe('Note removed: Clinical note.');
    expect(padOf(usePadStore.getState())?.notes).toEqual([
      { localId: N2, section: 'Family history', text: 'Father: diabetes', origin: 'scribe' },
    ]);
    screen.getByRole('button', { name: 'Remove note: Family history' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    // No notes left: the pad is saved without the list (an older pad's shape).
    expect(padOf(usePadStore.getState())).not.toHaveProperty('notes');
  });
});
