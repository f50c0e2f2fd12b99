import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DrugItem, MedicalDbView } from '../../../../src/shared/medical-db';
import { MedicineSection } from '../../../../src/renderer/src/pad/MedicineSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, okResult } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

/*
 * The pad's medicine search: a brand keeps its generic name and form when picked, and an answer
 * from this computer's formulary says, in a sentence, that the search is offline and why.
 */

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});
afterEach(resetPad);

const dolo: DrugItem = {
  kind: 'drug',
  id: 'sbx-drug-dolo-650',
  name: 'Dolo 650',
  genericName: 'Paracetamol',
  manufacturer: 'Micro Labs Ltd',
  form: 'Tablet',
  defaults: { dose: { value: '1', unit: 'tablet' } },
};
const ownFreeText: DrugItem = {
  kind: 'drug',
  id: 'text:becosules z capsule',
  name: 'Becosules Z',
  form: 'capsule',
  freeText: true,
  defaults: {},
};

function answering(view: MedicalDbView) {
  installFakeCompanion({ searchDrugsAndLabs: () => okResult(view) });
  showPad();
  render(<MedicineSection />);
  return userEvent.setup();
}

/** The search's own status line (the section has an announcer too). */
const searchStatus = () => document.getElementById('pad-add-medicine-status')?.textContent;

const OFFLINE =
  "Offline: searching the medicines saved on this computer (1,240). The platform's search returns when the connection does.";

const offline = (items: DrugItem[]): MedicalDbView => ({
  items,
  source: 'cache',
  fetchedAt: null,
  staleReason: { code: 'OFFLINE', message: 'The platform cannot be reached.' },
  savedCount: 1240,
});

describe('the medicine search', () => {
  it('shows a brand with its generic and form, and a pick keeps them', async () => {
    const user = answering({ items: [dolo], source: 'live', fetchedAt: null });
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), '650 dolo');
    await screen.findByRole('option', { name: /^Dolo 650, Paracetamol, Tablet/ });
    expect(searchStatus()).toBe('1 match.');
    await user.keyboard('{Enter}');
    expect(usePadStore.getState().medicines[0]).toMatchObject({
      drugId: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'tablet',
      dose: { value: '1', unit: 'tablet' },
    });
  });

  it('says in a sentence that it searched this computer, with how many medicines it holds', async () => {
    const user = answering(offline([dolo]));
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'dolo');
    await screen.findByRole('option', { name: /^Dolo 650/ });
    expect(searchStatus()).toBe(`1 match. ${OFFLINE}`);
  });

  it('says so when nothing on this computer matches, and free text still adds', async () => {
    const user = answering(offline([]));
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'zzz');
    await screen.findByText(new RegExp('^No match'));
    expect(searchStatus()).toBe(`No match; press Enter to add it as free text. ${OFFLINE}`);
  });

  it('adds the doctor’s own free text from this computer without a drug id', async () => {
    const user = answering(offline([ownFreeText]));
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'becos');
    await screen.findByRole('option', { name: 'Becosules Z, capsule, written on your pads' });
    await user.keyboard('{Enter}');
    const [added] = usePadStore.getState().medicines;
    expect(added).toMatchObject({ name: 'Becosules Z', form: 'capsule' });
    expect(added).not.toHaveProperty('drugId');
  });
});
