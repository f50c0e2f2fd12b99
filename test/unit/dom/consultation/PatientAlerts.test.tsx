import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PatientAlertsSummary } from '../../../../src/renderer/src/consultation/alerts/PatientAlertsSummary';
import { forgetDraft } from '../../../../src/renderer/src/consultation/alerts/alertEdits';
import {
  PatientAlertsSchema,
  type Allergy,
  type PatientAlerts,
} from '../../../../src/shared/patient-alerts';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const PATIENT = 'patient-1';

const allergy = (extra: Partial<Allergy>): Allergy => ({
  id: 'a1',
  substance: 'Penicillin',
  category: 'drug',
  severity: 'unknown',
  type: 'allergy',
  recordedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

const NOT_ASKED: PatientAlerts = { allergyStatus: 'not-asked', allergies: [], conditions: [] };

beforeEach(() => forgetDraft(PATIENT));

/** The header's part, over a fake core whose saved alerts follow each save. */
function show(initial: PatientAlerts, options: { failSaves?: boolean } = {}) {
  let saved = initial;
  const fake = installFakeCompanion({
    getPatientAlerts: () => okResult(saved),
    savePatientAlerts: ({ alerts }) => {
      if (options.failSaves) return failResult('DISK_FULL', 'The disk is full.');
      saved = PatientAlertsSchema.parse(alerts);
      return okResult(saved);
    },
  });
  render(<PatientAlertsSummary patientId={PATIENT} name="Asha Rao" />);
  return { fake, saved: () => saved };
}

const group = () => screen.getByRole('group', { name: 'Allergies and chronic conditions' });

describe('the allergies in the consultation header', () => {
  it('says "Allergies not recorded" when nobody asked', async () => {
    show(NOT_ASKED);
    await waitFor(() => expect(group().textContent).toContain('Allergies not recorded'));
    expect(group().textContent).toContain('Chronic conditions: none recorded');
  });

  it('says "No known drug allergies" for NKDA', async () => {
    show({ allergyStatus: 'none-known', allergies: [], conditions: [] });
    await waitFor(() => expect(group().textContent).toContain('No known drug allergies'));
    expect(group().textContent).not.toContain('not recorded');
  });

  it('lists the allergies with reaction and severity; a severe one says "Severe" with an icon', async () => {
    show({
      allergyStatus: 'recorded',
      allergies: [
        allergy({ reaction: 'anaphylaxis', severity: 'severe' }),
        allergy({ id: 'a2', substance: 'Peanuts', category: 'food', severity: 'mild' }),
      ],
      conditions: [
        { id: 'c1', name: 'Hypertension', note: 'since 2019', recordedAt: '2026-11-26T10:00:00Z' },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Allergies' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Severe: Penicillin (anaphylaxis, severe)',
      'Peanuts (mild)',
    ]);
    expect(items[0]!.querySelector('svg.icon')).not.toBeNull();
    expect(items[1]!.querySelector('svg.icon')).toBeNull();
    expect(group().textContent).toContain('Chronic conditions: Hypertension (since 2019)');
  });

  it('says when the allergies cannot be read, never "not recorded"', async () => {
    installFakeCompanion({
      getPatientAlerts: () => failResult('KEYCHAIN_UNAVAILABLE', 'The keychain is locked.'),
    });
    render(<PatientAlertsSummary patientId={PATIENT} name="Asha Rao" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The allergies could not be read: The keychain is locked.',
    );
    expect(group().textContent).not.toContain('not recorded');
  });
});

describe('the allergies editor', () => {
  async function openEditor() {
    const user = userEvent.setup();
    await waitFor(() => expect(group().textContent).toContain('Chronic conditions'));
    await user.click(screen.getByRole('button', { name: 'Allergies and conditions…' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', {
      name: 'Allergies and chronic conditions: Asha Rao',
    });
    return { user, dialog };
  }

  it('adds a typed allergy by keyboard: asks its kind in words, saves it, and goes back to the search', async () => {
    const { fake, saved } = show(NOT_ASKED);
    const { user, dialog } = await openEditor();
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.id).toBe('alerts-substance');
    await user.keyboard('Peanuts');
    await waitFor(() =>
      expect(document.getElementById('alerts-substance-option-0')?.textContent).toContain(
        'Peanuts',
      ),
    );
    await user.keyboard('{Enter}');
    // Typed, not picked from the drugs: its kind is asked, so focus goes there.
    await waitFor(() => expect(document.activeElement?.id).toBe('alerts-category'));
    expect(within(dialog).getByText('(as typed)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add the allergy' }));
    expect(within(dialog).getByText(/Choose what kind of substance this is/)).toBeTruthy();
    expect(document.activeElement?.id).toBe('alerts-category');
    expect(fake.savePatientAlerts).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'food');
    await user.type(within(dialog).getByLabelText('Reaction (optional)'), 'hives{Enter}');
    await waitFor(() => expect(saved().allergyStatus).toBe('recorded'));
    expect(saved().allergies).toEqual([
      expect.objectContaining({
        substance: 'Peanuts',
        category: 'food',
        reaction: 'hives',
        severity: 'unknown',
        type: 'allergy',
        verification: 'unconfirmed',
      }),
    ]);
    await waitFor(() => expect(document.activeElement?.id).toBe('alerts-substance'));
    expect(dialog.querySelector('.live-announcer')?.textContent).toBe(
      'Peanuts added to the allergies.',
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Recorded allergies' })).getByRole('button', {
        name: 'Remove Peanuts',
      }),
    ).toBeTruthy();
  });

  it('keeps what was typed when the save fails, and after the editor is closed and opened again', async () => {
    show(NOT_ASKED, { failSaves: true });
    const { user, dialog } = await openEditor();
    await user.keyboard('Sulfa drugs');
    await waitFor(() =>
      expect(document.getElementById('alerts-substance-option-0')).not.toBeNull(),
    );
    await user.keyboard('{Enter}');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'drug');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), 'severe');
    await user.type(within(dialog).getByLabelText('Reaction (optional)'), 'blisters{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The allergy was not added: The disk is full.',
    );
    expect(within(dialog).getByText('Sulfa drugs')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reaction (optional)').value).toBe(
      'blisters',
    );
    // Closed (Escape closes it in Chromium: the browser test), focus returns to the header's
    // button; the form is kept.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Allergies and conditions…');
    await user.keyboard('{Enter}');
    const again = screen.getByRole('dialog');
    expect(within(again).getByText('Sulfa drugs')).toBeTruthy();
    expect(within(again).getByLabelText<HTMLSelectElement>('Severity').value).toBe('severe');
  });

  it('records "No known drug allergies" as its own answer, and takes it back to "not asked"', async () => {
    const { saved } = show(NOT_ASKED);
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'No known drug allergies' }));
    await waitFor(() => expect(saved().allergyStatus).toBe('none-known'));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Undo: allergies not asked yet'),
    );
    expect(group().textContent).toContain('No known drug allergies');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved().allergyStatus).toBe('not-asked'));
    expect(group().textContent).toContain('Allergies not recorded');
  });

  it('removing the last allergy leaves "not asked", never "no known drug allergies"', async () => {
    const { saved } = show({ allergyStatus: 'recorded', allergies: [allergy({})], conditions: [] });
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Penicillin' }));
    await waitFor(() => expect(saved().allergyStatus).toBe('not-asked'));
    expect(dialog.querySelector('.live-announcer')?.textContent).toContain(
      'if the patient has none, choose "No known drug allergies"',
    );
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('No known drug allergies'),
    );
  });

  it('adds and removes a chronic condition, typed as free text', async () => {
    const { saved } = show(NOT_ASKED);
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('combobox', { name: /Add a chronic condition/ }));
    await user.keyboard('Hypertension');
    await waitFor(() =>
      expect(document.getElementById('alerts-condition-option-0')).not.toBeNull(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved().conditions.map((c) => c.name)).toEqual(['Hypertension']));
    expect(group().textContent).toContain('Chronic conditions: Hypertension');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Hypertension' }));
    await waitFor(() => expect(saved().conditions).toEqual([]));
  });
});
