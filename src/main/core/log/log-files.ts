import {
  closeSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { mkdirPrivateSync, openPrivateSync } from '../storage/private-files';
import type { LogDestination } from './logger';

/** The app's log folder, inside its data folder (Help → Open the log folder). */
export const LOG_FOLDER = 'logs';
export const LOG_FILE = 'main.log';
const ROTATED = /^main-(\d{8}T\d{6}Z)(?:-\d+)?\.log$/;

export interface LogRetention {
  /** The live file is rotated once it is larger than this (default 5 MiB). */
  maxBytes: number;
  /** Rotated files kept at most (default 5). */
  keep: number;
  /** Rotated files older than this are deleted (default 14 days). */
  maxAgeMs: number;
}

export const DEFAULT_LOG_RETENTION: LogRetention = {
  maxBytes: 5 * 1024 * 1024,
  keep: 5,
  maxAgeMs: 14 * 24 * 60 * 60 * 1000,
};

export interface LogFiles {
  /** The stream the logger writes to (always `main.log`). */
  destination: LogDestination & { flushSync(): void; end(): void };
  /** Rotates `main.log` when it is too large, then deletes rotated files past the retention. */
  rotateIfDue(): void;
  /** The last `count` lines written, newest last, from the live file and the latest rotated one. */
  recentLines(count: number): string[];
  close(): void;
}

const stamp = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The app's log, in its own folder, rotated by size and pruned by count and age, so a clinic
 * machine's disk never fills with it. Checked at start and then every hour while the app runs.
 */
export function openLogFiles(
  dir: string,
  options: Partial<LogRetention> & { now?: () => number; checkEveryMs?: number } = {},
): LogFiles {
  const retention = { ...DEFAULT_LOG_RETENTION, ...options };
  const now = options.now ?? Date.now;
  const live = path.join(dir, LOG_FILE);
  const rotatedFiles = (): string[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => ROTATED.test(name))
          .sort()
      : [];

  function rotateFile(): boolean {
    if (!existsSync(live) || statSync(live).size <= retention.maxBytes) return false;
    let target = path.join(dir, `main-${stamp(now())}.log`);
    for (let n = 1; existsSync(target); n += 1) {
      target = path.join(dir, `main-${stamp(now())}-${n}.log`);
    }
    renameSync(live, target);
    return true;
  }

  function prune(): void {
    const files = rotatedFiles();
    const excess = files.length - retention.keep;
    files.forEach((name, index) => {
      const file = path.join(dir, name);
      if (index < excess || now() - statSync(file).mtimeMs > retention.maxAgeMs) {
        rmSync(file, { force: true });
      }
    });
  }

  // Before the stream opens the file: a start after a long run begins with a fresh file. Lines are
  // written synchronously: the app logs little, and the line before a crash must reach the disk.
  rotateFile();
  prune();
  const destination = openLogFile(live);
  const timer = setInterval(() => rotateIfDue(), options.checkEveryMs ?? 60 * 60 * 1000);
  timer.unref();

  function rotateIfDue(): void {
    destination.flushSync();
    if (rotateFile()) destination.reopen();
    prune();
  }

  return {
    destination,
    rotateIfDue,
    recentLines(count) {
      destination.flushSync();
      const latest = rotatedFiles().at(-1);
      const sources = [...(latest ? [path.join(dir, latest)] : []), live];
      const lines = sources
        .filter((file) => existsSync(file))
        .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
        .filter((line) => line.trim() !== '');
      return lines.slice(-count);
    },
    close() {
      clearInterval(timer);
      destination.flushSync();
      destination.end();
    },
  };
}

/**
 * `main.log` opened for appending; each line is written at once (no buffer: nothing to flush).
 * `reopen` after a rotation starts a new file under the same name.
 */
function openLogFile(file: string): LogDestination & {
  flushSync(): void;
  reopen(): void;
  end(): void;
} {
  // The folder 0700 and the file 0600: the log is the user's alone.
  mkdirPrivateSync(path.dirname(file));
  let fd: number | undefined = openPrivateSync(file, 'a');
  return {
    write(line: string) {
      if (fd !== undefined) writeSync(fd, line);
    },
    flushSync() {},
    reopen() {
      if (fd !== undefined) closeSync(fd);
      fd = openPrivateSync(file, 'a');
    },
    end() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
