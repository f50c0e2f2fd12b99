import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import type { Sandbox } from '../../src/sandbox/server';
import type { Acknowledged } from './journal';
import { CHAOS_CLIENT_ID, submissionIn, type Submission } from './protocol';

export interface Verdict {
  /**
   * Changes the platform applied (webhook changes, documents, prescription versions, prescription
   * PDFs on patients' records).
   */
  applied: number;
  /** Acknowledged changes the platform never applied. */
  lost: number;
  /** Changes applied more than once, plus changes no submission asked for. */
  duplicates: number;
  /**
   * Documents on the patients' records that are not a whole prescription PDF: presigned but the
   * PDF never arrived (or arrived as something else), or deleted.
   */
  incomplete: number;
  /** What each incomplete document looked like (no content): for the failure message. */
  incompleteDocuments: string[];
  /** Outbox rows not done. */
  pending: number;
  integrity: string;
  clientTimeouts: number;
}

/**
 * What a change reached: the platform's own store of it (`change`: a webhook registration, a
 * document, a structured prescription version), or the patient's record (`record`: a finalized
 * pad's PDF, a change of its own beside the pad's structured copy).
 */
type Channel = 'change' | 'record';

/** What the platform applied, counted by the app's own identity of each change. */
function appliedCounts(sandbox: Sandbox, seed: number, dataDir: string) {
  const bySubmission = new Map<string, number>();
  const deletes = new Map<string, number>();
  let unknown = 0;
  let applied = 0;
  const count = (text: string, channel: Channel = 'change'): void => {
    applied += 1;
    const submission = submissionIn(text, seed);
    if (!submission) unknown += 1;
    else {
      const at = key(submission, channel);
      bySubmission.set(at, (bySubmission.get(at) ?? 0) + 1);
    }
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
  // A finalized pad's PDF on the patient's record: told apart by the marker the pad's examination
  // finding prints. The same document id is sent on every presign, so only a new document (a new
  // id) could carry a pad twice. A document whose PDF never arrived whole is counted apart.
  let incomplete = 0;
  const incompleteDocuments: string[] = [];
  for (const document of sandbox.recordsFor(CHAOS_CLIENT_ID)) {
    const pdf = document.files.length === 1 ? document.files[0]!.bytes : undefined;
    if (
      document.dt !== 'ps' ||
      document.deleted ||
      document.uploadCount < 1 ||
      pdf?.subarray(0, 5).toString('latin1') !== '%PDF-'
    ) {
      incomplete += 1;
      incompleteDocuments.push(
        JSON.stringify({
          dt: document.dt,
          deleted: document.deleted,
          presigns: document.presignCount,
          uploads: document.uploadCount,
          stray: document.strayUploads,
          files: document.files.map((f) => ({ size: f.fileSize, arrived: f.bytes?.length })),
          replacement: document.replacement?.files.length,
        }),
      );
      continue;
    }
    count(pdfText(pdf, dataDir), 'record');
  }
  return { bySubmission, deletes, unknown, applied, incomplete, incompleteDocuments };
}

/** The words of a PDF as poppler reads them (the printout's text is compressed in the file). */
function pdfText(pdf: Buffer, dataDir: string): string {
  const file = path.join(dataDir, 'verify-record.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const key = ({ index, attempt }: Submission, channel: Channel): string =>
  `${channel}:${index}.${attempt}`;

/** Where an acknowledged submission must have landed: a prescription on both channels. */
const channelsOf = (change: Acknowledged): Channel[] =>
  change.kind === 'prescription' ? ['change', 'record'] : ['change'];

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
  const { bySubmission, deletes, unknown, applied, incomplete, incompleteDocuments } =
    appliedCounts(options.sandbox, options.seed, options.dataDir);
  let lost = 0;
  let duplicates = unknown;
  for (const [submission, times] of bySubmission) {
    const [index, attempt] = submission
      .slice(submission.indexOf(':') + 1)
      .split('.')
      .map(Number) as [number, number];
    if (attempt >= options.submissionsMade(index)) duplicates += times;
    else duplicates += Math.max(0, times - 1);
  }
  for (const times of deletes.values()) duplicates += Math.max(0, times - 1);
  for (const change of options.acknowledged) {
    if (change.kind === 'delete') {
      if ((deletes.get(change.webhookId ?? '') ?? 0) === 0) lost += 1;
      continue;
    }
    for (const channel of channelsOf(change)) {
      if ((bySubmission.get(key(change, channel)) ?? 0) === 0) lost += 1;
    }
  }
  return {
    applied,
    lost,
    duplicates,
    incomplete,
    incompleteDocuments,
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
