import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentSettingsView } from '../../../../src/shared/documents-view';
import type { Result } from '../../../../src/shared/result';
import {
  DocumentUploadsSection,
  JWE_KEY_MISSING,
} from '../../../../src/renderer/src/settings/DocumentUploadsSection';
import { ClinicSetupScreen } from '../../../../src/renderer/src/clinic-setup/ClinicSetupScreen';
import { useSettingsStore } from '../../../../src/renderer/src/stores/settingsStore';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const statusTexts = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('DocumentUploadsSection', () => {
  it('shows the saved form as a radio group with descriptions', async () => {
    installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'multipart', jweReady: true }),
    });
    render(<DocumentUploadsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Document uploads' })).toBeTruthy();
    await waitFor(() => expect(radio('Plain upload (multipart)').checked).toBe(true));
    expect(screen.getByRole('group', { name: 'How documents are uploaded' })).toBeTruthy();
    expect(radio('Encrypted (JWE)').checked).toBe(false);
    const description = document.getElementById(
      radio('Encrypted (JWE)').getAttribute('aria-describedby')!,
    );
    expect(description?.textContent).toContain('Needs the account’s JWE key.');
  });

  it('saves a change at once and confirms it', async () => {
    const fake = installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady: true }),
    });
    render(<DocumentUploadsSection />);
    await waitFor(() => expect(radio('Encrypted (JWE)').checked).toBe(true));
    await userEvent.setup().click(radio('Plain upload (multipart)'));
    expect(fake.saveDocumentSettings).toHaveBeenCalledWith({ uploadForm: 'multipart' });
    await waitFor(() =>
      expect(statusTexts()).toContain(
        'Saved: new documents are uploaded as Plain upload (multipart).',
      ),
    );
    expect(radio('Plain upload (multipart)').checked).toBe(true);
  });

  it('warns when encrypted uploads are chosen and the account has no JWE key', async () => {
    const fake = installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'multipart', jweReady: false }),
      saveDocumentSettings: ({ uploadForm }) => okResult({ uploadForm, jweReady: false }),
    });
    render(<DocumentUploadsSection />);
    await waitFor(() => expect(radio('Plain upload (multipart)').checked).toBe(true));
    expect(screen.queryByText(JWE_KEY_MISSING)).toBeNull();

    await userEvent.setup().click(radio('Encrypted (JWE)'));
    expect(fake.saveDocumentSettings).toHaveBeenCalledWith({ uploadForm: 'jwe' });
    const warning = await screen.findByText(JWE_KEY_MISSING);
    expect(warning.textContent).toBe(
      'Encrypted uploads need the account’s JWE key; enter it above or choose plain uploads.',
    );
    // Announced: inside a status region that was there before.
    expect(warning.closest('[role="status"]')).not.toBeNull();
  });

  it('does not warn about encrypted uploads when the key is there', async () => {
    installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady: true }),
    });
    render(<DocumentUploadsSection />);
    await waitFor(() => expect(radio('Encrypted (JWE)').checked).toBe(true));
    expect(screen.queryByText(JWE_KEY_MISSING)).toBeNull();
  });

  it('goes back to the saved choice and says why when saving fails', async () => {
    installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady: true }),
      saveDocumentSettings: () =>
        Promise.resolve<Result<DocumentSettingsView>>({
          ok: false,
          error: { code: 'DATABASE_BUSY', message: 'The database is busy.' },
        }),
    });
    render(<DocumentUploadsSection />);
    await waitFor(() => expect(radio('Encrypted (JWE)').checked).toBe(true));
    await userEvent.setup().click(radio('Plain upload (multipart)'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document upload setting was not saved. The database is busy.',
    );
    expect(radio('Encrypted (JWE)').checked).toBe(true);
    expect(statusTexts().some((text) => text?.startsWith('Saved:'))).toBe(false);
  });

  it('says when the setting cannot be loaded', async () => {
    installFakeCompanion({ getDocumentSettings: () => failResult('INTERNAL', 'Unreadable.') });
    render(<DocumentUploadsSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unreadable.');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('Clinic setup with document uploads', () => {
  beforeEach(() => {
    useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  });

  it('shows the section under the platform account, whose JWE key it points up to', async () => {
    installFakeCompanion();
    render(<ClinicSetupScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Document uploads' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Document uploads')).toBe(headings.indexOf('Platform account') + 1);
  });

  it('reads the JWE key state again after the platform settings are saved', async () => {
    let jweReady = false;
    const fake = installFakeCompanion({
      getDocumentSettings: () => okResult({ uploadForm: 'jwe', jweReady }),
    });
    const user = userEvent.setup();
    render(<ClinicSetupScreen />);
    expect(await screen.findByText(JWE_KEY_MISSING)).toBeTruthy();
    jweReady = true;
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    await waitFor(() => expect(screen.queryByText(JWE_KEY_MISSING)).toBeNull());
    expect(fake.getDocumentSettings).toHaveBeenCalledTimes(2);
  });
});
