import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiscardChangeDialog } from '../../../../src/renderer/src/sync/DiscardChangeDialog';
import { failResult, okResult } from '../fixtures';

function renderDialog(overrides: Partial<Parameters<typeof DiscardChangeDialog>[0]> = {}) {
  const props = {
    title: 'Discard change',
    question: 'Discard this change?',
    detail: 'Webhook registration for https://a.example/hook rejected: Endpoint refused.',
    confirmLabel: 'Discard',
    failure: 'The change was not discarded.',
    onKeep: vi.fn(),
    onConfirm: vi.fn(() => okResult<unknown>({ id: 1 })),
    ...overrides,
  };
  render(<DiscardChangeDialog {...props} />);
  return props;
}

describe('DiscardChangeDialog', () => {
  it('opens modal, says what discarding means, and focuses Keep', () => {
    renderDialog();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Discard change' });
    expect(dialog.open).toBe(true);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Discard this change? It will not be sent to the platform. This is recorded in the sync log.',
    );
    expect(dialog.textContent).toContain('Endpoint refused.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('keeps the change without discarding', async () => {
    const props = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep' }));
    expect(props.onKeep).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('discards on confirm and shows a failure in the dialog', async () => {
    const props = renderDialog({
      onConfirm: vi.fn(() => failResult('CONFLICT', 'The change is being sent right now.')),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'The change was not discarded. The change is being sent right now.',
    );
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true);
  });
});
