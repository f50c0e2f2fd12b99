// `npm run chaos -- --ops N --seed S [--min-kills K] [--mutant NAME] [--verbose]`: prints one JSON
// line and exits non-zero unless every acknowledged change was applied once (nothing lost, nothing
// applied twice), nothing is left pending and the database is sound. With --mutant the worker runs
// a copy of the source with that deliberate bug (test/chaos/mutants.ts); the run should then fail.
import { parseArgs } from 'node:util';
import { passed, runChaos } from './chaos';
import { MUTANTS, isMutantName } from './mutants';

const { values } = parseArgs({
  options: {
    ops: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    'min-kills': { type: 'string', default: '10' },
    mutant: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const ops = Number(values.ops);
const seed = Number(values.seed);
const minKills = Number(values['min-kills']);
const mutant = values.mutant;
if (
  !Number.isInteger(ops) ||
  ops < 1 ||
  !Number.isInteger(seed) ||
  !Number.isInteger(minKills) ||
  (mutant !== undefined && !isMutantName(mutant))
) {
  console.error(
    `usage: npm run chaos -- --ops <positive integer> --seed <integer> [--min-kills <integer>] [--mutant ${Object.keys(MUTANTS).join('|')}]`,
  );
  process.exit(2);
}
const result = await runChaos({
  ops,
  seed,
  minKills,
  ...(mutant !== undefined && isMutantName(mutant) ? { mutant } : {}),
  ...(values.verbose ? { onProgress: (line: string) => console.error(line) } : {}),
});
console.log(JSON.stringify(result));
process.exit(passed(result) ? 0 : 1);
