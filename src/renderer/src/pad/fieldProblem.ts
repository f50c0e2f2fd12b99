import { useCallback, useState } from 'react';

/**
 * The message a pad field shows. While typing, none: a half-typed value is not a mistake yet. The
 * field's own problem shows once the field was left (or pasted into), at once for text that was
 * already there when the field appeared (typed before a reload), and whenever a refused Finalize
 * named the field. Finalize's message is shown until the field is edited, for problems the form's
 * check does not see (a value saved in an old form); the field's own check wins.
 * `revealed` says whether the field's state (its message, or a vital's flag) is to be shown.
 */
export function useFieldProblem(
  live: string | undefined,
  finalizeMessage: string | undefined,
  text: string,
) {
  const [left, setLeft] = useState(() => text.trim() !== '');
  // The text when Finalize's message came: once it changes, that message is out of date.
  const [seen, setSeen] = useState({ finalizeMessage, text });
  if (seen.finalizeMessage !== finalizeMessage) setSeen({ finalizeMessage, text });
  const finalizeStands =
    finalizeMessage !== undefined &&
    (seen.finalizeMessage !== finalizeMessage || seen.text === text);
  const revealed = left || finalizeMessage !== undefined;
  const message = revealed ? (live ?? (finalizeStands ? finalizeMessage : undefined)) : undefined;
  const leave = useCallback(() => setLeft(true), []);
  return { message, revealed, leave };
}

/** Element ids joined for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}
