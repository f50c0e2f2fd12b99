/**
 * The compact re-serialisation the platform's receiver library signs (docs/platform.md): Python's
 * `json.dumps(json.loads(body), separators=(',', ':'))`. Python keeps key order and writes
 * numbers as it read them for integers and plain decimals (`750.0` stays `750.0`, where
 * JavaScript would write `750`), so this works on the raw text: whitespace outside strings is
 * dropped, numbers are kept as written, and strings are re-escaped. Python's default
 * (`ensure_ascii`) escapes every character outside space..tilde as `\uXXXX`; a library set to
 * keep UTF-8 writes them as they are. Both forms are offered; they differ only for non-ASCII
 * text (or DEL). Not reproduced: exponents and trailing zeros Python would normalise (`1e5`,
 * `1.50`), and duplicate keys.
 */
export type CompactForm = 'compact' | 'compact-ascii';

export function compactForms(body: Buffer): { form: CompactForm; bytes: Buffer }[] {
  const text = body.toString('utf8');
  try {
    JSON.parse(text);
  } catch {
    return [];
  }
  const utf8 = compactJson(text, false);
  const ascii = compactJson(text, true);
  const forms: { form: CompactForm; bytes: Buffer }[] = [
    { form: 'compact', bytes: Buffer.from(utf8) },
  ];
  if (ascii !== utf8) forms.push({ form: 'compact-ascii', bytes: Buffer.from(ascii) });
  return forms;
}

/** `text` must be valid JSON (the caller parsed it). */
export function compactJson(text: string, ensureAscii: boolean): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = stringEnd(text, i);
      const value = JSON.parse(text.slice(i, end)) as string;
      out += ensureAscii ? escapeAscii(JSON.stringify(value)) : JSON.stringify(value);
      i = end;
    } else if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') {
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** Index just past the closing quote of the string starting at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === '"') return i + 1;
    else i += 1;
  }
  return text.length;
}

/** Python's ensure_ascii: everything outside 0x20..0x7e as a lower-case `\uXXXX` (UTF-16 units). */
function escapeAscii(json: string): string {
  return json.replace(
    /[^\x20-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
