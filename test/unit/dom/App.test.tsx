import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import { useNavStore } from '../../../src/renderer/src/stores/navStore';
import { useSyncStore } from '../../../src/renderer/src/stores/syncStore';
import { useWebhooksStore } from '../../../src/renderer/src/stores/webhooksStore';
import { installFakeCompanion, makeSyncStatus, okResult } from './fixtures';

describe('App', () => {
  beforeEach(() => {
    useNavStore.setState(useNavStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
    useWebhooksStore.setState(useWebhooksStore.getInitialState(), true);
  });

  it('shows the outbox in the header and follows pushed statuses', async () => {
    const fake = installFakeCompanion({
      getSyncStatus: () => okResult(makeSyncStatus({ waiting: 2 })),
    });
    render(<App />);
    const banner = screen.getByRole('banner');
    expect(await screen.findByRole('button', { name: /^Sync: 2 waiting/ })).toBeTruthy();
    act(() => fake.emit('sync:status', makeSyncStatus({ rejected: 1 })));
    expect(banner.textContent).toContain('1 needs attention');
  });

  it('opens the Sync screen from the header indicator', async () => {
    installFakeCompanion();
    render(<App />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sync: All changes sent' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    expect(
      await screen.findByText('Nothing waiting. Every change has reached the platform.'),
    ).toBeTruthy();
  });

  it('reaches Sync with Ctrl+5 and Settings with Ctrl+6', async () => {
    installFakeCompanion();
    render(<App />);
    fireEvent.keyDown(window, { key: '5', code: 'Digit5', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    fireEvent.keyDown(window, { key: '6', code: 'Digit6', ctrlKey: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
