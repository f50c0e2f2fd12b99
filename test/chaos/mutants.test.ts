import { describe, expect, it } from 'vitest';
import { passed, runChaos } from './chaos';
import { MUTANTS, type MutantName } from './mutants';

// Each deliberate bug runs in a copy of the source (mutants.ts); the run must report it. The drop
// rate is raised so a small run still gives the missing-key bug answers to lose. In `npm test`
// these runs share the machine with the unit and integration projects (scripts/test-all.ts), so
// the deadline leaves room for a slow machine; a run that reaches it still reports its figures.
describe('chaos: the oracle catches deliberate bugs', () => {
  it.each(Object.keys(MUTANTS) as MutantName[])('%s is reported', async (mutant) => {
    const result = await runChaos({
      ops: 40,
      seed: 11,
      minKills: 6,
      quietMs: 10_000,
      deadlineMs: 150_000,
      faults: { dropRate: 0.3 },
      mutant,
    });
    expect(passed(result)).toBe(false);
    expect(result[MUTANTS[mutant].expect]).toBeGreaterThan(0);
  });
});
