import { spawnSync } from 'node:child_process';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { encryptDocument } from '../../src/main/core/crypto/jwe';
import { median, report } from './report';

const FILE_BYTES = 10 * 1024 * 1024;
const ROUNDS = 5;
const KEY = { kid: 'bench', secret: 'bench-jwe-key-16' };

async function time(work: () => unknown): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

type Mode = 'module' | 'bare';

/** AES-128-CBC then HMAC-SHA256 over AAD || IV || ciphertext || AL: the cost floor of A128CBC-HS256. */
function bareSeal(plaintext: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', key.subarray(16), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const aad = Buffer.from('eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0');
  const al = Buffer.alloc(8);
  al.writeBigUInt64BE(BigInt(aad.length * 8));
  createHmac('sha256', key.subarray(0, 16))
    .update(aad)
    .update(iv)
    .update(ciphertext)
    .update(al)
    .digest();
  return ciphertext;
}

function inputs() {
  const file = randomBytes(FILE_BYTES);
  const payload = { file: file.toString('base64') };
  const plaintext = Buffer.from(JSON.stringify(payload));
  const key = Buffer.from(KEY.secret + KEY.secret);
  const bare = (): Buffer => bareSeal(plaintext, key);
  return { payload, plaintext, bare, module: () => encryptDocument(file, KEY) };
}

/**
 * Peak memory of one envelope, in a fresh process: the growth of the kernel's own peak (VmHWM)
 * across the operation, so a synchronous baseline is measured as fairly as the module.
 */
function peakInChild(mode: Mode): number {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--jwe-peak', mode],
    {
      encoding: 'utf8',
    },
  );
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  const value = Number(line);
  if (child.status !== 0 || !Number.isFinite(value))
    throw new Error(`peak-memory child failed: ${child.stderr}`);
  return value;
}

/**
 * The process's peak resident set in KiB. Linux's VmHWM belongs to the address space, which exec
 * replaces; getrusage's maxRSS would carry over the (bigger) peak of the bench process that
 * spawned this one and hide the growth.
 */
function peakKiB(): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // Not Linux: fall back to getrusage.
  }
  return process.resourceUsage().maxRSS;
}

if (process.argv[2] === '--jwe-peak') {
  // Only what the measured path itself starts from: the file for the module, the finished
  // plaintext for the bare loop. The kernel's peak (VmHWM) before and after gives the growth.
  const file = randomBytes(FILE_BYTES);
  const key = Buffer.from(KEY.secret + KEY.secret);
  if (process.argv[3] === 'bare') {
    const plaintext = Buffer.from(JSON.stringify({ file: file.toString('base64') }));
    global.gc?.();
    const before = peakKiB();
    bareSeal(plaintext, key);
    console.log((peakKiB() - before) / 1024);
  } else {
    const before = peakKiB();
    await encryptDocument(file, KEY);
    console.log((peakKiB() - before) / 1024);
  }
}

/**
 * The encrypted document upload's envelope, from the 10 MiB file to the finished envelope (Base64
 * of the file in `{file}`, encryption, Base64URL of every field), versus bare node:crypto
 * AES-128-CBC + HMAC-SHA256 over the same plaintext bytes. Throughput is of the plaintext, MiB/s.
 */
export async function benchJweEnvelope(): Promise<void> {
  const run = inputs();
  const mib = run.plaintext.length / (1024 * 1024);
  await run.module(); // warm-up
  run.bare();
  const module: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    module.push(await time(run.module));
    baseline.push(await time(run.bare));
  }
  const rate = (runs: number[]) => mib / (median(runs) / 1000);
  report('jwe_envelope_10mib', rate(module), 'MiB/s', 'bare_node_crypto_cbc_hmac', rate(baseline));
  report(
    'jwe_envelope_10mib_peak_rss_growth',
    peakInChild('module'),
    'MiB',
    'bare_node_crypto_peak_rss_growth',
    peakInChild('bare'),
  );
}
