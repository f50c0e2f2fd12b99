/**
 * JSON as Python's `json.dumps` writes it by default: `", "` and `": "` separators and every
 * character outside space..tilde escaped as `\uXXXX`. The platform is a Python service; a body
 * sent this way and signed over its compact form is what makes a verifier need the compact step
 * (docs/platform.md). Integers only: the payloads the sandbox sends hold no fractions.
 */
export function pythonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return escapeAscii(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${escapeAscii(JSON.stringify(key))}: ${pythonDumps(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return 'null';
}

/** The compact form Python's receiver library signs: `separators=(',', ':')`, ASCII escaped. */
export function pythonCompact(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return escapeAscii(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonCompact).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${escapeAscii(JSON.stringify(key))}:${pythonCompact(item)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return 'null';
}

function escapeAscii(json: string): string {
  return json.replace(
    /[^\x20-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
