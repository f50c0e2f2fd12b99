// `npm run check-platform -- --base-url URL --client-id ID --client-secret S
//   [--jwe-kid K --jwe-secret S] [--only GROUPS] [--test-patient-oid OID] [--write]`
// Checks a platform account end to end with the app's own client code. Read-only unless --write.
// The records group reads (and with --write, writes a TEST document to) only the patient named by
// --test-patient-oid, and is skipped without one.
// Prints one JSON line per step, then {"passed":N,"warnings":W,"skipped":S,"failed":M}; exits 1
// when a step failed, 2 on a usage error. Secrets are never printed.
import { parseArgs } from 'node:util';
import { systemClock } from '../src/main/core/clock';
import { CHECK_GROUPS, type CheckGroup } from '../src/main/core/platform/check/check-steps';
import { runChecks } from '../src/main/core/platform/check/run-checks';
import { encodeWav } from '../src/renderer/src/recording/capture/wav';

const USAGE = `usage: npm run check-platform -- --base-url URL --client-id ID --client-secret SECRET
       [--jwe-kid KID --jwe-secret SECRET] [--only ${CHECK_GROUPS.join(',')}]
       [--test-patient-oid OID] [--write]
  --test-patient-oid  the platform id of a patient kept for testing: the records checks list
                      their documents, and with --write put a one-page PDF marked TEST on their
                      record, read it back and delete it. Without it the records checks are skipped.`;

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
      'test-patient-oid': { type: 'string' },
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

const testPatientOid = values['test-patient-oid'];
// Sent as the X-Pt-Id header: a platform id, never a name.
if (testPatientOid !== undefined && !/^[A-Za-z0-9._:-]{1,128}$/.test(testPatientOid)) {
  fail("--test-patient-oid takes a patient's platform id (letters, digits, . _ : -)");
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
  ...(testPatientOid === undefined ? {} : { testPatientOid }),
  sampleAudio: sampleAudio(2),
  clock: systemClock,
  onResult: ({ check, ok, outcome, status, ms, problem, note }) => {
    const line = {
      check,
      ok,
      outcome,
      status: status ?? null,
      ms,
      ...(problem ? { problem } : {}),
      ...(note ? { note } : {}),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  },
});
const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
const failed = count('failed');
const summary = {
  passed: count('passed'),
  warnings: count('warning'),
  skipped: count('skipped'),
  failed,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
process.exit(failed === 0 ? 0 : 1);
