import { describe, expect, it } from 'vitest';
import { passed, runChaos } from './chaos';

describe('chaos: SIGKILL mid-sync, failing, dropped and late requests', () => {
  it('applies every acknowledged change exactly once, with nothing left pending and a sound database', async () => {
    // A run that makes no progress for 30 s is called stalled: on a loaded machine (CI shares two
    // cores) 8 s was seen to pass without a stall. A complete run ends when its work is done.
    const result = await runChaos({
      ops: 150,
      seed: 7,
      minKills: 15,
      quietMs: 30_000,
      deadlineMs: 200_000,
    });
    // Said first, with what the documents looked like, so a failure can be read.
    expect(result.incomplete, result.incompleteDocuments.join('\n')).toBe(0);
    expect(result).toMatchObject({
      ops: 150,
      acked: 150,
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
