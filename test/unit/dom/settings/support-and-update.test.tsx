import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateBanner } from '../../../../src/renderer/src/frame/UpdateBanner';
import { SupportSection } from '../../../../src/renderer/src/settings/SupportSection';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

describe('Support: Save diagnostics', () => {
  it('saves the bundle and says where it went and that it holds no patient data', async () => {
    const fake = installFakeCompanion({
      saveDiagnostics: () =>
        okResult({ file: '/home/dr/Downloads/clinic-companion-diagnostics-1.json', bytes: 5_300 }),
    });
    render(<SupportSection />);
    expect(screen.getByText(/hold no patient names/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save diagnostics' }));
    expect(fake.saveDiagnostics).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]!.textContent).toBe(
        'Saved as /home/dr/Downloads/clinic-companion-diagnostics-1.json (5 KB). Send this file to support.',
      ),
    );
    // Diagnostics never carry crash dumps: nothing of them was asked for.
    expect(fake.saveCrashDumps).not.toHaveBeenCalled();
  });

  it('says why when the bundle could not be written', async () => {
    installFakeCompanion({
      saveDiagnostics: () => failResult('INTERNAL', 'The Downloads folder cannot be written.'),
    });
    render(<SupportSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save diagnostics' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Diagnostics were not saved: The Downloads folder cannot be written.',
      ),
    );
  });
});

describe('Support: Save crash dumps', () => {
  it('warns that a dump can hold patient data, and saves only when asked a second time', async () => {
    const fake = installFakeCompanion();
    render(<SupportSection />);
    const user = userEvent.setup();
    const dumps = screen.getByRole('group', { name: 'Crash dumps' });
    await user.click(within(dumps).getByRole('button', { name: 'Save crash dumps…' }));
    expect(fake.saveCrashDumps).not.toHaveBeenCalled();
    const confirm = within(dumps).getByRole('button', { name: 'Save crash dumps' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dumps).getByText(/can hold the details of the patient/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(confirm));

    // Cancel: nothing saved, back to the first button.
    await user.click(within(dumps).getByRole('button', { name: 'Cancel' }));
    expect(fake.saveCrashDumps).not.toHaveBeenCalled();
    await user.click(within(dumps).getByRole('button', { name: 'Save crash dumps…' }));
    await user.keyboard('{Enter}');
    expect(fake.saveCrashDumps).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dumps).getByRole('status').textContent).toBe(
        '2 crash dumps saved in /home/doctor/Downloads/clinic-companion-crash-dumps-20261128T080000Z. They can hold patient data: share them with care, and delete them once sent.',
      ),
    );
  });

  it('says so when there are none', async () => {
    installFakeCompanion({
      saveCrashDumps: () => failResult('NOT_FOUND', 'There are no crash dumps on this computer.'),
    });
    render(<SupportSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save crash dumps…' }));
    await user.click(screen.getByRole('button', { name: 'Save crash dumps' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Crash dumps were not saved: There are no crash dumps on this computer.',
      ),
    );
  });
});

describe('Restart to update', () => {
  it('appears only once an update is ready, and restarts on request', async () => {
    const fake = installFakeCompanion();
    render(<UpdateBanner />);
    await waitFor(() => expect(fake.getUpdate).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull();
    act(() => fake.emit('app:update', { state: 'downloading', version: '0.2.0', percent: 50 }));
    expect(screen.queryByRole('button', { name: 'Restart to update' })).toBeNull();
    act(() => fake.emit('app:update', { state: 'ready', version: '0.2.0' }));
    expect(screen.getByText(/Version 0\.2\.0 of Clinic Companion is ready/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(fake.restartToUpdate).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal in words while a recording runs', async () => {
    installFakeCompanion({
      getUpdate: () => okResult({ state: 'ready', version: '0.2.0' }),
      restartToUpdate: () =>
        failResult(
          'CONFLICT',
          'A consultation is being recorded. Stop the recording first; the update can wait.',
        ),
    });
    render(<UpdateBanner />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restart to update' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Stop the recording first/),
    );
  });
});
