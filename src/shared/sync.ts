import type { AudioParts } from './audio-parts';

/**
 * What the renderer sees of the outbox: rows in the user's terms and one sync status. The core
 * owns the rows; these are views of them.
 */

/** Row states as the user sees them; `done` and `discarded` rows are not listed. */
export type SyncItemState = 'waiting' | 'sending' | 'rejected' | 'dead';

/**
 * Whose change it is, what it is and when, in the clinic's words: a change is never named by an
 * id alone. Built for the screen only: the patient's name never goes into a log or an error.
 */
export interface SyncItemAbout {
  /**
   * `named`: the patient as the doctor sees them. `unknown`: the change is about a patient this
   * computer cannot name (the record cannot be read, or its visit is gone). `none`: the change is
   * about no patient (a webhook, the clinic's own settings).
   */
  patient: { kind: 'named'; name: string } | { kind: 'unknown' } | { kind: 'none' };
  /** What: "Prescription", "Recording of the visit", "Document: lab report (cbc.pdf)". */
  what: string;
  /** ISO time: the visit's start for a change of a visit, else when the change was saved. */
  when: string;
  whenIs: 'visit' | 'saved';
}

export interface SyncItemView {
  id: number;
  /** Operation name, e.g. `webhook.register`. */
  operation: string;
  /** What the change is, in the user's words: "Webhook registration for https://a.example/hook". */
  summary: string;
  /** Whose, what and when: the words the Sync screen names the change by. */
  about: SyncItemAbout;
  /**
   * Where the change stands, one sentence without the summary: "Waiting to be sent", "Refused by
   * the platform: <reason>", "2 of 3 audio parts sent, the rest waiting to be sent".
   */
  detail: string;
  state: SyncItemState;
  attempts: number;
  /** ISO time the change was saved locally. */
  createdAt: string;
  /** ISO time of the next attempt, when waiting for a retry. */
  nextAttemptAt?: string;
  /** The last failure in words (the platform's reason when it refused). */
  lastError?: string;
  /** The whole line for a list: "Webhook registration for https://... rejected: <reason>". */
  message: string;
  /**
   * Retry applies to a change that a new attempt could send: one waiting (it goes now, its
   * backoff cleared) unless it waits behind a refused change of its record or for another
   * account, and one refused. Not to one being sent, nor to one set aside because its saved data
   * cannot be read (no attempt can succeed). Discard to every change not being sent right now.
   */
  canRetry: boolean;
  canDiscard: boolean;
  /** The consultation the change belongs to; the screen names it from `about`. */
  visit?: { id: string };
  /**
   * Changes that go together (the steps and audio parts of one recording): shown as one line,
   * discarded together. `label` names the whole: "Recording".
   */
  bundle?: {
    id: string;
    label: string;
    /** A recording's audio parts, saved and sent, as the consultation counts them. */
    audioParts?: AudioParts;
  };
  /**
   * On a list's one line for a bundle: how many outbox changes (steps) the line stands for, so
   * the group's count of changes adds up. Not the recording's audio parts: `detail` says those.
   */
  changes?: number;
}

/**
 * Which open changes a page of `sync:list` holds: the Sync screen's two groups (a recording's
 * steps there as one line), or `all`: every open change, one item each.
 */
export type SyncListGroup = 'attention' | 'waiting' | 'all';

/** The most items one page of `sync:list` may hold, and how many it holds when not told. */
export const SYNC_PAGE_MAX = 500;
export const SYNC_PAGE_DEFAULT = 100;

/** One page of `sync:list`, oldest first, keyset by id. */
export interface SyncItemPage {
  group: SyncListGroup;
  items: SyncItemView[];
  /** How many changes the group holds now (each step of a recording counted), from kept totals. */
  total: number;
  /** Give it as `after` for the next page; absent on the last page. */
  nextCursor?: number;
}

export interface SyncProgress {
  /** Rows settled (sent, refused) since this sync run started. */
  done: number;
  /** Rows the run has seen so far: settled plus still waiting. */
  total: number;
}

export interface SyncStatus {
  /** `syncing` while a run is sending; `paused` while offline or signed out; else `idle`. */
  state: 'idle' | 'syncing' | 'paused';
  /** Rows not yet sent (waiting or being sent). */
  waiting: number;
  rejected: number;
  dead: number;
  /** ISO creation time of the oldest waiting row. */
  oldestWaitingSince?: string;
  progress?: SyncProgress;
  /** ISO time the last run finished. */
  lastRunAt?: string;
  /** ISO time of the next scheduled attempt, when rows wait for a retry. */
  nextAttemptAt?: string;
}

/** What a change-making call returns: sent now, or saved and waiting for the connection. */
export type ChangeOutcome<T> =
  { state: 'sent'; value: T } | { state: 'queued'; outboxId: number; reason: string };
