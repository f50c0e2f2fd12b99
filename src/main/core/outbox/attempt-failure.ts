/** Records a failed attempt on its outbox row, as the failure policy judges it. */
import type { Clock } from '../clock';
import type { Logger } from '../log/logger';
import { retryDelay, type BackoffPolicy } from './backoff';
import { judgeFailure } from './failure-policy';
import type { OutboxRepository } from './outbox-repository';
import type { OutboxRow } from './outbox-row';

/**
 * Retries, refuses or sets the row aside; `progress` counts the rows settled for good. `halt`
 * tells the sync loop to claim no more rows this run.
 */
export function settleFailure(
  deps: {
    outbox: OutboxRepository;
    clock: Clock;
    logger: Logger;
    options: { random: () => number; backoff: BackoffPolicy; maxUnreadableAnswers: number };
  },
  row: OutboxRow,
  error: unknown,
  progress: { done: number } | undefined,
): 'go-on' | 'halt' {
  const { outbox, clock, logger, options } = deps;
  const verdict = judgeFailure(error);
  const later = (retryAfterMs?: number): number =>
    clock.now() + retryDelay(row.attempts, options.random, options.backoff, retryAfterMs);
  logger.info(
    { outboxId: row.id, operation: row.operation, attempts: row.attempts, verdict: verdict.kind },
    'outbox attempt failed',
  );
  switch (verdict.kind) {
    case 'retry':
      outbox.markRetry(row.id, later(verdict.retryAfterMs), verdict.error);
      return verdict.unreachable ? 'halt' : 'go-on';
    case 'signed-out':
      outbox.markRetry(row.id, later(), verdict.error);
      return 'halt';
    case 'unreadable': {
      const inARow = outbox.consecutive(row.id, 'unreadable') + 1;
      if (inARow >= options.maxUnreadableAnswers) {
        outbox.markRejected(
          row.id,
          `the platform's answer could not be read ${inARow} times in a row (is a proxy or captive portal in the way?)`,
          'unreadable',
        );
        if (progress) progress.done += 1;
      } else {
        outbox.markRetry(row.id, later(), verdict.error, 'unreadable');
      }
      return 'go-on';
    }
    case 'reject':
      outbox.markRejected(row.id, verdict.reason);
      if (progress) progress.done += 1;
      return 'go-on';
    case 'dead':
      outbox.markDead(row.id, verdict.error);
      if (progress) progress.done += 1;
      return 'go-on';
  }
}
