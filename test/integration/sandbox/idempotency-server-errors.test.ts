import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from '../../../src/sandbox/idempotency';
import type { SandboxResponse } from '../../../src/sandbox/responses';

// The sandbox's failRate fault answers 500 before the idempotency store is reached, so HTTP tests
// with it cannot see whether the store keeps a 5xx. These drive the store the way the pipeline
// does, with the route itself failing inside the key's scope.
const scope = { clientId: 'c', key: 'k', method: 'POST', path: '/x', body: '{}' };

function route(answers: SandboxResponse[]): {
  execute: () => Promise<SandboxResponse>;
  runs: () => number;
} {
  let runs = 0;
  return {
    execute: () => {
      const answer = answers[runs] ?? answers[answers.length - 1]!;
      runs += 1;
      return Promise.resolve(answer);
    },
    runs: () => runs,
  };
}

describe('IdempotencyStore never stores a server error', () => {
  it.each([500, 502, 503])(
    'a retry after a %i runs the request again and applies it; later retries replay that answer',
    async (status) => {
      const store = new IdempotencyStore(() => 0);
      const failing = { status, body: { error: { message: 'down', code: 'SERVER_ERROR' } } };
      const applied = { status: 201, body: { id: 'w-1' } };
      const handler = route([failing, applied, { status: 201, body: { id: 'w-2' } }]);

      expect(await store.run(scope, handler.execute)).toEqual(failing);
      expect(store.size).toBe(0);
      expect(await store.run(scope, handler.execute)).toEqual(applied);
      expect(handler.runs()).toBe(2);
      expect(await store.run(scope, handler.execute)).toEqual(applied);
      expect(handler.runs()).toBe(2);
    },
  );

  it('a route that throws leaves nothing stored, so the retry runs', async () => {
    const store = new IdempotencyStore(() => 0);
    await expect(store.run(scope, () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(await store.run(scope, () => Promise.resolve({ status: 201, body: 1 }))).toEqual({
      status: 201,
      body: 1,
    });
  });

  it('keeps a 4xx: a refusal is the answer, replayed without running again', async () => {
    const store = new IdempotencyStore(() => 0);
    const handler = route([
      { status: 400, body: 'no' },
      { status: 201, body: 'yes' },
    ]);
    await store.run(scope, handler.execute);
    expect(await store.run(scope, handler.execute)).toEqual({ status: 400, body: 'no' });
    expect(handler.runs()).toBe(1);
  });
});
