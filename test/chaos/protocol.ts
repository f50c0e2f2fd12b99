/** What the chaos runner and its worker agree on: the run's operations and their markers. */
export { mulberry32 as seededRandom } from '../../src/sandbox/faults';

/** The run's sandbox client (its secrets are random, handed to each life in `--backend`). */
export const CHAOS_CLIENT_ID = 'chaos-client';

/**
 * Operation `i` of a run, in a cycle of five: register a webhook, upload a document, finalize a
 * prescription pad, register another webhook, delete that last registration (so one record's rows
 * must go in order). Documents and prescription versions are what the platform does not dedupe by
 * content: only the idempotency key stops the same upload or PUT from being applied twice.
 */
export type ChaosOpKind = 'register' | 'document' | 'prescription' | 'delete';

export function chaosOpKind(index: number): ChaosOpKind {
  const kinds: ChaosOpKind[] = ['register', 'document', 'prescription', 'register', 'delete'];
  return kinds[index % 5]!;
}

/** For a delete: the operation whose registration it undoes. */
export function deleteTarget(index: number): number {
  return index - 1;
}

/**
 * One submission of an operation to the core. An operation is submitted again (with the next
 * attempt number) only when the core never acknowledged the last one, so every submission is a
 * change of its own, told apart by its marker.
 */
export interface Submission {
  index: number;
  attempt: number;
}

export function markerOf(seed: number, { index, attempt }: Submission): string {
  return `chaos-${seed}-${index}-${attempt}`;
}

const MARKER = /chaos-(-?\d+)-(\d+)-(\d+)/;

/** The submission a marker found in what the platform stored names, if it is one of this run's. */
export function submissionIn(text: string, seed: number): Submission | undefined {
  const match = MARKER.exec(text);
  if (!match || Number(match[1]) !== seed) return undefined;
  return { index: Number(match[2]), attempt: Number(match[3]) };
}

export function endpointFor(seed: number, submission: Submission): string {
  return `https://chaos.example/${markerOf(seed, submission)}`;
}

/** What the runner sends the worker, one JSON object a line. */
export type Command =
  { kind: 'submit'; index: number; attempt: number; target?: Submission } | { kind: 'finish' };

/**
 * What the worker answers, one a line: `ready`; `ack <index> <attempt> [<webhook id>]` once the
 * core said the change is saved; `wait <index> <attempt>` (a delete whose registration has no
 * platform id yet: nothing was saved); `missing <index> <attempt>` (a delete whose registration is
 * not in the database at all); `open <pending> <in_flight> <rejected> <dead>` when the outbox
 * changes; `complete` after `finish`.
 */
export type Reply =
  | { kind: 'ready' | 'complete' }
  | { kind: 'ack'; index: number; attempt: number; webhookId?: string }
  | { kind: 'wait' | 'missing'; index: number; attempt: number }
  | { kind: 'open'; pending: number; inFlight: number; rejected: number; dead: number };

export function parseReply(line: string): Reply | undefined {
  const [word = '', ...rest] = line.trim().split(' ');
  const numbers = rest.map(Number);
  switch (word) {
    case 'ready':
    case 'complete':
      return { kind: word };
    case 'ack':
      return {
        kind: 'ack',
        index: numbers[0]!,
        attempt: numbers[1]!,
        ...(rest[2] ? { webhookId: rest[2] } : {}),
      };
    case 'wait':
    case 'missing':
      return { kind: word, index: numbers[0]!, attempt: numbers[1]! };
    case 'open':
      return {
        kind: 'open',
        pending: numbers[0]!,
        inFlight: numbers[1]!,
        rejected: numbers[2]!,
        dead: numbers[3]!,
      };
    default:
      return undefined;
  }
}
