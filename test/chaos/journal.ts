import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { ChaosOpKind, Submission } from './protocol';

/** A change the core acknowledged as saved: from then on it must reach the platform exactly once. */
export interface Acknowledged extends Submission {
  kind: ChaosOpKind;
  /** For a delete: the platform id of the webhook it deletes. */
  webhookId?: string;
}

/**
 * The runner's own record of acknowledged changes, one JSON line each, appended and fsynced before
 * the runner acts on the acknowledgement. It lives outside the app's database on purpose: whatever
 * the app loses or forgets, this file still says what it promised to send.
 */
export class AckJournal {
  private readonly fd: number;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'a');
  }

  append(entry: Acknowledged): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Reads the file back: the oracle trusts what was written down, not the runner's memory. */
  static read(file: string): Acknowledged[] {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as Acknowledged);
  }
}
