/**
 * What the renderer sees of the outbox: rows in the user's terms and one sync status. The core
 * owns the rows; these are views of them.
 */

/** Row states as the user sees them; `done` and `discarded` rows are not listed. */
export type SyncItemState = 'waiting' | 'sending' | 'rejected' | 'dead';

export interface SyncItemView {
  id: number;
  /** Operation name, e.g. `webhook.register`. */
  operation: string;
  /** What the change is, in the user's words: "Webhook registration for https://a.example/hook". */
  summary: string;
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
  /** Retry applies to rejected and dead rows; Discard to every row not being sent right now. */
  canRetry: boolean;
  canDiscard: boolean;
  /** The consultation the change belongs to, in the doctor's words: "Asha Rao, 11:20". */
  visit?: { id: string; title: string };
  /**
   * Changes that go together (the steps and audio parts of one recording): shown as one line,
   * discarded together. `label` names the whole: "Recording".
   */
  bundle?: { id: string; label: string };
  /** On a list's one line for a bundle: how many of its changes the line stands for. */
  parts?: number;
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
