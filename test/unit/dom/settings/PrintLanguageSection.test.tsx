import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PatientPrintLanguage } from '../../../../src/renderer/src/consultation/PatientPrintLanguage';
import { PrintLanguageSection } from '../../../../src/renderer/src/settings/PrintLanguageSection';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const picker = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const DEFAULT = 'Language of the directions, by default';
const PATIENT = 'Language of the directions for this patient';

describe('PrintLanguageSection (Settings)', () => {
  it('shows the saved default and saves the one picked', async () => {
    const fake = installFakeCompanion({
      getDefaultPrintLanguage: () => okResult({ language: 'mr' }),
      saveDefaultPrintLanguage: ({ language }) => okResult({ language }),
    });
    render(<PrintLanguageSection />);
    await waitFor(() => expect(picker(DEFAULT).value).toBe('mr'));
    const user = userEvent.setup();
    await user.selectOptions(picker(DEFAULT), 'Hindi (हिन्दी)');
    await user.click(screen.getByRole('button', { name: 'Save the printout language' }));
    expect(fake.saveDefaultPrintLanguage).toHaveBeenCalledWith({ language: 'hi' });
    await screen.findByText('Saved: printouts are in Hindi (हिन्दी) by default.');
  });

  it('says why when the default is not saved', async () => {
    installFakeCompanion({
      getDefaultPrintLanguage: () => okResult({ language: 'en' }),
      saveDefaultPrintLanguage: () => failResult('DISK_FULL', 'The disk is full.'),
    });
    render(<PrintLanguageSection />);
    await waitFor(() => expect(picker(DEFAULT).disabled).toBe(false));
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Save the printout language' }));
    await screen.findByText('The printout language was not saved: The disk is full.');
  });
});

describe('PatientPrintLanguage (consultation)', () => {
  it('offers the doctor’s default by name, and keeps the patient’s own at once', async () => {
    const fake = installFakeCompanion({
      getPatientPrintLanguage: () => okResult({ own: null, printed: 'mr' }),
      getDefaultPrintLanguage: () => okResult({ language: 'mr' }),
      savePatientPrintLanguage: ({ language }) =>
        okResult({ own: language, printed: language ?? 'mr' }),
    });
    render(<PatientPrintLanguage patientId="p-1" />);
    await waitFor(() => expect(picker(PATIENT).value).toBe('default'));
    expect(screen.getByRole('option', { name: 'Doctor’s default: Marathi (मराठी)' })).toBeTruthy();
    await userEvent.setup().selectOptions(picker(PATIENT), 'Tamil (தமிழ்)');
    expect(fake.savePatientPrintLanguage).toHaveBeenCalledWith({ id: 'p-1', language: 'ta' });
    await screen.findByText('Saved: this patient’s printout is in Tamil (தமிழ்).');
    expect(picker(PATIENT).value).toBe('ta');
  });
});
