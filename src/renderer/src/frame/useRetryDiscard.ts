import { useState } from 'react';
import type { Result } from '../../../shared/result';
import { useConfirmDialog } from './useConfirmDialog';

export interface RetryDiscardOptions<T> {
  /** The outbox id that Retry and Discard act on. */
  outboxId: (item: T) => number;
  /** Announced once a retry is accepted: "Will try again: report.pdf". */
  retried: (item: T) => string;
  /** Leads the message shown when a retry fails: "The upload was not retried.". */
  retryFailed: string;
  /** Announced once the item is discarded: "Upload discarded: report.pdf". */
  discarded: (item: T) => string;
  onRetry: (outboxId: number) => Promise<Result<unknown>>;
  onDiscard: (outboxId: number) => Promise<Result<unknown>>;
  /** Says something through the screen's live announcer. */
  announce: (text: string) => void;
  /** Shows the message in the screen's error alert, or with null takes it away. */
  setError: (message: string | null) => void;
}

/**
 * Retry and Discard for the rows of an outbox list. Retry goes at once and is announced; Discard
 * asks first (see DiscardChangeDialog), and focus comes back to the Discard button on Keep, or to
 * the list (put `listRef` on its wrapper) once the row is gone. A failed discard keeps the dialog
 * open; the dialog shows why.
 */
export function useRetryDiscard<T>(options: RetryDiscardOptions<T>) {
  const dialog = useConfirmDialog<T>();
  const [retrying, setRetrying] = useState<T | null>(null);

  /** Retries `item`; `retrying` is it while the answer is on its way. */
  const retry = async (item: T) => {
    setRetrying(item);
    options.setError(null);
    const result = await options.onRetry(options.outboxId(item));
    setRetrying(null);
    if (result.ok) options.announce(options.retried(item));
    else options.setError(`${options.retryFailed} ${result.error.message}`);
  };

  const askDiscard = (item: T, opener: HTMLButtonElement) => {
    options.setError(null);
    dialog.open(item, opener);
  };

  const confirmDiscard = async (item: T) => {
    const result = await options.onDiscard(options.outboxId(item));
    if (result.ok) {
      dialog.closeChanged();
      options.announce(options.discarded(item));
    }
    return result;
  };

  return {
    /** The item whose retry is on its way, if any. */
    retrying,
    retry,
    /** The item the discard dialog asks about, if it is open. */
    pendingDiscard: dialog.subject,
    askDiscard,
    keep: dialog.closeUnchanged,
    confirmDiscard,
    listRef: dialog.listRef,
  };
}
