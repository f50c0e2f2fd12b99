import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../../../../src/renderer/src/frame/AppHeader';
import { makeSyncStatus } from '../fixtures';

const info = { version: '0.1.0', baseUrl: 'http://127.0.0.1:4010' };

describe('AppHeader', () => {
  it('shows the Sandbox badge and what it means in sandbox mode', () => {
    render(
      <AppHeader
        info={{ ...info, mode: 'sandbox' }}
        connection={null}
        sync={null}
        onOpenSync={vi.fn()}
      />,
    );
    expect(screen.getByText('Sandbox')).toBeTruthy();
    expect(
      screen.getByText('Connected to the built-in sandbox platform, not a real account'),
    ).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Clinic Companion');
  });

  it('shows no badge when connected to a platform account', () => {
    render(
      <AppHeader
        info={{ ...info, mode: 'platform' }}
        connection={null}
        sync={null}
        onOpenSync={vi.fn()}
      />,
    );
    expect(screen.queryByText('Sandbox')).toBeNull();
  });

  it('shows the changes waiting beside the connection, as a way to the Sync screen', async () => {
    const onOpenSync = vi.fn();
    render(
      <AppHeader
        info={{ ...info, mode: 'platform' }}
        connection={{ state: 'offline', since: '2025-03-05T10:00:00Z' }}
        sync={makeSyncStatus({ state: 'paused', waiting: 2 })}
        onOpenSync={onOpenSync}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Offline');
    await userEvent.setup().click(screen.getByRole('button', { name: /2 waiting/ }));
    expect(onOpenSync).toHaveBeenCalledTimes(1);
  });
});
