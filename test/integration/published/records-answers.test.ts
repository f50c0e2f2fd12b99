import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { RECORDS_SCENARIOS } from '../../published/records-scenarios';
import { responseValidator } from '../../support/published-schema';
import { getOperation, responseKeyFor, responsesOf } from '../../support/published-spec';

/**
 * The sandbox's Records answers held to records.json on their own, whether or not the app reads
 * them yet (sandbox-answers.test.ts adds the app's readers once an operation is in APP_OPERATIONS):
 * every answer has a status the operation publishes, and a body valid against the published
 * schema of its status and media type, closed (no field the file does not publish).
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
});

describe.each(Object.entries(RECORDS_SCENARIOS))('%s', (key, scenarios) => {
  const op = getOperation('records.json', key);

  it('has a success and a refusal among its scenarios', () => {
    expect(scenarios.some((scenario) => scenario.status < 300)).toBe(true);
    expect(scenarios.some((scenario) => scenario.status >= 400)).toBe(true);
  });

  it.each(scenarios)('$name: HTTP $status, as published', async ({ status, run }) => {
    const answer = await run(sandbox);
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    const published = responseKeyFor(op, status);
    expect(published, `records.json publishes no HTTP ${status} for ${key}`).toBeDefined();
    if (!('content' in responsesOf(op)[published!]!)) return;
    const mediaType = answer.mediaType ?? 'application/json';
    const validate = responseValidator(op, status, { mediaType, closed: true });
    expect(
      validate,
      `records.json publishes no ${mediaType} answer for HTTP ${status}`,
    ).toBeDefined();
    expect(validate!(answer.json).problems).toEqual([]);
  });
});
