import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import { RegisterWebhookForm } from '../../../../src/renderer/src/webhooks/RegisterWebhookForm';

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('RegisterWebhookForm', () => {
  it('shows each problem on its field and sends nothing', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<RegisterWebhookForm onRegister={onRegister} />);
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://insecure.example/hook');
    await user.type(screen.getByLabelText('Signing key (optional)'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));

    expect(onRegister).not.toHaveBeenCalled();
    const events = screen.getByRole('group', { name: 'Events' });
    expect(events.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(events)).toContain('Choose at least one event.');

    const endpoint = screen.getByLabelText('Endpoint URL');
    expect(endpoint.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(endpoint)).toContain('The endpoint must be a full https:// address');

    const key = screen.getByLabelText('Signing key (optional)');
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(key)).toContain('A signing key needs at least 16 characters.');
    // Focus goes to the first field to fix.
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'appointment.created' }),
    );
  });

  it('sends a valid registration in the contract’s shape, without an empty signing key', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn(() =>
      Promise.resolve<Result<unknown>>({ ok: true, value: { id: 'x' } }),
    );
    render(<RegisterWebhookForm onRegister={onRegister} />);
    await user.click(screen.getByRole('checkbox', { name: 'receipt.created' }));
    await user.click(screen.getByRole('checkbox', { name: 'appointment.updated' }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example/in');
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));

    expect(onRegister).toHaveBeenCalledWith({
      event_names: ['appointment.updated', 'receipt.created'],
      endpoint: 'https://hooks.example/in',
      protocol: 'https',
    });
    // Success starts a fresh form.
    expect(screen.getByLabelText<HTMLInputElement>('Endpoint URL').value).toBe('');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'receipt.created' }).checked,
    ).toBe(false);
    expect(screen.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what was typed and shows the server’s message and field errors on failure', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn(() =>
      Promise.resolve<Result<unknown>>({
        ok: false,
        error: {
          code: 'REJECTED',
          message: 'The platform refused the webhook.',
          fields: { endpoint: 'This endpoint is already registered.' },
        },
      }),
    );
    render(<RegisterWebhookForm onRegister={onRegister} />);
    await user.click(screen.getByRole('checkbox', { name: 'prescription.created' }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example/in');
    await user.type(screen.getByLabelText('Signing key (optional)'), 'a-long-enough-signing-key');
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));

    expect(onRegister).toHaveBeenCalledWith({
      event_names: ['prescription.created'],
      endpoint: 'https://hooks.example/in',
      signing_key: 'a-long-enough-signing-key',
      protocol: 'https',
    });
    expect(screen.getByRole('alert').textContent).toContain('The platform refused the webhook.');
    const endpoint = screen.getByLabelText<HTMLInputElement>('Endpoint URL');
    expect(endpoint.value).toBe('https://hooks.example/in');
    expect(endpoint.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(endpoint)).toContain('This endpoint is already registered.');
    expect(screen.getByLabelText<HTMLInputElement>('Signing key (optional)').value).toBe(
      'a-long-enough-signing-key',
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'prescription.created' }).checked,
    ).toBe(true);
  });

  it('starts a fresh form when the registration was saved to be sent later', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn(() =>
      Promise.resolve<Result<unknown>>({
        ok: true,
        value: { state: 'queued', outboxId: 3, reason: 'The platform cannot be reached.' },
      }),
    );
    render(<RegisterWebhookForm onRegister={onRegister} />);
    await user.click(screen.getByRole('checkbox', { name: 'receipt.created' }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example/in');
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText<HTMLInputElement>('Endpoint URL').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers every protocol the platform lists', () => {
    render(<RegisterWebhookForm onRegister={vi.fn()} />);
    const protocol = screen.getByLabelText<HTMLSelectElement>('Protocol');
    expect(Array.from(protocol.options).map((option) => option.value)).toEqual([
      'https',
      'http',
      'SQS endpoint',
      'Lambda function',
    ]);
  });
});
