import { describe, expect, it } from 'vitest';
import { runChaos } from './chaos';

describe('chaos: SIGKILL mid-sync, failing and dropped requests', () => {
  it('confirms every operation exactly once, with nothing left pending and a sound database', async () => {
    const result = await runChaos({ ops: 200, seed: 7, minKills: 10, deadlineMs: 200_000 });
    expect(result.kills).toBeGreaterThanOrEqual(10);
    expect(result).toMatchObject({
      ops: 200,
      applied: 200,
      duplicates: 0,
      lost: 0,
      pending: 0,
      integrity: 'ok',
    });
    // Faults were really on: more requests than operations reached the sandbox.
    expect(result.requests).toBeGreaterThan(result.ops);
  });
});
