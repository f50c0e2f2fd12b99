// Keeps a source file's original text in memory while `npm run mutate` edits it, and writes it
// back however the run ends: after each mutant, in `finally`, on Ctrl+C (SIGINT), SIGTERM or
// SIGHUP, and on the process's `exit` (an uncaught error). Only SIGKILL can leave a mutant in
// place; `git status` then shows it.
import { writeFileSync } from 'node:fs';

/** The part of `process` the guard uses, so a test can raise a signal without sending one. */
export interface ProcessLike {
  on(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
}

const SIGNALS = [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const;

export interface HeldFile {
  /** Writes a mutated text over the file. */
  write(text: string): void;
  /** Writes the original text back. */
  restore(): void;
  /** Writes the original back and stops watching for signals. */
  release(): void;
}

/**
 * Holds `original` for `file` until released. On a signal the original is written back, then
 * `onSignal` runs (the caller stops its child process) and `exit` ends the run with 128 + the
 * signal's number.
 */
export function holdOriginal(
  file: string,
  original: string,
  options: {
    process?: ProcessLike;
    exit?: (code: number) => void;
    onSignal?: () => void;
  } = {},
): HeldFile {
  const proc = options.process ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let mutated = false;
  const restore = (): void => {
    if (!mutated) return;
    writeFileSync(file, original);
    mutated = false;
  };
  const handlers = SIGNALS.map(([signal, code]) => {
    const handler = (): void => {
      restore();
      options.onSignal?.();
      exit(code);
    };
    return [signal, handler] as const;
  });
  for (const [signal, handler] of handlers) proc.on(signal, handler);
  proc.on('exit', restore);
  return {
    write(text) {
      mutated = true;
      writeFileSync(file, text);
    },
    restore,
    release() {
      restore();
      for (const [signal, handler] of handlers) proc.off(signal, handler);
      proc.off('exit', restore);
    },
  };
}
