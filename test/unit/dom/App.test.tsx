import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../src/renderer/src/frame/CurrentScreen';
import { useDocumentsStore } from '../../../src/renderer/src/stores/documentsStore';
import { useNavStore } from '../../../src/renderer/src/stores/navStore';
import { useSyncStore } from '../../../src/renderer/src/stores/syncStore';
import { useWebhooksStore } from '../../../src/renderer/src/stores/webhooksStore';
import { installFakeCompanion, makeSyncStatus, okResult } from './fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

describe('App', () => {
  beforeEach(() => {
    useNavStore.setState(useNavStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
    useWebhooksStore.setState(useWebhooksStore.getInitialState(), true);
    useDocumentsStore.setState(useDocumentsStore.getInitialState(), true);
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

  it('reaches ABHA with Ctrl+5, Sync with Ctrl+6 and Settings with Ctrl+7', async () => {
    installFakeCompanion();
    render(<App />);
    fireEvent.keyDown(window, { key: '5', code: 'Digit5', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'ABHA registration' })).toBeTruthy();
    fireEvent.keyDown(window, { key: '6', code: 'Digit6', ctrlKey: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    fireEvent.keyDown(window, { key: '7', code: 'Digit7', ctrlKey: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('opens the ABHA screen from the navigation, its heading focused', async () => {
    installFakeCompanion();
    render(<App />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'ABHA' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'ABHA registration' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('search', { name: 'Patients' })).toBeTruthy();
  });

  it('opens the Documents screen with Ctrl+4, its heading focused and its uploads loaded', async () => {
    const fake = installFakeCompanion();
    render(<App />);
    fireEvent.keyDown(window, { key: '4', code: 'Digit4', ctrlKey: true });
    const heading = screen.getByRole('heading', { level: 1, name: 'Documents' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('button', { name: 'Choose files…' })).toBeTruthy();
    expect(await screen.findByText(/^No documents yet\./)).toBeTruthy();
    expect(fake.listDocuments).toHaveBeenCalled();
  });
});
