import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocalDataNotice } from '../../../../src/shared/local-data';
import { App } from '../../../../src/renderer/src/App';
import { LocalDataNotices } from '../../../../src/renderer/src/local-data/LocalDataNotices';
import { installFakeCompanion, okResult } from '../fixtures';

const KEYCHAIN: LocalDataNotice = {
  id: 'keychain-unavailable',
  kind: 'keychain-unavailable',
  severity: 'alert',
  title: 'Nothing can be saved on this computer yet',
  message: 'The keychain cannot be used: no desktop keyring (GNOME Keyring or KWallet) is running.',
  steps: [
    'Install a desktop keyring: GNOME Keyring (package gnome-keyring: sudo apt install gnome-keyring on Debian or Ubuntu).',
    'Log out and back in so the keyring starts and is unlocked, then restart Clinic Companion.',
  ],
};

const RESTORED: LocalDataNotice = {
  id: 'database-restored-1',
  kind: 'database-restored',
  severity: 'notice',
  title: 'The local data was restored from a backup',
  message:
    'The database on this computer was damaged, so Clinic Companion opened its last good backup, from 21 November 2026 at 09:00.',
  steps: [
    'Changes made after 21 November 2026 at 09:00 that had not reached the platform may be missing.',
  ],
};

describe('LocalDataNotices', () => {
  it('shows the keychain problem as an alert with its fix, which cannot be dismissed', async () => {
    installFakeCompanion({ getLocalDataNotices: () => okResult([KEYCHAIN]) });
    render(<LocalDataNotices />);
    const alert = await screen.findByRole('alert', {
      name: 'Nothing can be saved on this computer yet',
    });
    expect(alert.textContent).toContain('no desktop keyring');
    const steps = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toContain('sudo apt install gnome-keyring');
    expect(steps[1]).toContain('restart Clinic Companion');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('shows the recovery as a status the doctor dismisses once read', async () => {
    const fake = installFakeCompanion({
      getLocalDataNotices: () => okResult([RESTORED, KEYCHAIN]),
    });
    render(<LocalDataNotices />);
    const notice = await screen.findByRole('status', {
      name: 'The local data was restored from a backup',
    });
    expect(notice.textContent).toContain('last good backup, from 21 November 2026');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: /restored from a backup/ })).toBeNull();
    expect(screen.getByRole('alert', { name: /Nothing can be saved/ })).toBeTruthy();
    // The core is told, so a reload of the window does not show it again.
    expect(fake.dismissLocalDataNotice).toHaveBeenCalledWith({ id: RESTORED.id });
  });

  it('moves focus to the screen’s heading when the notice is dismissed', async () => {
    installFakeCompanion({ getLocalDataNotices: () => okResult([RESTORED]) });
    render(<App />);
    const notice = await screen.findByRole('status', { name: /restored from a backup/ });
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('is on the first screen the app opens, not only in Settings', async () => {
    installFakeCompanion({ getLocalDataNotices: () => okResult([KEYCHAIN]) });
    render(<App />);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert', { name: /Nothing can be saved/ })).toBeTruthy();
  });

  it('shows nothing when all is well', async () => {
    const fake = installFakeCompanion();
    const { container } = render(<LocalDataNotices />);
    await Promise.resolve();
    expect(fake.getLocalDataNotices).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');
  });
});
