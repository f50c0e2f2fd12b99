import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import type { Sandbox } from '../../src/sandbox/server';
import type { Acknowledged } from './journal';
import { CHAOS_CLIENT_ID, submissionIn, type Submission } from './protocol';

export interface Verdict {
  /** Changes the platform applied (webhook changes, documents, prescription versions). */
  applied: number;
  /** Acknowledged changes the platform never applied. */
  lost: number;
  /** Changes applied more than once, plus changes no submission asked for. */
  duplicates: number;
  /** Outbox rows not done. */
  pending: number;
  integrity: string;
  clientTimeouts: number;
}

/** What the platform applied, counted by the app's own identity of each change. */
function appliedCounts(sandbox: Sandbox, seed: number) {
  const bySubmission = new Map<string, number>();
  const deletes = new Map<string, number>();
  let unknown = 0;
  let applied = 0;
  const count = (text: string): void => {
    applied += 1;
    const submission = submissionIn(text, seed);
    if (!submission) unknown += 1;
    else bySubmission.set(key(submission), (bySubmission.get(key(submission)) ?? 0) + 1);
  };
  for (const change of sandbox.journal(CHAOS_CLIENT_ID)) {
    if (change.kind === 'register') count(change.endpoint);
    else {
      applied += 1;
      deletes.set(change.webhookId, (deletes.get(change.webhookId) ?? 0) + 1);
    }
  }
  // Same bytes twice are two documents, and each PUT is a version: only the key dedupes them.
  for (const document of sandbox.documentsFor(CHAOS_CLIENT_ID))
    count(document.bytes.toString('latin1'));
  for (const version of sandbox.prescriptionJournal(CHAOS_CLIENT_ID)) {
    count(JSON.stringify(version.record));
  }
  return { bySubmission, deletes, unknown, applied };
}

const key = ({ index, attempt }: Submission): string => `${index}.${attempt}`;

/**
 * The oracle. Every acknowledged change (from the runner's journal) must be applied exactly once;
 * a submission the core never acknowledged may have been saved before the kill, so it may be
 * applied once or not at all, never twice. A change carrying no marker of a submission the runner
 * made is counted as a duplicate too: nobody asked for it.
 */
export function verify(options: {
  dataDir: string;
  seed: number;
  sandbox: Sandbox;
  acknowledged: Acknowledged[];
  /** Submissions made per operation index. */
  submissionsMade: (index: number) => number;
}): Verdict {
  const { bySubmission, deletes, unknown, applied } = appliedCounts(options.sandbox, options.seed);
  let lost = 0;
  let duplicates = unknown;
  for (const [submission, times] of bySubmission) {
    const [index, attempt] = submission.split('.').map(Number) as [number, number];
    if (attempt >= options.submissionsMade(index)) duplicates += times;
    else duplicates += Math.max(0, times - 1);
  }
  for (const times of deletes.values()) duplicates += Math.max(0, times - 1);
  for (const change of options.acknowledged) {
    const times =
      change.kind === 'delete'
        ? (deletes.get(change.webhookId ?? '') ?? 0)
        : (bySubmission.get(key(change)) ?? 0);
    if (times === 0) lost += 1;
  }
  return {
    applied,
    lost,
    duplicates,
    ...readDatabase(options.dataDir),
    // Failure texts are sealed at rest, so the sandbox counts what it held past the limit.
    clientTimeouts: options.sandbox.faults.slowHeld(),
  };
}

function readDatabase(dataDir: string): {
  pending: number;
  integrity: string;
} {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const integrity =
      check === 'ok' && foreignKeys.length === 0
        ? 'ok'
        : `failed: ${String(check)}, ${foreignKeys.length} foreign key problems`;
    const pending = (
      db.prepare("SELECT count(*) AS n FROM outbox WHERE state <> 'done'").get() as { n: number }
    ).n;
    return { pending, integrity };
  } finally {
    db.close();
  }
}
