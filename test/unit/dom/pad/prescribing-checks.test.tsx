import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { MedicineSection } from '../../../../src/renderer/src/pad/MedicineSection';
import { checksGroupId } from '../../../../src/renderer/src/pad/MedicineWarnings';
import { problemLinks } from '../../../../src/renderer/src/pad/padFields';
import { PregnancyMark } from '../../../../src/renderer/src/pad/PregnancyMark';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

/*
 * The checks on the pad, rendered: the warning beside its first row with its level in words, the
 * reason asked once and kept, a changed line asked again; the Pregnant mark in view for women of
 * 12 to 50 and one step away for others.
 */

const DOLO = '0b0e1c1a-0000-4000-8000-000000000201';
const CALPOL = '0b0e1c1a-0000-4000-8000-000000000202';
const TWO: Medicine[] = [
  { localId: DOLO, name: 'Dolo 650', genericName: 'Paracetamol' },
  { localId: CALPOL, name: 'Calpol 500', genericName: 'Paracetamol' },
];

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

describe('a prescribing warning beside its row', () => {
  it('is said in words with its level, asks the reason once, and a changed line asks again', async () => {
    showPad();
    usePadStore.setState({ medicines: TWO });
    render(<MedicineSection />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Prescribing warnings about Dolo 650' });
    expect(group.textContent).toContain('Caution: 2 lines give paracetamol: Dolo 650, Calpol 500.');
    expect(screen.queryByRole('group', { name: 'Prescribing warnings about Calpol 500' })).toBe(
      null,
    );

    // Finalize's list of problems names the row's warning and goes to its first open action.
    const [link] = problemLinks(
      { [`medicines.${DOLO}.check`]: 'waits' },
      {},
      {},
      usePadStore.getState(),
    );
    expect(link).toMatchObject({
      label: 'Dolo 650, prescribing warning',
      targetId: checksGroupId(DOLO),
    });
    document.getElementById(link!.targetId!)?.focus();
    expect(document.activeElement?.textContent).toBe('Go ahead anyway');

    await user.click(within(group).getByRole('button', { name: 'Go ahead anyway' }));
    const reason = within(group).getByRole('textbox', { name: 'Reason for going ahead' });
    expect(document.activeElement).toBe(reason);
    await user.keyboard('{Enter}');
    expect(within(group).getByRole('alert').textContent).toBe('Give a reason for going ahead.');
    expect(usePadStore.getState().checkOverrides).toEqual([]);
    await user.type(reason, 'Calpol at night only{Enter}');
    expect(usePadStore.getState().checkOverrides.map((o) => o.reason)).toEqual([
      'Calpol at night only',
    ]);
    expect(document.activeElement?.id).toBe(`med-dose-${DOLO}`);
    expect(group.textContent).toContain('You went ahead anyway.');
    expect(within(group).queryByRole('button', { name: 'Go ahead anyway' })).toBe(null);

    // The second line changed: a new warning, asked again.
    await user.type(screen.getByRole('textbox', { name: 'Calpol 500: dose' }), '2 tab');
    const again = screen.getByRole('group', { name: 'Prescribing warnings about Dolo 650' });
    expect(within(again).getByRole('button', { name: 'Go ahead anyway' })).toBeTruthy();
    expect(again.textContent).not.toContain('You went ahead anyway.');
  });
});

describe('the Pregnant mark', () => {
  const show = (person: { sex: 'female' | 'male'; ageYears: number }, pregnant = false) => {
    showPad();
    usePadStore.setState({ checkPerson: person, pregnant });
    return render(<PregnancyMark />);
  };

  it('is in view for a woman of 30, and marks the pad', async () => {
    show({ sex: 'female', ageYears: 30 });
    expect(screen.getByRole('group', { name: 'Pregnancy' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Pregnant' }));
    expect(usePadStore.getState().pregnant).toBe(true);
  });

  it('is one step away for a man, or a woman of 51; in view once marked', () => {
    const { unmount } = show({ sex: 'male', ageYears: 30 });
    expect(document.querySelector('details.pad-pregnant summary')?.textContent).toBe('Pregnancy');
    unmount();
    const second = show({ sex: 'female', ageYears: 51 });
    expect(document.querySelector('details.pad-pregnant')).not.toBe(null);
    second.unmount();
    show({ sex: 'male', ageYears: 30 }, true);
    expect(document.querySelector('details.pad-pregnant')).toBe(null);
    expect(screen.getByRole('checkbox', { name: 'Pregnant' })).toHaveProperty('checked', true);
  });
});
