import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { loadEveryScreen } from '../../../../src/renderer/src/frame/CurrentScreen';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { useSettingsStore } from '../../../../src/renderer/src/stores/settingsStore';
import { installFakeCompanion } from '../fixtures';

// The screens beyond Today come in chunks of their own (tested in frame/lazyScreen.test.tsx):
// loaded first here, so these tests open them at once.
beforeAll(() => loadEveryScreen());

beforeEach(() => {
  useNavStore.setState(useNavStore.getInitialState(), true);
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('two rooms: the doctor’s Settings and Clinic setup', () => {
  it('the doctor’s Settings hold the profile, letterhead and signature, and no account secret', async () => {
    installFakeCompanion();
    useNavStore.setState({ screen: 'settings' });
    render(<App />);
    await h1('Settings');
    const doctor = await screen.findByRole('region', { name: 'Doctor' });
    await within(doctor).findByRole('group', { name: 'Letterhead as printed' });
    expect(screen.getByRole('region', { name: 'Signature or stamp' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toBeTruthy();
    for (const label of ['Client id', 'Client secret', 'JWE secret', 'Base URL']) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    for (const heading of ['Platform account', 'Built-in sandbox', 'Document uploads']) {
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    }
    // The way to the other room is last on the screen.
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)?.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Clinic setup' }).id,
    );
  });

  it('Clinic setup, opened from the bottom of Settings, holds the account and the integrator’s tools', async () => {
    installFakeCompanion();
    useNavStore.setState({ screen: 'settings' });
    render(<App />);
    await h1('Settings');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open Clinic setup' }));
    await h1('Clinic setup');
    for (const label of ['Base URL', 'Client id', 'Client secret', 'JWE key id', 'JWE secret']) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Built-in sandbox' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Document uploads' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finalized prescriptions' })).toBeTruthy();

    const room = screen.getByRole('navigation', { name: 'Clinic setup' });
    await user.click(within(room).getByRole('button', { name: 'Webhooks' }));
    await h1('Webhooks');
    await user.click(within(room).getByRole('button', { name: 'EMR profile extras' }));
    await h1('EMR profile extras');
    expect(screen.getByText(/No consultation is open\./)).toBeTruthy();

    // Back in the doctor's menu, the room's menu goes away.
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await h1('Today');
    expect(screen.queryByRole('navigation', { name: 'Clinic setup' })).toBeNull();
  });

  it('Ctrl+Shift+K opens Clinic setup from any screen; Ctrl+K does not', async () => {
    installFakeCompanion();
    render(<App />);
    await h1('Today');
    act(() => {
      fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    });
    expect(useNavStore.getState().screen).toBe('today');
    act(() => {
      fireEvent.keyDown(window, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    });
    await h1('Clinic setup');
  });
});
