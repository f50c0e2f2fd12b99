import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import { DeleteWebhookDialog } from '../../../../src/renderer/src/webhooks/DeleteWebhookDialog';
import { makeWebhook } from '../fixtures';

describe('DeleteWebhookDialog', () => {
  it('opens modal, names the endpoint, and focuses Cancel', () => {
    render(<DeleteWebhookDialog webhook={makeWebhook()} onCancel={vi.fn()} onConfirm={vi.fn()} />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Delete webhook' });
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain(
      'Delete the webhook for https://hooks.clinic.example/emr? The platform stops sending events to it.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('cancels without deleting', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <DeleteWebhookDialog webhook={makeWebhook()} onCancel={onCancel} onConfirm={onConfirm} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes by id on confirm and shows a failure in the dialog', async () => {
    const onConfirm = vi.fn(() =>
      Promise.resolve<Result<unknown>>({
        ok: false,
        error: { code: 'OFFLINE', message: 'The platform cannot be reached.' },
      }),
    );
    render(
      <DeleteWebhookDialog webhook={makeWebhook()} onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith('wh-1');
    expect(screen.getByRole('alert').textContent).toContain('The platform cannot be reached.');
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true);
  });
});
