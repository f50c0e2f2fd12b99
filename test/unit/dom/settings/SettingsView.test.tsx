import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import type { SettingsView as Settings } from '../../../../src/shared/settings';
import {
  SettingsView,
  type SettingsViewProps,
} from '../../../../src/renderer/src/settings/SettingsView';
import { makeSettings, okResult } from '../fixtures';

function renderView(overrides: Partial<SettingsViewProps> = {}) {
  const props: SettingsViewProps = {
    settings: makeSettings(),
    loadError: null,
    revision: 1,
    onRetry: vi.fn(),
    onSave: vi.fn(),
    onUseSandbox: vi.fn(() => okResult(makeSettings({ mode: 'sandbox' }))),
    ...overrides,
  };
  return { props, ...render(<SettingsView {...props} />) };
}

describe('SettingsView', () => {
  it('shows the mode', () => {
    renderView({ settings: makeSettings({ mode: 'sandbox' }) });
    expect(screen.getByText(/^Connected to:/).textContent).toBe('Connected to: Built-in sandbox');
  });

  it('warns, with the reason, when this computer has no keychain', () => {
    renderView({
      settings: makeSettings({
        keychain: { available: false, reason: 'No Secret Service running.' },
      }),
    });
    expect(screen.getByText('Secrets cannot be stored on this computer.')).toBeTruthy();
    expect(screen.getByText('Reason: No Secret Service running.')).toBeTruthy();
  });

  it('shows no keychain warning when the keychain works', () => {
    renderView();
    expect(screen.queryByText('Secrets cannot be stored on this computer.')).toBeNull();
  });

  it('switches to the sandbox and announces it', async () => {
    const { props } = renderView();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use the built-in sandbox' }));
    expect(props.onUseSandbox).toHaveBeenCalledTimes(1);
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent === 'Switched to the built-in sandbox'),
    ).toBe(true);
  });

  it('shows why the switch failed', async () => {
    renderView({
      onUseSandbox: () =>
        Promise.resolve<Result<Settings>>({
          ok: false,
          error: { code: 'INTERNAL', message: 'The sandbox did not start.' },
        }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use the built-in sandbox' }));
    expect(screen.getByRole('alert').textContent).toContain('The sandbox did not start.');
  });

  it('shows a load failure with Retry', async () => {
    const { props } = renderView({
      settings: null,
      loadError: { code: 'INTERNAL', message: 'Settings are unreadable.' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Settings are unreadable.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('is Clinic setup’s account screen, which says the doctor’s settings are elsewhere', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clinic setup');
    expect(screen.getByText(/The doctor’s own settings .* are under Settings\./)).toBeTruthy();
  });
});
