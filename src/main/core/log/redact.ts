/**
 * Blanks the values at the given paths in a copy of a log line's fields (the caller's object is
 * never changed). Paths as pino wrote them: `key`, `key.sub`, `*.key` (any top-level field's
 * `key`) and `*[*].key` (the `key` of each element of any top-level list).
 */
export function redactFields(
  fields: Record<string, unknown>,
  paths: readonly string[],
  censor: string,
): Record<string, unknown> {
  let out = fields;
  const copy = (): Record<string, unknown> => (out === fields ? (out = { ...fields }) : out);
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (head === undefined) continue;
    if (head === '*' || head === '*[*]') {
      for (const key of Object.keys(out)) {
        const value = out[key];
        if (head === '*[*]') {
          if (!Array.isArray(value)) continue;
          const list: unknown[] = value.map((item) => blank(item, rest, censor));
          if (list.some((item, i) => item !== value[i])) copy()[key] = list;
        } else {
          const blanked = blank(value, rest, censor);
          if (blanked !== value) copy()[key] = blanked;
        }
      }
    } else if (Object.hasOwn(out, head)) {
      const blanked = rest.length === 0 ? censor : blank(out[head], rest, censor);
      if (blanked !== out[head]) copy()[head] = blanked;
    }
  }
  return out;
}

/** `value` with the value at `path` (keys, no wildcards) blanked; `value` itself when absent. */
function blank(value: unknown, path: readonly string[], censor: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, head)) return value;
  const inner = rest.length === 0 ? censor : blank(record[head], rest, censor);
  return inner === record[head] ? value : { ...record, [head]: inner };
}
