import { describe, expect, it } from 'vitest';
import {
  closeSchema,
  compileSchema,
  parameterProblems,
  publishedRequestValidator,
  responseValidator,
} from '../../../support/published-schema';
import {
  filesPublishing,
  findOperation,
  getOperation,
  publishedFiles,
  responseExamples,
  responseKeyFor,
} from '../../../support/published-spec';

const VOICE = 'voice-v2.json';

describe('published-spec: finding operations', () => {
  it('finds an operation by method and path template, and only that one', () => {
    const op = getOperation(VOICE, 'POST /voice/v1/sessions/{session_id}/audio/{file_sequence}');
    expect(op.operation.requestBody).toBeDefined();
    expect(findOperation(VOICE, 'GET /voice/v1/sessions/{session_id}/audio/{file_sequence}')).toBe(
      undefined,
    );
    expect(() => getOperation(VOICE, 'PUT /voice/v1/sessions')).toThrow(
      /voice-v2.json publishes no operation PUT \/voice\/v1\/sessions/,
    );
    expect(() => findOperation(VOICE, 'FETCH /x')).toThrow(/not "METHOD \/path/);
  });

  it('lists the OpenAPI files and which of them publish an operation', () => {
    expect(publishedFiles()).toContain('webhooks.json');
    expect(publishedFiles()).not.toContain('webhook-samples.json');
    expect(filesPublishing('DELETE /notification/v1/connect/webhook/subscriptions/{id}')).toEqual([
      'webhooks.json',
    ]);
    expect(filesPublishing('POST /mr/api/v2/docs')).toEqual(['records.json']);
    expect(filesPublishing('GET /v1/sym-and-diag/properties')).toEqual([]);
  });

  it('maps a status to the response key that covers it', () => {
    const login = getOperation('auth.json', 'POST /connect-auth/v1/account/login');
    expect([200, 401, 503, 302].map((status) => responseKeyFor(login, status))).toEqual([
      '200',
      '4XX',
      '5XX',
      undefined,
    ]);
  });
});

describe('published-spec: response examples', () => {
  it('takes media-type level example and examples{}, never examples inside schemas', () => {
    // The doctor profile's 200 has an example only inside an allOf member of its schema.
    const profile = getOperation(
      'doctor-appointments-prescriptions.json',
      'GET /dr/v1/doctor/{doctor_id}',
    );
    const examples = responseExamples(profile);
    expect(examples.map((example) => example.status)).toEqual(['403', '500']);
    expect(examples[0]?.value).toEqual({
      data: {},
      error: {
        code: 'UNAUTHORIZED_ENTITY',
        message: 'You are not authorized to view requisted resource Doctor',
      },
    });
    // Property-level examples only: no response examples at all.
    const list = getOperation(
      'webhooks.json',
      'GET /notification/v1/connect/webhook/subscriptions',
    );
    expect(responseExamples(list)).toEqual([]);
  });

  it('reads named examples{} entries by their value, following $ref to components/examples', () => {
    // No published file uses examples{} at media level today; a small document in the same form.
    const doc = {
      file: 'in-memory.json',
      json: {
        paths: {},
        components: { examples: { Gone: { value: { error: { code: 'GONE', message: 'gone' } } } } },
      },
    };
    const op = {
      doc,
      method: 'GET' as const,
      pathTemplate: '/x',
      operation: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', example: { inside: 'schema' } },
                examples: { one: { value: { a: 1 } }, two: { summary: 'no value' } },
              },
            },
          },
          '410': {
            content: {
              'application/json': { examples: { gone: { $ref: '#/components/examples/Gone' } } },
            },
          },
        },
      },
    };
    expect(responseExamples(op)).toEqual([
      { status: '200', mediaType: 'application/json', name: 'one', value: { a: 1 } },
      {
        status: '410',
        mediaType: 'application/json',
        name: 'gone',
        value: { error: { code: 'GONE', message: 'gone' } },
      },
    ]);
  });
});

describe('published-spec: schema validation', () => {
  const patch = () => publishedRequestValidator(VOICE, 'PATCH /voice/v1/sessions/{session_id}');

  it('accepts a PATCH session body of published fields and refuses an unknown one, naming it', () => {
    expect(patch()({ user_status: 'commit' })).toEqual({ ok: true, problems: [] });
    const refused = patch()({ user_status: 'commit', mode: 'consultation' });
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual(['(the body) must NOT have additional properties (mode)']);
  });

  it('names the instance path of a wrong value, with the allowed values', () => {
    const refused = patch()({ session_mode: 'lecture' });
    expect(refused.problems).toEqual([
      '/session_mode must be equal to one of the allowed values ("consultation", "dictation")',
    ]);
  });

  it('resolves $ref to components of the same file and honours nullable', () => {
    const list = getOperation(
      'webhooks.json',
      'GET /notification/v1/connect/webhook/subscriptions',
    );
    const validate = responseValidator(list, 200)!;
    expect(validate({ data: [{ id: '7', signing_key: null }], msg: 'success' }).ok).toBe(true);
    expect(validate({ data: [{ id: 7 }] }).problems).toEqual(['/data/0/id must be string']);
    expect(validate({ data: [{ created_at: 'yesterday' }] }).problems).toEqual([
      '/data/0/created_at must match format "date-time"',
    ]);
    expect(responseValidator(list, 404)).toBeUndefined();
  });

  it('accepts format binary and refuses unknown keywords at compile time', () => {
    const audio = getOperation(VOICE, 'POST /voice/v1/sessions/{session_id}/audio/{file_sequence}');
    expect(
      compileSchema(audio.doc, { type: 'string', format: 'binary', example: 'x' })('bytes').ok,
    ).toBe(true);
    expect(() => compileSchema(audio.doc, { type: 'string', exampel: 'x' })).toThrow(
      /unknown keyword/,
    );
  });
});

describe('published-spec: parameters', () => {
  it('finds missing required headers and query values their schema refuses', () => {
    const refresh = getOperation('auth.json', 'POST /connect-auth/v1/account/refresh-token');
    expect(
      parameterProblems(refresh, {
        query: new URLSearchParams(),
        headers: { Authorization: 'Bearer x' },
      }),
    ).toEqual(['header parameter Client-Id is required and missing']);
    expect(
      parameterProblems(refresh, {
        query: new URLSearchParams(),
        headers: { authorization: 'Bearer x', 'client-id': 'c' },
      }),
    ).toEqual([]);
    const search = getOperation('medical-db.json', 'GET /medical-db/v1/sym-and-diag');
    expect(
      parameterProblems(search, {
        query: new URLSearchParams({ limit: '101', s_type: 'drug' }),
        headers: {},
      }),
    ).toEqual([
      'query parameter q is required and missing',
      'query parameter limit must be <= 100',
      'query parameter s_type must be equal to one of the allowed values ("symptom", "diagnosis")',
    ]);
  });
});

describe('published-spec: closed schemas', () => {
  it('refuses fields the file does not publish, through $refs, leaving allOf members open', () => {
    const list = getOperation(
      'webhooks.json',
      'GET /notification/v1/connect/webhook/subscriptions',
    );
    const open = responseValidator(list, 200)!;
    const closed = responseValidator(list, 200, { closed: true })!;
    const extra = { data: [{ id: '7', colour: 'blue' }], msg: 'success' };
    expect(open(extra).ok).toBe(true);
    expect(closed(extra).problems).toEqual([
      '/data/0 must NOT have additional properties (colour)',
    ]);
    const doc = list.doc;
    const merged = compileSchema(
      doc,
      closeSchema(doc, {
        allOf: [
          { type: 'object', properties: { a: { type: 'string' } } },
          { type: 'object', properties: { b: { type: 'string' } } },
        ],
      }),
    );
    expect(merged({ a: 'x', b: 'y' }).ok).toBe(true);
  });
});
