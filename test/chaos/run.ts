// `npm run chaos -- --ops N --seed S [--min-kills K]`: prints one JSON line and exits non-zero
// unless nothing was lost, nothing applied twice, nothing left pending and the database is sound.
import { parseArgs } from 'node:util';
import { runChaos } from './chaos';

const { values } = parseArgs({
  options: {
    ops: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    'min-kills': { type: 'string', default: '10' },
    verbose: { type: 'boolean', default: false },
  },
});
const ops = Number(values.ops);
const seed = Number(values.seed);
const minKills = Number(values['min-kills']);
if (!Number.isInteger(ops) || ops < 1 || !Number.isInteger(seed) || !Number.isInteger(minKills)) {
  console.error(
    'usage: npm run chaos -- --ops <positive integer> --seed <integer> [--min-kills <integer>]',
  );
  process.exit(2);
}
const result = await runChaos({
  ops,
  seed,
  minKills,
  ...(values.verbose ? { onProgress: (line: string) => console.error(line) } : {}),
});
console.log(JSON.stringify(result));
const passed =
  result.lost === 0 && result.duplicates === 0 && result.pending === 0 && result.integrity === 'ok';
process.exit(passed ? 0 : 1);
