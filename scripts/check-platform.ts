// `npm run check-platform -- --base-url URL --client-id ID --client-secret S
//   [--jwe-kid K --jwe-secret S] [--only GROUPS] [--write]`
// Checks a platform account end to end with the app's own client code. Read-only unless --write.
// Prints one JSON line per step, then {"passed":N,"failed":M}; exits 1 when a step failed, 2 on a
// usage error. Secrets are never printed.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/main/core/clock';
import { CHECK_GROUPS, type CheckGroup } from '../src/main/core/platform/check/check-steps';
import { runChecks } from '../src/main/core/platform/check/run-checks';
import { encodeWav } from '../src/renderer/src/recording/capture/wav';

const USAGE = `usage: npm run check-platform -- --base-url URL --client-id ID --client-secret SECRET
       [--jwe-kid KID --jwe-secret SECRET] [--only ${CHECK_GROUPS.join(',')}] [--write]`;

function fail(message: string): never {
  process.stderr.write(`check-platform: ${message}\n${USAGE}\n`);
  process.exit(2);
}

/** One second of a quiet 440 Hz tone at 16 kHz, per chunk: whole WAV files the platform can decode. */
function sampleAudio(chunks: number): Uint8Array[] {
  return Array.from({ length: chunks }, (_, chunk) => {
    const samples = new Int16Array(16_000);
    for (let i = 0; i < samples.length; i += 1) {
      samples[i] = Math.round(3_000 * Math.sin((2 * Math.PI * (440 + chunk * 110) * i) / 16_000));
    }
    return encodeWav(samples, 16_000);
  });
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'jwe-kid': { type: 'string' },
      'jwe-secret': { type: 'string' },
      only: { type: 'string' },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : 'the options could not be read');
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const baseUrl = values['base-url'];
const clientId = values['client-id'];
const clientSecret = values['client-secret'];
if (!baseUrl || !clientId || !clientSecret) {
  fail('--base-url, --client-id and --client-secret are required');
}
let origin: URL;
try {
  origin = new URL(baseUrl);
} catch {
  fail('--base-url is not a URL');
}
if (origin.protocol !== 'https:' && origin.protocol !== 'http:') fail('--base-url must be http(s)');
const kid = values['jwe-kid'];
const jweSecret = values['jwe-secret'];
if ((kid === undefined) !== (jweSecret === undefined)) {
  fail('--jwe-kid and --jwe-secret go together');
}
const groups = (values.only ?? CHECK_GROUPS.join(','))
  .split(',')
  .map((group) => group.trim())
  .filter((group) => group !== '');
const unknown = groups.filter((group) => !(CHECK_GROUPS as readonly string[]).includes(group));
if (unknown.length > 0 || groups.length === 0) {
  fail(`--only takes groups out of ${CHECK_GROUPS.join(', ')}`);
}

const results = await runChecks({
  account: {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    clientId,
    clientSecret,
    ...(kid !== undefined && jweSecret !== undefined ? { jwe: { kid, secret: jweSecret } } : {}),
  },
  fetch: globalThis.fetch,
  groups: groups as CheckGroup[],
  write: values.write,
  sampleAudio: sampleAudio(2),
  clock: systemClock,
  onResult: ({ check, ok, status, ms, problem }) => {
    process.stdout.write(
      `${JSON.stringify({ check, ok, status: status ?? null, ms, ...(problem ? { problem } : {}) })}\n`,
    );
  },
});
const failed = results.filter((result) => !result.ok).length;
process.stdout.write(`${JSON.stringify({ passed: results.length - failed, failed })}\n`);
process.exit(failed === 0 ? 0 : 1);
