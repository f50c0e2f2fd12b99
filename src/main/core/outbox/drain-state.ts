/**
 * Where one run of the sync loop's drain stands, and the only ways it moves. `drainOnce`
 * (sync-loop-drain.ts) holds one of these instead of separate flags; each event of the run is a
 * function from the state before to the state after.
 *
 *   claiming ──claim found fewer rows than asked──▶ exhausted ──an attempt ended──▶ claiming
 *   claiming / exhausted ──a send must stop (halt, stop(), failed bookkeeping)──▶ halted
 *   any ──a group commit failed──▶ commit-failed            (halted and commit-failed are final)
 */
export type DrainState =
  /** Rows are claimed as slots free up, and sent. */
  | 'claiming'
  /**
   * The last claim found fewer rows than it asked for and nothing settled since: claiming again
   * would find nothing more, until an attempt ends or a group settles (a key's next row, a
   * dependent row may then be ready).
   */
  | 'exhausted'
  /** Nothing more is claimed or sent; requests still open finish and accepted groups commit. */
  | 'halted'
  /**
   * A group's commit failed (the database is busy or failing): nothing more is claimed, sent or
   * committed; the group is tried once more at the end of the run, else the next run re-sends it
   * under the same idempotency keys.
   */
  | 'commit-failed';

/** Claims and sends go on: the run is neither halted nor past a failed commit. */
export function isClaiming(state: DrainState): boolean {
  return state === 'claiming' || state === 'exhausted';
}

/** A claim (alone or with a group's settle) returned `claimed` of the `limit` rows it asked for. */
export function afterClaim(state: DrainState, claimed: number, limit: number): DrainState {
  if (!isClaiming(state)) return state;
  return claimed < limit ? 'exhausted' : 'claiming';
}

/**
 * An attempt ended without being accepted (its outcome already on disk): a failure that must stop
 * the run halts it; otherwise its key's next row may now be ready.
 */
export function afterAttempt(state: DrainState, halt: boolean): DrainState {
  if (halt) return state === 'commit-failed' ? state : 'halted';
  return state === 'exhausted' ? 'claiming' : state;
}

/** `stop()` was called: finish what is open, start nothing. */
export function afterStop(state: DrainState): DrainState {
  return state === 'commit-failed' ? state : 'halted';
}

/** A group's bookkeeping transaction failed. */
export function afterCommitFailure(): DrainState {
  return 'commit-failed';
}
