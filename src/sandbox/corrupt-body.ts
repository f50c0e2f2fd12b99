import type { CorruptBodyMode } from './faults';

/**
 * Keeps every key but gives every value the wrong JSON type: lists become objects keyed by
 * index, strings become numbers, numbers and booleans become strings, null becomes 0. A client
 * that validates shapes must reject the result; one that trusts keys alone will not notice.
 */
export function withWrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((item, index) => [String(index), withWrongTypes(item)]));
  }
  if (value === null) return 0;
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withWrongTypes(item)]),
    );
  }
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // JSON bodies hold nothing else; anything that is not JSON passes through untouched.
  return value;
}

/** A proper prefix of a JSON object or array is never valid JSON: the brackets stay open. */
function truncated(text: string): string {
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

/** The text sent for `body` under `mode`. */
export function renderBody(body: unknown, mode: CorruptBodyMode): string {
  switch (mode) {
    case 'none':
      return JSON.stringify(body);
    case 'malformed-json':
      return truncated(JSON.stringify(body));
    case 'wrong-types':
      return JSON.stringify(withWrongTypes(body));
  }
}
