import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformError } from '../../../src/main/core/platform/errors';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { APP_OPERATIONS, type AppOperation } from '../../published/app-operations';
import { SANDBOX_SCENARIOS } from '../../published/sandbox-scenarios';
import { responseValidator } from '../../support/published-schema';
import { getOperation, responsesOf } from '../../support/published-spec';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
});

/** A published answer's example (under content/application/json). */
function publishedExample(response: Record<string, unknown> | undefined): unknown {
  const content = response?.['content'] as
    Record<string, { example?: unknown; schema?: { example?: unknown } }> | undefined;
  const json = content?.['application/json'];
  return json?.example ?? json?.schema?.example;
}

/** The structure of a JSON value: object keys (sorted) with their shapes, arrays by their first item. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value;
}

const SENTENCE = /^[A-Z][^{}\n]*[.]$/;

/** The answer without the contract's own fields, after checking that each is there. */
function withoutContractFields(op: AppOperation, status: number, json: unknown): unknown {
  const copy = structuredClone(json);
  for (const extra of op.contractFields ?? []) {
    if (extra.status !== status) continue;
    const holder = extra.at.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      copy,
    ) as Record<string, unknown> | undefined;
    expect(holder && extra.field in holder, `${extra.field}: ${extra.why}`).toBe(true);
    delete holder![extra.field];
  }
  return copy;
}

describe('the sandbox answers every table operation in the published shapes', () => {
  it.each(
    APP_OPERATIONS.filter((op) => op.scenariosBeyondTheApp).map(
      (op) => [`${op.method} ${op.pathTemplate}`, op] as const,
    ),
  )('%s: each scenario named as beyond the app exists', (key, op) => {
    const names = (SANDBOX_SCENARIOS[key] ?? []).map((scenario) => scenario.name);
    for (const name of op.scenariosBeyondTheApp!.names) expect(names).toContain(name);
  });

  it.each(APP_OPERATIONS.map((op) => `${op.method} ${op.pathTemplate}`))(
    '%s has sandbox scenarios, a success among them, and a refusal where one is published',
    (key) => {
      const op = APP_OPERATIONS.find((entry) => `${entry.method} ${entry.pathTemplate}` === key)!;
      const refusals = Object.keys(responsesOf(getOperation(op.file, key))).some((status) =>
        /^[45]/.test(status),
      );
      const scenarios = SANDBOX_SCENARIOS[key] ?? [];
      expect(scenarios.some((scenario) => scenario.status < 300)).toBe(true);
      expect(scenarios.some((scenario) => scenario.status >= 400)).toBe(refusals);
    },
  );

  describe.each(APP_OPERATIONS.map((op) => [`${op.method} ${op.pathTemplate}`, op] as const))(
    '%s',
    (key, op) => {
      it.each(SANDBOX_SCENARIOS[key] ?? [])(
        '$name: HTTP $status, valid against the published schema and read by the app',
        async ({ name, status, run }) => {
          const answer = await run(sandbox);
          expect(answer.status, JSON.stringify(answer.json)).toBe(status);
          if (status === 204) {
            // No Content: the file publishes headers only, and there must be no body.
            expect(answer.json).toBeUndefined();
            await expect(op.read(answer.status, answer.json)).resolves.toBeDefined();
            return;
          }
          const defect = op.schemaDefects?.find((entry) => entry.status === status);
          // The status's own entry, else its range's (`5XX`), as OpenAPI reads them.
          const responses = responsesOf(getOperation(op.file, key));
          const range = Object.keys(responses).find(
            (entry) => entry.toUpperCase() === `${String(status)[0]}XX`,
          );
          const published = responses[String(status)] ?? (range ? responses[range] : undefined);
          if (defect) {
            const example = publishedExample(published);
            expect(example, defect.why).toBeDefined();
            expect(shapeOf(answer.json), defect.why).toEqual(shapeOf(example));
          } else if (published && !('content' in published)) {
            // The file publishes the status with no body: nothing to hold the body to.
          } else {
            // Closed: the sandbox answers with what the file publishes and nothing else, but for
            // the fields the seed contract adds (which it must then carry).
            // The answer's own media type: records.json's parsing upload refuses in text/plain.
            const mediaType = answer.mediaType ?? 'application/json';
            const validate = responseValidator(getOperation(op.file, key), status, {
              closed: true,
              mediaType,
            });
            expect(
              validate,
              `${op.file} publishes no ${mediaType} answer for HTTP ${status}`,
            ).toBeDefined();
            expect(validate!(withoutContractFields(op, status, answer.json)).problems).toEqual([]);
          }
          if (op.scenariosBeyondTheApp?.names.includes(name)) return;

          const read = op.read(answer.status, answer.json);
          if (status < 300) {
            await expect(read).resolves.toBeDefined();
            return;
          }
          const error = await read.then(
            () => undefined,
            (thrown: unknown) => thrown,
          );
          expect(isPlatformError(error), String(error)).toBe(true);
          expect((error as Error).message).toMatch(SENTENCE);
        },
      );
    },
  );
});
