import { act, render, screen, waitFor } from '@testing-library/react';
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
      expect(screen.getByRole('status').textContent).toBe(
        'Saved as /home/dr/Downloads/clinic-companion-diagnostics-1.json (5 KB). Send this file to support.',
      ),
    );
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
