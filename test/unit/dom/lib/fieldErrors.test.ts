import { describe, expect, it } from 'vitest';
import {
  issuesToFieldErrors,
  serverFieldErrors,
} from '../../../../src/renderer/src/lib/fieldErrors';

describe('field errors', () => {
  it('keeps the first issue of each top-level field', () => {
    expect(
      issuesToFieldErrors([
        { path: ['event_names', 0], message: 'Unknown event name.' },
        { path: ['event_names'], message: 'Choose at least one event.' },
        { path: ['endpoint'], message: 'Bad endpoint.' },
      ]),
    ).toEqual({ event_names: 'Unknown event name.', endpoint: 'Bad endpoint.' });
  });

  it('maps server field paths onto their top-level field', () => {
    expect(serverFieldErrors({ 'event_names[1]': 'Twice.', endpoint: 'Unreachable.' })).toEqual({
      event_names: 'Twice.',
      endpoint: 'Unreachable.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
