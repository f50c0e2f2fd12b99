import { describe, expect, it } from 'vitest';
import { passed, runChaos } from './chaos';

describe('chaos: SIGKILL mid-sync, failing, dropped and late requests', () => {
  it('applies every acknowledged change exactly once, with nothing left pending and a sound database', async () => {
    const result = await runChaos({ ops: 300, seed: 7, minKills: 15, deadlineMs: 200_000 });
    expect(result).toMatchObject({
      ops: 300,
      acked: 300,
      duplicates: 0,
      lost: 0,
      incomplete: 0,
      pending: 0,
      integrity: 'ok',
      outcome: 'complete',
    });
    expect(passed(result)).toBe(true);
    expect(result.kills).toBeGreaterThanOrEqual(15);
    // Faults were really on: more requests than operations, and some outlasted the client.
    expect(result.requests).toBeGreaterThan(result.ops);
    expect(result.clientTimeouts).toBeGreaterThan(0);
    // Kills landed between a save and its acknowledgement: some operations went in twice.
    expect(result.submissions).toBeGreaterThan(result.ops);
  });
});
