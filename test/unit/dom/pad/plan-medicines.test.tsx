import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DrugItem } from '../../../../src/shared/medical-db';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { MEDICINE_INPUT_MESSAGES } from '../../../../src/shared/pad/medicine-input';
import { MedicineSection, TWICE_SAID } from '../../../../src/renderer/src/pad/MedicineSection';
import { padOf, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, okResult } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

const MED = '0b0e1c1a-0000-4000-8000-000000000101';
const MED2 = '0b0e1c1a-0000-4000-8000-000000000102';
const MED3 = '0b0e1c1a-0000-4000-8000-000000000103';

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

const medicine = (localId = MED) =>
  usePadStore.getState().medicines.find((m) => m.localId === localId)!;
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function showMedicines(medicines: Medicine[]) {
  showPad();
  usePadStore.setState({ medicines });
  render(<MedicineSection />);
}

describe('a medicine row', () => {
  it('reads what is typed, says it in words, keeps the typed form on screen and writes the line in words', async () => {
    showMedicines([{ localId: MED, name: 'Zincovit' }]);
    const user = userEvent.setup();
    await user.type(box('Zincovit: dose'), '1 tab');
    await user.type(box('Zincovit: frequency'), 'bd');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Zincovit: timing' }),
      'After food',
    );
    await user.type(box('Zincovit: duration'), '5');

    expect(medicine()).toEqual({
      localId: MED,
      name: 'Zincovit',
      dose: { value: '1', unit: 'tablet' },
      // BD is kept as written beside the pattern it means (the one model keeps the letters).
      frequency: { kind: 'pattern', pattern: '1-0-1', shorthand: 'BD' },
      timing: 'after-food',
      duration: { value: 5, unit: 'days' },
    });
    // As typed on screen; understood, in words, beside it.
    expect(box('Zincovit: frequency').value).toBe('bd');
    expect(describedText(box('Zincovit: frequency'))).toContain('morning and night');
    expect(describedText(box('Zincovit: duration'))).toContain('for 5 days');
    expect(screen.getByText('1 tablet, morning and night, after food, for 5 days')).toBeTruthy();
  });

  it('keeps a half-typed frequency as typed in the draft, leaves the value out, and says what is wrong once left', async () => {
    const saved: unknown[] = [];
    installFakeCompanion({
      savePadDraft: ({ pad, expectedRevision }) => {
        saved.push(pad.medicines);
        return okResult({
          id: pad.id,
          revision: (expectedRevision ?? 1) + 1,
          updatedAt: pad.updatedAt,
        });
      },
    });
    showMedicines([{ localId: MED, name: 'Zincovit' }]);
    const user = userEvent.setup();
    const frequency = box('Zincovit: frequency');
    await user.type(frequency, '1-0');
    expect(medicine().frequency).toBeUndefined();
    expect(medicine().typed).toEqual({ frequency: '1-0' });
    // While typing, no message yet.
    expect(frequency.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(frequency.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(frequency)).toContain(MEDICINE_INPUT_MESSAGES.pattern);
    // The draft that is saved carries the text as typed.
    expect(padOf(usePadStore.getState())?.medicines[0]).toMatchObject({
      typed: { frequency: '1-0' },
    });
    // Saved (by the autosave timer, which a loaded machine may have let run, or now): the draft
    // sent carries the text as typed.
    await act(() => usePadStore.getState().flush());
    expect(usePadStore.getState().saveState).toBe('saved');
    expect(saved.at(-1)).toMatchObject([{ typed: { frequency: '1-0' } }]);
    expect((saved.at(-1) as Medicine[])[0]).not.toHaveProperty('frequency');

    // Finished: the value is stored, the typed text dropped.
    await user.type(frequency, '-1');
    expect(medicine().frequency).toEqual({ kind: 'pattern', pattern: '1-0-1' });
    expect(medicine()).not.toHaveProperty('typed');
    expect(frequency.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows text kept as typed in an earlier session, with its problem at once', () => {
    showMedicines([{ localId: MED, name: 'Zincovit', typed: { dose: 'a spoonful' } }]);
    const dose = box('Zincovit: dose');
    expect(dose.value).toBe('a spoonful');
    expect(describedText(dose)).toContain(MEDICINE_INPUT_MESSAGES.dose);
  });

  it('flags a medicine entered twice on both rows, in words, and not a third one', () => {
    showMedicines([
      { localId: MED, name: 'Paracetamol 650' },
      { localId: MED2, name: 'paracetamol  650.' },
      { localId: MED3, name: 'Pantoprazole 40' },
    ]);
    const rows = screen.getAllByRole('listitem');
    const flag = /Entered twice/;
    expect(within(rows[0]!).getByText(flag)).toBeTruthy();
    expect(within(rows[1]!).getByText(flag)).toBeTruthy();
    expect(within(rows[2]!).queryByText(flag)).toBeNull();
    expect(rows[0]!.getAttribute('aria-describedby')).toBe(`med-twice-${MED}`);
  });
});

describe('adding a medicine', () => {
  const drug: DrugItem = {
    kind: 'drug',
    id: 'sbx-drug-paracetamol-650',
    name: 'Paracetamol 650 mg Tablet',
    genericName: 'Paracetamol',
    form: 'Tablet',
    defaults: {
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      timing: 'after-food',
      duration: { value: 5, unit: 'days' },
    },
  };

  it('from the drug search starts with the published defaults, and focus moves to its dose', async () => {
    const fake = installFakeCompanion({
      searchDrugsAndLabs: () => okResult({ items: [drug], source: 'live', fetchedAt: null }),
    });
    showMedicines([]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'parac');
    await screen.findByRole('option', { name: /^Paracetamol 650 mg Tablet, Paracetamol, Tablet/ });
    await user.keyboard('{Enter}');
    const [added] = usePadStore.getState().medicines;
    expect(added).toMatchObject({ drugId: drug.id, name: drug.name, ...drug.defaults });
    expect(fake.searchDrugsAndLabs).toHaveBeenCalledWith({ kind: 'drug', text: 'parac', limit: 8 });
    expect(document.activeElement?.id).toBe(`med-dose-${added!.localId}`);
    expect(screen.getByText('1 tablet, morning and night, after food, for 5 days')).toBeTruthy();
    expect(screen.getByText(`${drug.name} added to medicines.`)).toBeTruthy();

    // The same drug again: added, flagged on both rows, and said.
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'parac');
    await screen.findByRole('option', { name: /already on the pad$/ });
    await user.keyboard('{Enter}');
    expect(usePadStore.getState().medicines).toHaveLength(2);
    expect(screen.getAllByText(/Entered twice/)).toHaveLength(2);
    expect(screen.getByText(`${drug.name} added to medicines. ${TWICE_SAID}`)).toBeTruthy();
  });

  it('as free text when the search knows nothing (offline: the saved list said so)', async () => {
    installFakeCompanion({
      searchDrugsAndLabs: () => okResult({ items: [], source: 'cache', fetchedAt: null }),
    });
    showMedicines([]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'Kabasura');
    await screen.findByText(/Offline: searched the saved list/);
    await user.keyboard('{Enter}');
    const [added] = usePadStore.getState().medicines;
    expect(added).toEqual({ localId: added!.localId, name: 'Kabasura' });
    expect(screen.getByText('free text')).toBeTruthy();
  });
});
