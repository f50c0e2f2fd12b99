import { describe, expect, it } from 'vitest';
import { startFailure } from '../../../../src/main/core/app/start-failure';
import { CoreError } from '../../../../src/main/core/errors';

describe('a failure while the app starts', () => {
  it('shows a core error’s own words, and logs its name and code only', () => {
    const failure = startFailure(
      new CoreError(
        'DATABASE_TOO_NEW',
        'The data was saved by a newer version of Clinic Companion.',
      ),
    );
    expect(failure.message).toMatch(
      /^The data was saved by a newer version of Clinic Companion\. The app will now close/,
    );
    expect(failure.log).toEqual({ err: 'CoreError', code: 'DATABASE_TOO_NEW' });
  });

  it('never shows or logs the message of any other error (it may quote a path or patient data)', () => {
    const failure = startFailure(new TypeError('cannot read /home/dr/Asha Rao.pdf'));
    expect(failure.message).toMatch(/^Clinic Companion could not start \(TypeError\)\./);
    expect(JSON.stringify(failure)).not.toContain('Asha');
    expect(failure.log).toEqual({ err: 'TypeError' });
  });
});
