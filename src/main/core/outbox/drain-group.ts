/**
 * The drain's open group: changes the platform accepted, held in memory until one transaction
 * records them done (with the next claims) at `synchronous=FULL`. Nobody hears of them before.
 */

export interface OpenGroup<T> {
  readonly size: number;
  add(entry: T): void;
  /**
   * The group should commit now: it is full (`max` changes), its oldest change has waited
   * `waitMs`, or `idle` (a send slot is free and nothing is queued for it).
   */
  due(idle: boolean): boolean;
  /** The changes now in the group, in the order they were accepted (they stay until `committed`). */
  entries(): readonly T[];
  /** The first `count` entries are on disk: they leave the group, and its wait starts afresh. */
  committed(count: number): void;
  /** Resolves when the group's wait is over (or it was committed); undefined while empty. */
  waiting(): Promise<void> | undefined;
  /** Stops the timer (end of the run). */
  close(): void;
}

interface GroupTimer {
  promise: Promise<void>;
  cancel: () => void;
  fired: boolean;
}

export function openGroup<T>(max: number, waitMs: number): OpenGroup<T> {
  const held: T[] = [];
  let timer: GroupTimer | undefined;

  function clearTimer(): void {
    timer?.cancel();
    timer = undefined;
  }

  return {
    get size() {
      return held.length;
    },
    add(entry) {
      held.push(entry);
      timer ??= startTimer(waitMs);
    },
    due(idle) {
      return held.length > 0 && (held.length >= max || idle || timer?.fired === true);
    },
    entries: () => held.slice(),
    committed(count) {
      held.splice(0, count);
      clearTimer();
    },
    waiting: () => timer?.promise,
    close: clearTimer,
  };
}

/** Bounds how long an accepted change waits for its group (the user may be waiting on it). */
function startTimer(ms: number): GroupTimer {
  let wake!: () => void;
  const state: GroupTimer = {
    fired: false,
    promise: new Promise<void>((resolve) => (wake = resolve)),
    cancel: () => {
      clearTimeout(handle);
      wake();
    },
  };
  const handle = setTimeout(() => {
    state.fired = true;
    wake();
  }, ms);
  handle.unref();
  return state;
}
