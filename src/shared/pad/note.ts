import { formatCount, invalid, valid, type FieldProblem, type Validated } from './problems';

/*
 * The Note group: open text the doctor writes about a finding or a procedure.
 *
 * Decisions:
 * - At most 2,000 characters, counted as Unicode code points (as JSON Schema's maxLength and
 *   emr-extras.ts count), after line breaks are normalised. A pad note is a few lines; 2,000 is
 *   about a page, and anything longer is almost always a paste gone wrong.
 * - Line breaks are stored as "\n": a pasted "\r\n" or lone "\r" becomes "\n" (and counts as one).
 * - Tab and line break are the only control characters allowed. The others (NUL, escape, form
 *   feed, DEL, the C1 range) are invisible, break exports and printing, and only arrive by
 *   pasting from another program, so they are refused rather than silently removed: the doctor
 *   sees that the text differs from what they meant to paste. Half of a surrogate pair (a broken
 *   emoji) is refused too: it cannot be encoded as UTF-8.
 * - Empty or only spaces and line breaks means "no note" (null: the writer clears the group).
 *   Otherwise the text is kept exactly as typed, leading spaces included (a list may be indented).
 * - Messages give counts and positions, never the note's text.
 */

export const NOTE_MAX_LENGTH = 2000;

/** The note's length as the limit counts it: Unicode code points. */
export function noteLength(text: string): number {
  let count = 0;
  // Iterating a string walks code points.
  for (const _ of text) count += 1;
  return count;
}

/** "\r\n" and lone "\r" become "\n". */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

const FORBIDDEN_CONTROL = /[^\P{Cc}\t\n]/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** 1-based position, in code points, of the first match; undefined when none. */
function firstPosition(text: string, pattern: RegExp): number | undefined {
  let position = 0;
  for (const char of text) {
    position += 1;
    if (pattern.test(char)) return position;
  }
  return undefined;
}

export const NOTE_MESSAGES = {
  notText: 'The note must be text.',
  tooLong: (length: number) =>
    `The note is longer than ${formatCount(NOTE_MAX_LENGTH)} characters (it has ${formatCount(length)}).`,
  control: (position: number) =>
    `The note contains control characters (invisible characters other than line breaks and tabs), the first at character ${formatCount(position)}; delete them or retype that part.`,
  brokenCharacter: (position: number) =>
    `The note contains a damaged character (half of an emoji or symbol) at character ${formatCount(position)}; retype that part.`,
} as const;

/**
 * Checks a note as typed. Returns the text to store (line breaks normalised), null for "no
 * note", or every problem found. Never throws and never puts the text in a message.
 */
export function parseNote(input: unknown): Validated<string | null> {
  if (input === undefined || input === null) return valid(null);
  if (typeof input !== 'string')
    return invalid([{ field: 'note', message: NOTE_MESSAGES.notText }]);
  const text = normaliseLineBreaks(input);
  if (text.trim() === '') return valid(null);
  const problems: FieldProblem[] = [];
  const length = noteLength(text);
  if (length > NOTE_MAX_LENGTH)
    problems.push({ field: 'note', message: NOTE_MESSAGES.tooLong(length) });
  const control = firstPosition(text, FORBIDDEN_CONTROL);
  if (control !== undefined)
    problems.push({ field: 'note', message: NOTE_MESSAGES.control(control) });
  const broken = firstPosition(text, LONE_SURROGATE);
  if (broken !== undefined) {
    problems.push({ field: 'note', message: NOTE_MESSAGES.brokenCharacter(broken) });
  }
  return problems.length > 0 ? invalid(problems) : valid(text);
}

/**
 * A stored note (group value or legacy `notes`), if it is text with something in it. Stored
 * text is not held to the input limits: a longer note written elsewhere still reads.
 */
export function noteFromStored(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw : undefined;
}
