import { AckJournal } from './journal';
import { chaosOpKind, deleteTarget, type Submission } from './protocol';

type OpState =
  | { state: 'todo'; notBefore: number }
  | { state: 'sent'; attempt: number }
  | { state: 'acked'; attempt: number }
  /** A delete whose registration vanished from the app's database: nothing left to delete. */
  | { state: 'missing' };

/**
 * The runner's side of the run: which operation to submit next, with which attempt number, and
 * the journal of acknowledged changes. An operation is submitted until the core acknowledges it
 * once, then never again, whatever the app's database later says.
 */
export class Ledger {
  private readonly ops: OpState[];
  /** Submissions made per operation (the next attempt number). */
  private readonly attempts: number[];
  private readonly journal: AckJournal;
  private settledCount = 0;

  constructor(
    readonly size: number,
    journalFile: string,
  ) {
    this.ops = Array.from({ length: size }, () => ({ state: 'todo', notBefore: 0 }));
    this.attempts = Array.from({ length: size }, () => 0);
    this.journal = new AckJournal(journalFile);
  }

  get journalFile(): string {
    return this.journal.file;
  }

  /** Every operation acknowledged (or, for a delete, left with nothing to delete). */
  get settled(): boolean {
    return this.settledCount === this.size;
  }

  submissionsMade(index: number): number {
    return this.attempts[index]!;
  }

  /** The next operation that can be submitted now, marked as sent; a delete waits for its registration's ack. */
  next(now: number): (Submission & { target?: Submission }) | undefined {
    for (let index = 0; index < this.size; index += 1) {
      const op = this.ops[index]!;
      if (op.state !== 'todo' || op.notBefore > now) continue;
      let target: Submission | undefined;
      if (chaosOpKind(index) === 'delete') {
        const of = this.ops[deleteTarget(index)]!;
        if (of.state !== 'acked') continue;
        target = { index: deleteTarget(index), attempt: of.attempt };
      }
      const attempt = this.attempts[index]!;
      this.attempts[index] = attempt + 1;
      this.ops[index] = { state: 'sent', attempt };
      return { index, attempt, ...(target ? { target } : {}) };
    }
    return undefined;
  }

  acknowledged(submission: Submission, webhookId?: string): void {
    const op = this.ops[submission.index];
    if (op?.state !== 'sent' || op.attempt !== submission.attempt) {
      throw new Error(`ack for a submission not outstanding: ${JSON.stringify(submission)}`);
    }
    // Written down (and on disk) before anything else relies on it.
    this.journal.append({
      ...submission,
      kind: chaosOpKind(submission.index),
      ...(webhookId ? { webhookId } : {}),
    });
    this.ops[submission.index] = { state: 'acked', attempt: submission.attempt };
    this.settledCount += 1;
  }

  /** Nothing was saved (a delete whose registration has no id yet): submit it again later. */
  later(submission: Submission, notBefore: number): void {
    this.attempts[submission.index] = submission.attempt;
    this.ops[submission.index] = { state: 'todo', notBefore };
  }

  missing(submission: Submission): void {
    this.ops[submission.index] = { state: 'missing' };
    this.settledCount += 1;
  }

  /** The worker died: its unanswered submissions may or may not be saved; each goes again under a new attempt. */
  abandonOutstanding(): void {
    for (let index = 0; index < this.size; index += 1) {
      if (this.ops[index]!.state === 'sent') this.ops[index] = { state: 'todo', notBefore: 0 };
    }
  }

  close(): void {
    this.journal.close();
  }
}
