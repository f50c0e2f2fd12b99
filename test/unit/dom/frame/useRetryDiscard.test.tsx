import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import { useRetryDiscard } from '../../../../src/renderer/src/frame/useRetryDiscard';

// The views' tests cover the words, the dialog and where focus goes; these cover what they do not
// see: the row marked while its retry is on its way, and an old error taken away by a new action.

interface Row {
  id: string;
  outboxId: number;
  name: string;
}

const ROW: Row = { id: 'doc-1', outboxId: 7, name: 'scan.pdf' };
const DONE: Result<unknown> = { ok: true, value: null };

function setup(onRetry: (outboxId: number) => Promise<Result<unknown>>) {
  const options = {
    outboxId: (row: Row) => row.outboxId,
    retried: (row: Row) => `Will try again: ${row.name}`,
    retryFailed: 'The row was not retried.',
    discarded: (row: Row) => `Discarded: ${row.name}`,
    onRetry: vi.fn(onRetry),
    onDiscard: vi.fn(() => Promise.resolve(DONE)),
    announce: vi.fn(),
    setError: vi.fn(),
  };
  const { result } = renderHook(() => useRetryDiscard(options));
  return { options, result };
}

describe('useRetryDiscard', () => {
  it('marks the row as retrying until the answer comes, after taking away an old error', async () => {
    let answer: (result: Result<unknown>) => void = () => undefined;
    const { options, result } = setup(
      () => new Promise<Result<unknown>>((resolve) => (answer = resolve)),
    );
    let retried: Promise<void> = Promise.resolve();
    act(() => {
      retried = result.current.retry(ROW);
    });
    expect(options.onRetry).toHaveBeenCalledWith(7);
    expect(options.setError).toHaveBeenCalledWith(null);
    expect(result.current.retrying).toBe(ROW);

    await act(async () => {
      answer(DONE);
      await retried;
    });
    expect(result.current.retrying).toBeNull();
    expect(options.announce).toHaveBeenCalledWith('Will try again: scan.pdf');
  });

  it('takes an old error away when Discard is asked, and keeps the dialog until it succeeds', async () => {
    const { options, result } = setup(() => Promise.resolve(DONE));
    const opener = document.createElement('button');
    act(() => result.current.askDiscard(ROW, opener));
    expect(options.setError).toHaveBeenCalledWith(null);
    expect(result.current.pendingDiscard).toBe(ROW);

    options.onDiscard.mockResolvedValueOnce({
      ok: false,
      error: { code: 'CONFLICT', message: 'It is being sent right now.' },
    });
    await act(async () => {
      await result.current.confirmDiscard(ROW);
    });
    expect(options.onDiscard).toHaveBeenCalledWith(7);
    expect(result.current.pendingDiscard).toBe(ROW);
    expect(options.announce).not.toHaveBeenCalled();

    await act(async () => {
      await result.current.confirmDiscard(ROW);
    });
    expect(result.current.pendingDiscard).toBeNull();
    expect(options.announce).toHaveBeenCalledWith('Discarded: scan.pdf');
  });
});
