import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies of the database carry the time they were taken in their names (sortable, and readable
 * without opening them): `2026-11-28T14-05-09-123Z`, an ISO time with `:` and `.` made safe for
 * every file system.
 */
export const fileStamp = (at: number): string => new Date(at).toISOString().replace(/[:.]/g, '-');

/** The stamp's pattern: its five groups are the day, hours, minutes, seconds and milliseconds. */
export const STAMP_PATTERN = String.raw`(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z`;

/**
 * The files of a folder whose names match `name` (ending with the stamp's five groups), newest
 * first, each with the time of its stamp; `build` gets the groups before the stamp. Temp files and
 * anything else are left out; a missing or unreadable folder holds none.
 */
export function listStamped<T>(
  dir: string,
  name: RegExp,
  build: (stamped: { file: string; takenAt: number }, leading: string[]) => T,
): T[] {
  let names: string[];
  try {
    names = existsSync(dir) ? readdirSync(dir) : [];
  } catch {
    // Not a folder, or not readable: nothing to offer (taking a copy will fail and log why).
    return [];
  }
  const found: { takenAt: number; value: T }[] = [];
  for (const entry of names) {
    const match = name.exec(entry);
    if (!match) continue;
    const groups = match.slice(1);
    const [day, h, m, s, ms] = groups.slice(-5);
    const takenAt = Date.parse(`${day}T${h}:${m}:${s}.${ms}Z`);
    if (Number.isNaN(takenAt)) continue;
    found.push({
      takenAt,
      value: build({ file: path.join(dir, entry), takenAt }, groups.slice(0, -5)),
    });
  }
  return found.sort((a, b) => b.takenAt - a.takenAt).map((item) => item.value);
}
