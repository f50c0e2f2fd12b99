import type { OutboxReads } from './outbox-reads';
import type { OutboxState } from './outbox-row';

/** What stops a change from having reached the platform, as the user can act on it. */
export type WaitingKind = 'waiting' | 'refused' | 'cannot-be-sent';

export interface WaitingChanges {
  /** Records with at least one change not settled (a recording's many parts count once). */
  total: number;
  groups: { kind: WaitingKind; items: { noun: string; count: number }[] }[];
}

const KIND_OF: Record<Exclude<OutboxState, 'done' | 'discarded'>, WaitingKind> = {
  pending: 'waiting',
  in_flight: 'waiting',
  rejected: 'refused',
  dead: 'cannot-be-sent',
};

/**
 * Every feature's ordering key is `<record kind>:<id>` (pad:, recording:, document:, ...): the
 * kind names the record in the user's words without opening the (sealed) payload. A kind this
 * table does not know yet is still counted, as "other changes".
 */
const NOUNS: Record<string, readonly [string, string]> = {
  pad: ['prescription', 'prescriptions'],
  recording: ['recording', 'recordings'],
  document: ['document', 'documents'],
  patient: ['change to a patient', 'changes to patients'],
  appointment: ['appointment', 'appointments'],
  webhook: ['webhook change', 'webhook changes'],
};
const OTHER: readonly [string, string] = ['other change', 'other changes'];

/** The open changes by what stops them and by record, without a word of their contents. */
export function waitingChanges(reads: Pick<OutboxReads, 'open'>): WaitingChanges {
  const keys = new Map<WaitingKind, Map<string, Set<string>>>();
  for (const row of reads.open()) {
    if (row.state === 'done' || row.state === 'discarded') continue;
    const kind = KIND_OF[row.state];
    const prefix = row.orderingKey.split(':', 1)[0] ?? '';
    const byNoun = keys.get(kind) ?? new Map<string, Set<string>>();
    keys.set(kind, byNoun);
    const noun = prefix in NOUNS ? prefix : '';
    const set = byNoun.get(noun) ?? new Set<string>();
    byNoun.set(noun, set);
    set.add(row.orderingKey);
  }
  const groups: WaitingChanges['groups'] = [];
  let total = 0;
  for (const kind of ['waiting', 'refused', 'cannot-be-sent'] as const) {
    const byNoun = keys.get(kind);
    if (!byNoun) continue;
    const items = [...byNoun].map(([noun, set]) => {
      total += set.size;
      const [one, many] = NOUNS[noun] ?? OTHER;
      return { noun: set.size === 1 ? one : many, count: set.size };
    });
    groups.push({ kind, items });
  }
  return { total, groups };
}

const KIND_WORDS: Record<WaitingKind, string> = {
  waiting: 'waiting to be sent',
  refused: 'refused by the platform',
  'cannot-be-sent': 'that cannot be sent',
};

/** "2 prescriptions and 1 recording waiting to be sent; 1 document refused by the platform". */
export function describeWaiting(changes: WaitingChanges): string {
  return changes.groups
    .map(({ kind, items }) => {
      const listed = items.map((item) => `${item.count} ${item.noun}`);
      const last = listed.pop() ?? '';
      const joined = listed.length > 0 ? `${listed.join(', ')} and ${last}` : last;
      return `${joined} ${KIND_WORDS[kind]}`;
    })
    .join('; ');
}
