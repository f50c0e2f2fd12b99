/** One message per form field, keyed by the field's top-level name (`endpoint`, `event_names`). */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Turns zod issues into one message per field. Nested paths (`event_names.0`) belong to their
 * top-level field, and the first issue wins because it is the one the person should fix first.
 */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Same for the `fields` of an IPC error, whose keys are field paths like `event_names[0]`. */
export function serverFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const key = path.split(/[.[]/)[0] ?? path;
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
