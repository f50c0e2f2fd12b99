import { describe, expect, it } from 'vitest';
import { isPlatformError } from '../../../src/main/core/platform/errors';
import {
  APP_OPERATIONS,
  PUBLISHED_NOT_YET_HELD,
  UNPUBLISHED_APP_OPERATIONS,
} from '../../published/app-operations';
import { compileSchema } from '../../support/published-schema';
import {
  filesPublishing,
  getOperation,
  responseExamples,
  responseSchema,
  responsesOf,
} from '../../support/published-spec';
import { exampleFromSchema } from '../../support/schema-example';

/** The HTTP statuses a response key stands for: itself, or a few of its range. */
function statusesOf(key: string): number[] {
  if (/^\d{3}$/.test(key)) return [Number(key)];
  if (/^4xx$/i.test(key)) return [400, 401, 404, 429];
  if (/^5xx$/i.test(key)) return [500, 503];
  return []; // `default`: no status of its own to try
}

interface AnswerCase {
  status: number;
  /** Where the answer came from, for failure messages. */
  source: string;
  value: unknown;
}

/**
 * The published answers of an operation: every media-level example, and for a status that has
 * none, the answer assembled from its schema's field examples when that validates.
 */
function answerCases(file: string, key: string): AnswerCase[] {
  const op = getOperation(file, key);
  const published = responseExamples(op);
  const cases: AnswerCase[] = published.flatMap((example) =>
    statusesOf(example.status).map((status) => ({
      status,
      source: `published ${example.status} ${example.name}`,
      value: example.value,
    })),
  );
  for (const statusKey of Object.keys(responsesOf(op))) {
    if (published.some((example) => example.status === statusKey)) continue;
    const schema = responseSchema(op, statusKey);
    const value = schema === undefined ? undefined : exampleFromSchema(op.doc, schema);
    if (value === undefined || !compileSchema(op.doc, schema)(value).ok) continue;
    for (const status of statusesOf(statusKey)) {
      cases.push({ status, source: `assembled ${statusKey} from field examples`, value });
    }
  }
  return cases;
}

const SENTENCE = /^[A-Z][^{}\n]*[.]$/;

/** Every string or number found under one of `keys`, anywhere in `value`, as text. */
function stringsAt(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => stringsAt(item, keys));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys.includes(key) && (typeof inner === 'string' || typeof inner === 'number')
      ? [String(inner)]
      : stringsAt(inner, keys),
  );
}

async function failureOf(read: Promise<unknown>): Promise<unknown> {
  try {
    await read;
  } catch (error) {
    return error;
  }
  throw new Error('the answer was read as a success');
}

describe('the operations the app calls, against the published files', () => {
  it.each(APP_OPERATIONS.map((op) => [`${op.method} ${op.pathTemplate}`, op.file]))(
    '%s is published in %s',
    (key, file) => {
      expect(filesPublishing(key)).toContain(file);
    },
  );

  it.each(PUBLISHED_NOT_YET_HELD.map((op) => [`${op.method} ${op.pathTemplate}`, op.why]))(
    '%s is published, and the app is not yet held to it (%s)',
    (key) => {
      expect(filesPublishing(key)).not.toEqual([]);
    },
  );

  it.each(UNPUBLISHED_APP_OPERATIONS.map((op) => [`${op.method} ${op.pathTemplate}`, op.why]))(
    '%s is still unpublished (%s)',
    (key) => {
      // Once a file publishes it, it belongs in APP_OPERATIONS with its reader.
      expect(filesPublishing(key)).toEqual([]);
    },
  );
});

describe.each(APP_OPERATIONS.map((op) => [`${op.method} ${op.pathTemplate}`, op] as const))(
  '%s: the app reads every published answer',
  (key, op) => {
    const cases = answerCases(op.file, key);
    const unusable = (c: AnswerCase): boolean =>
      c.source.startsWith('assembled') &&
      (op.unusableAssembled ?? []).some((entry) => entry.status === c.status);
    const successes = cases.filter((c) => c.status < 300 && !unusable(c));
    // The field-by-field tests apply to answers that are objects; the others are read above.
    const objectSuccesses = successes.flatMap((c) =>
      typeof c.value === 'object' && c.value !== null && !Array.isArray(c.value)
        ? [{ ...c, value: c.value as Record<string, unknown> }]
        : [],
    );
    const unusables = cases.filter(unusable);
    const failures = cases.filter((c) => c.status >= 400);

    // Only registered where it applies, so operations with examples show no skipped test.
    if (cases.length === 0) {
      it('publishes no answer example (its answers are checked through the sandbox instead)', () => {
        expect(responseExamples(getOperation(op.file, key))).toEqual([]);
      });
    }

    it.runIf(successes.length > 0).each(successes)(
      'HTTP $status ($source) becomes a value',
      async ({ status, value }) => {
        await expect(op.read(status, value)).resolves.toBeDefined();
      },
    );

    it.runIf(objectSuccesses.length > 0).each(objectSuccesses)(
      'HTTP $status ($source): fields the app does not know are ignored',
      async ({ status, value }) => {
        const extra = { ...value, not_a_published_field: { nested: [1, 'two'] } };
        expect(await op.read(status, extra)).toEqual(await op.read(status, value));
      },
    );

    it.runIf(objectSuccesses.length > 0).each(objectSuccesses)(
      'HTTP $status ($source): a missing needed field is a BAD_RESPONSE naming it',
      async ({ status, value }) => {
        let needed = 0;
        for (const field of Object.keys(value)) {
          const { [field]: _dropped, ...rest } = value;
          const outcome = await op.read(status, rest).then(
            () => undefined,
            (error: unknown) => error,
          );
          if (outcome === undefined) continue; // the app does not need this field
          needed += 1;
          expect(isPlatformError(outcome) && outcome.code).toBe('BAD_RESPONSE');
          expect((outcome as Error).message).toMatch(new RegExp(` at ${field}\\b`));
          expect((outcome as Error).message).toMatch(SENTENCE);
        }
        // Needing none of the fields is a claim too: then an empty object must read as well.
        if (needed === 0) await expect(op.read(status, {})).resolves.not.toBeInstanceOf(Error);
      },
    );

    it.runIf(unusables.length > 0).each(unusables)(
      'HTTP $status ($source) names nothing the app can go on with: refused as an answer it cannot use',
      async ({ status, value }) => {
        const error = await failureOf(op.read(status, value));
        expect(isPlatformError(error) && error.code, String(error)).toBe('BAD_RESPONSE');
        expect((error as Error).message).toMatch(SENTENCE);
      },
    );

    it.runIf(failures.length > 0).each(failures)(
      "HTTP $status ($source) becomes a typed error with the platform's words",
      async ({ status, value }) => {
        const error = await failureOf(op.read(status, value));
        expect(isPlatformError(error), String(error)).toBe(true);
        if (!isPlatformError(error)) return;
        expect(error.status).toBe(status);
        expect(error.message).toMatch(SENTENCE);
        // The platform's sentence and code, found in the example independently of the app.
        const words = stringsAt(value, ['message', 'error']);
        const codes = stringsAt(value, ['code', 'error_code']);
        expect(words.length, 'the example carries a message').toBeGreaterThan(0);
        expect(words).toContain(error.reason);
        if (codes.length > 0) expect(codes).toContain(error.platformCode);
      },
    );
  },
);

describe('what the app takes from published answers', () => {
  it("shows the Aadhaar init's published hint to the doctor, and keeps its transaction id", async () => {
    const init = APP_OPERATIONS.find(
      (op) => op.pathTemplate === '/abdm/na/v1/registration/aadhaar/init',
    )!;
    const [answer] = answerCases(init.file, `POST ${init.pathTemplate}`).filter(
      (c) => c.status === 200,
    );
    const value = answer!.value as { txn_id: string; hint: string };
    expect(await init.read(200, value)).toMatchObject({ txnId: value.txn_id, message: value.hint });
    // `hint` may be null: the app's own sentence is shown then.
    expect(await init.read(200, { ...value, hint: null })).toMatchObject({
      message: expect.stringMatching(/^The identity network sent a one-time password/) as unknown,
    });
  });
});
