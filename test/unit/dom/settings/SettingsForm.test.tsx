import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import type { SettingsView } from '../../../../src/shared/settings';
import { SettingsForm } from '../../../../src/renderer/src/settings/SettingsForm';
import { makeSettings, okResult } from '../fixtures';

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SettingsForm', () => {
  it('starts from the saved values and never shows stored secrets', () => {
    render(<SettingsForm settings={makeSettings()} onSave={vi.fn()} />);
    expect(input('Base URL').value).toBe('https://api.platform.example');
    expect(input('Client id').value).toBe('client-42');
    expect(input('JWE key id').value).toBe('kid-1');
    expect(input('Client secret').type).toBe('password');
    expect(input('Client secret').value).toBe('');
    expect(input('Client secret').placeholder).toBe('stored — leave empty to keep');
    expect(input('JWE secret').placeholder).toBe('stored — leave empty to keep');
  });

  it('asks for the secrets again once the address or an id changes', async () => {
    const user = userEvent.setup();
    render(<SettingsForm settings={makeSettings()} onSave={vi.fn()} />);
    await user.clear(input('Base URL'));
    await user.type(input('Base URL'), 'https://other.platform.example');
    expect(input('Client secret').placeholder).toBe('');
    expect(errorOf(input('Client secret'))).toContain(
      'Enter it again: the saved secret is kept only for the address and client id it was entered for.',
    );
    expect(errorOf(input('JWE secret'))).toContain('Enter it again');
    // Back to the saved address: the stored secrets are offered again.
    await user.clear(input('Base URL'));
    await user.type(input('Base URL'), 'https://api.platform.example/');
    expect(input('Client secret').placeholder).toBe('stored — leave empty to keep');
    await user.type(input('JWE key id'), '-2');
    expect(input('JWE secret').placeholder).toBe('');
    expect(input('Client secret').placeholder).toBe('stored — leave empty to keep');
  });

  it('tests the typed account and lists each step in words, passed or failed', async () => {
    const user = userEvent.setup();
    const onTest = vi.fn(() =>
      okResult({
        steps: [
          {
            check: 'auth.login',
            ok: true,
            outcome: 'passed' as const,
            status: 200,
            ms: 30,
            words: 'Signed in to the platform.',
          },
          {
            check: 'webhooks.list',
            ok: false,
            outcome: 'failed' as const,
            status: 500,
            ms: 20,
            words: 'Read the webhooks of the account.',
            problem: 'Loading the webhooks: the platform had a problem (HTTP 500).',
          },
        ],
      }),
    );
    render(<SettingsForm settings={makeSettings()} onSave={vi.fn()} onTest={onTest} />);
    await user.type(input('Client secret'), 'typed-secret');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(onTest).toHaveBeenCalledWith(
      expect.objectContaining({
        baseUrl: 'https://api.platform.example',
        clientSecret: 'typed-secret',
      }),
    );
    expect(await screen.findByText('1 of 2 checks failed. Nothing was saved.')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Passed: Signed in to the platform.',
      'Failed: Read the webhooks of the account. Loading the webhooks: the platform had a problem (HTTP 500).',
    ]);
  });

  it('lists a warning and a skipped step in their own words, counted apart', async () => {
    const user = userEvent.setup();
    const onTest = vi.fn(() =>
      okResult({
        steps: [
          {
            check: 'auth.login',
            ok: true,
            outcome: 'passed' as const,
            status: 200,
            ms: 30,
            words: 'Signed in to the platform.',
          },
          {
            check: 'properties.lookup',
            ok: true,
            outcome: 'warning' as const,
            status: 404,
            ms: 20,
            words: 'Read the symptom property groups.',
            note: 'The properties lookup is not offered by this platform: the pad uses its defaults.',
          },
          {
            check: 'records.list',
            ok: true,
            outcome: 'skipped' as const,
            ms: 0,
            words: 'Listed the test patient’s documents.',
            note: 'No test patient named.',
          },
        ],
      }),
    );
    render(<SettingsForm settings={makeSettings()} onSave={vi.fn()} onTest={onTest} />);
    await user.type(input('Client secret'), 'typed-secret');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText(
        'The account works: of 3 checks, 1 passed, 1 with a warning, 1 skipped. Nothing was saved yet.',
      ),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Passed: Signed in to the platform.',
      'Warning: The properties lookup is not offered by this platform: the pad uses its defaults.',
      'Skipped: No test patient named.',
    ]);
  });

  it('has no "stored" placeholder when no secret is stored', () => {
    render(
      <SettingsForm
        settings={makeSettings({ hasClientSecret: false, hasJweSecret: false })}
        onSave={vi.fn()}
      />,
    );
    expect(input('Client secret').placeholder).toBe('');
  });

  it('shows each problem on its field and saves nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SettingsForm settings={makeSettings()} onSave={onSave} />);
    await user.clear(input('Base URL'));
    await user.type(input('Base URL'), 'http://platform.example');
    await user.clear(input('Client id'));
    await user.type(input('JWE secret'), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(input('Base URL').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(input('Base URL'))).toContain('Use https://');
    expect(errorOf(input('Client id'))).toContain('Enter the client id.');
    expect(errorOf(input('JWE secret'))).toContain('exactly 16 characters');
    expect(input('JWE key id').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(input('Base URL'));
  });

  it('leaves empty secrets out of what it saves', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => okResult(makeSettings()));
    render(<SettingsForm settings={makeSettings()} onSave={onSave} />);
    await user.type(input('JWE secret'), '0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    expect(onSave).toHaveBeenCalledWith({
      baseUrl: 'https://api.platform.example',
      clientId: 'client-42',
      jweKid: 'kid-1',
      jweSecret: '0123456789abcdef',
    });
  });

  it('says prominently that secrets were NOT stored when the keychain fails, keeping the input', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() =>
      Promise.resolve<Result<SettingsView>>({
        ok: false,
        error: { code: 'KEYCHAIN_UNAVAILABLE', message: 'The OS keychain is locked.' },
      }),
    );
    render(<SettingsForm settings={makeSettings()} onSave={onSave} />);
    await user.type(input('Client secret'), 'client-secret-value');
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Secrets were NOT stored.');
    expect(alert.textContent).toContain('The OS keychain is locked.');
    expect(input('Client secret').value).toBe('client-secret-value');
  });

  it('shows other failures with the server’s field errors', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() =>
      Promise.resolve<Result<SettingsView>>({
        ok: false,
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Check the highlighted fields.',
          fields: { clientSecret: 'Enter the client secret.' },
        },
      }),
    );
    render(<SettingsForm settings={makeSettings({ hasClientSecret: false })} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save platform settings' }));
    expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields.');
    expect(screen.getByRole('alert').textContent).not.toContain('NOT stored');
    expect(errorOf(input('Client secret'))).toContain('Enter the client secret.');
  });

  it('turns the secret fields off when there is no keychain', () => {
    render(
      <SettingsForm
        settings={makeSettings({ keychain: { available: false, reason: 'No keyring.' } })}
        onSave={vi.fn()}
      />,
    );
    expect(input('Client secret').disabled).toBe(true);
    expect(input('JWE secret').disabled).toBe(true);
    expect(input('Client id').disabled).toBe(false);
  });
});
