import { SECRET_FIELD, BLANK, type TextScrubber } from '../log/scrub-text';

/** A log line in the bundle is cut after this many characters (after blanking, never before). */
export const DIAGNOSTIC_LINE_CHARS = 2000;
/** Fields nested deeper than this in a log line are replaced whole. */
const MAX_DEPTH = 12;

/** The line's own time at its start (ISO, or `[hh:mm:ss.mmm]`, or epoch milliseconds). */
const LEADING_TIME =
  /^\s*(?:\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\]?|\[\d{2}:\d{2}:\d{2}(?:\.\d+)?\]|\d{13}(?!\d))/;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

function cut(line: string): string {
  const chars = [...line];
  if (chars.length <= DIAGNOSTIC_LINE_CHARS) return line;
  return `${chars.slice(0, DIAGNOSTIC_LINE_CHARS).join('')}…[cut ${chars.length - DIAGNOSTIC_LINE_CHARS} characters]`;
}

function walk(value: unknown, scrub: TextScrubber, depth: number, key?: string): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (key !== undefined && SECRET_FIELD.test(key)) return BLANK.secret;
  if (typeof value === 'string') return scrub(value);
  if (typeof value === 'number') {
    const text = String(value);
    const blanked = scrub(text);
    return blanked === text ? value : blanked;
  }
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => walk(item, scrub, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [
        scrub(name),
        walk(item, scrub, depth + 1, name),
      ]),
    );
  }
  return String(typeof value);
}

/**
 * One log line as the bundle carries it. The app's lines are JSON (logger.ts): `level`, `time`
 * (the line's own timestamp), `pid` and `app` are kept as written, the computer's name is blanked
 * (it often carries a person's name), and every other key and value is blanked by `scrub`. A line
 * that is not JSON keeps its leading timestamp and has the rest blanked.
 */
export function scrubLogLine(line: string, scrub: TextScrubber): string {
  const text = line.trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
        if ((name === 'level' || name === 'time' || name === 'pid') && typeof value === 'number') {
          out[name] = value;
        } else if (name === 'time' && typeof value === 'string' && ISO_TIME.test(value)) {
          out[name] = value;
        } else if (name === 'app' && value === 'clinic-companion') {
          out[name] = value;
        } else if (name === 'hostname') {
          out[name] = '[host]';
        } else {
          out[scrub(name)] = walk(value, scrub, 1, name);
        }
      }
      return cut(JSON.stringify(out));
    }
  }
  const time = LEADING_TIME.exec(text)?.[0] ?? '';
  return cut(`${time}${scrub(text.slice(time.length))}`);
}
