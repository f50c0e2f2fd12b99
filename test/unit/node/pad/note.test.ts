import { describe, expect, it } from 'vitest';
import {
  NOTE_MAX_LENGTH,
  NOTE_MESSAGES,
  noteFromStored,
  noteLength,
  parseNote,
} from '../../../../src/shared/pad/note';
import type { FieldProblem } from '../../../../src/shared/pad/problems';

function problemsOf(input: unknown): FieldProblem[] {
  const result = parseNote(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.problems;
}

/** Words that must never reach a message. */
const PRIVATE = 'HIV positive, partner unaware';

describe('parseNote: accepted', () => {
  it('keeps the text as typed, leading spaces, tabs and line breaks included', () => {
    const text = '  - fever since Monday\n\t- no rash\n';
    expect(parseNote(text)).toEqual({ ok: true, value: text });
  });

  it('stores line breaks as \\n and counts a pasted \\r\\n as one character', () => {
    expect(parseNote('a\r\nb\rc')).toEqual({ ok: true, value: 'a\nb\nc' });
    const atLimit = `${'a'.repeat(NOTE_MAX_LENGTH - 1)}\r\n`;
    expect(parseNote(atLimit)).toEqual({ ok: true, value: `${'a'.repeat(NOTE_MAX_LENGTH - 1)}\n` });
  });

  it('accepts exactly 2,000 characters, counted as code points', () => {
    expect(NOTE_MAX_LENGTH).toBe(2000);
    expect(parseNote('x'.repeat(2000)).ok).toBe(true);
    // 2,000 emoji are 4,000 UTF-16 units but 2,000 characters.
    const emoji = '😷'.repeat(2000);
    expect(noteLength(emoji)).toBe(2000);
    expect(parseNote(emoji)).toEqual({ ok: true, value: emoji });
  });

  it('reads empty and blank notes, and no input, as "no note" (null)', () => {
    for (const input of ['', '   ', '\n\n', ' \t\r\n ', null, undefined]) {
      expect(parseNote(input)).toEqual({ ok: true, value: null });
    }
  });

  it('allows characters that are not control characters (Hindi, accents, symbols)', () => {
    const text = 'बुखार 3 दिन से; café; 38.5 °C; ↑ BP';
    expect(parseNote(text)).toEqual({ ok: true, value: text });
  });
});

describe('parseNote: refused', () => {
  it('10,000 characters, saying the limit and the length', () => {
    expect(problemsOf('y'.repeat(10_000))).toEqual([
      { field: 'note', message: 'The note is longer than 2,000 characters (it has 10,000).' },
    ]);
  });

  it('2,001 characters', () => {
    expect(problemsOf('y'.repeat(2001))).toEqual([
      { field: 'note', message: NOTE_MESSAGES.tooLong(2001) },
    ]);
  });

  it('writes large counts the Indian way', () => {
    expect(NOTE_MESSAGES.tooLong(123_456)).toContain('(it has 1,23,456)');
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['backspace', '\b'],
    ['vertical tab', '\v'],
    ['form feed', '\f'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['C1 next line', '\u0085'],
    ['C1 control', '\u009b'],
  ])('a control character (%s), naming where the first one is', (_name, control) => {
    expect(problemsOf(`ab${control}c${control}`)).toEqual([
      { field: 'note', message: NOTE_MESSAGES.control(3) },
    ]);
    expect(NOTE_MESSAGES.control(3)).toContain('control characters');
  });

  it('counts the position in characters, after line breaks are normalised', () => {
    expect(problemsOf('😷\r\n\u0000')).toEqual([
      { field: 'note', message: NOTE_MESSAGES.control(3) },
    ]);
  });

  it('half of a surrogate pair (a broken emoji)', () => {
    expect(problemsOf('ok \ud83d then')).toEqual([
      { field: 'note', message: NOTE_MESSAGES.brokenCharacter(4) },
    ]);
  });

  it('reports the length and the control characters together', () => {
    expect(problemsOf(`${'z'.repeat(2500)}\u0000`)).toEqual([
      { field: 'note', message: NOTE_MESSAGES.tooLong(2501) },
      { field: 'note', message: NOTE_MESSAGES.control(2501) },
    ]);
  });

  it.each([42, true, {}, ['a'], new Date(0)])('a value that is not text: %j', (input) => {
    expect(problemsOf(input)).toEqual([{ field: 'note', message: 'The note must be text.' }]);
  });

  it('never repeats the note in a message', () => {
    const inputs = [
      `${PRIVATE}\u0000`,
      `${PRIVATE} `.repeat(200),
      `${PRIVATE}\ud800`,
      `${PRIVATE}\u001b`.repeat(100),
    ];
    for (const input of inputs) {
      for (const { message } of problemsOf(input)) {
        expect(message).not.toContain('HIV');
        expect(message).not.toContain('partner');
      }
    }
  });
});

describe('noteFromStored', () => {
  it('reads text with something in it, as stored, whatever its length', () => {
    expect(noteFromStored('dry cough')).toBe('dry cough');
    const long = 'n'.repeat(5000);
    expect(noteFromStored(long)).toBe(long);
  });

  it.each([undefined, null, '', '  \n', 3, { text: 'x' }])('reads %j as absent', (raw) => {
    expect(noteFromStored(raw)).toBeUndefined();
  });
});
