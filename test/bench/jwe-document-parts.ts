import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { DataKeyStore } from '../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../src/main/core/crypto/data-vault';
import { documentEnvelope, envelopeStream } from '../../src/main/core/crypto/jwe-stream';
import { postDocument } from '../../src/main/core/documents/documents-api';
import type { TokenManager } from '../../src/main/core/platform/auth';
import { createPlatformClient } from '../../src/main/core/platform/client';
import { send } from '../../src/main/core/platform/http';
import { createSealedFiles, type SealedFiles } from '../../src/main/core/storage/sealed-files';

/**
 * The parts of the encrypted document upload, timed apart from the outbox and the database:
 * the app's own work (the sealed copy read from disk, the envelope made and handed to the network
 * of a peer that only counts the bytes) and the POST to the sandbox (that, plus the sandbox's
 * decryption and checks). Used by document-upload.ts (times) and jwe-envelope.ts (peak memory).
 */

/** The key the envelopes timed here (away from any sandbox) are made with: 16 random characters. */
export const JWE_KEY = { kid: 'bench-kid', secret: randomBytes(12).toString('base64url') };

/** The keychain is the edge: a fixed data key (what the app's vault holds once unwrapped). */
function fixedKeys(key: Buffer): DataKeyStore {
  return { mirror: () => undefined, load: () => ({ key, others: [] }), create: () => undefined };
}

export interface SealedCopy {
  files: SealedFiles;
  id: string;
  name: string;
}

/** A document's sealed copy on disk, as documents:upload leaves it (`key` hex: the data key). */
export async function sealedCopy(
  dir: string,
  bytes: Uint8Array,
  keyHex = randomBytes(32).toString('hex'),
  id = '5b0c5e37-4c55-4a0e-8d3a-6b7b1f0a9e21',
): Promise<SealedCopy> {
  const files = openFiles(dir, keyHex);
  return { files, id, name: await files.write(id, bytes) };
}

export function openFiles(dir: string, keyHex: string): SealedFiles {
  return createSealedFiles({
    dir,
    vault: createDataVault(fixedKeys(Buffer.from(keyHex, 'hex'))),
    context: (id) => `document:${id}:file`,
    fileName: (id) => `${id}.doc`,
    notSaved: 'not saved',
    missing: 'missing',
  });
}

/** A loopback peer that reads every body to its end and keeps only the count. */
export async function countingSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let count = 0;
    request.on('data', (chunk: Buffer) => (count += chunk.length));
    request.on('end', () => response.end(JSON.stringify({ count })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The app's own part: sealed copy → envelope → the network (the app's `send`, on fetch), into a
 * peer that discards it. ms.
 */
export async function envelopeIntoSink(copy: SealedCopy, sinkUrl: string): Promise<number> {
  const start = performance.now();
  const source = await copy.files.readStream(copy.id, copy.name);
  const envelope = documentEnvelope(source, JWE_KEY);
  // Through the app's own transport (platform/http.ts `send`, on fetch), as an upload goes.
  const answer = await send(fetch, {
    method: 'POST',
    url: sinkUrl,
    headers: { 'content-type': 'application/json', 'content-length': String(envelope.length) },
    body: envelopeStream(envelope),
    what: 'Sending the benchmark envelope',
    timeoutMs: 60_000,
  });
  const { count } = JSON.parse(answer.text) as { count: number };
  if (count !== envelope.length)
    throw new Error(`the sink got ${count} of ${envelope.length} bytes`);
  return performance.now() - start;
}

/**
 * The same into the same peer through `node:http` (write, then wait for drain), the transport the
 * drain work brings: for comparing what fetch itself adds to the peak memory. ms.
 */
export async function envelopeIntoHttpSink(copy: SealedCopy, sinkUrl: string): Promise<number> {
  const start = performance.now();
  const source = await copy.files.readStream(copy.id, copy.name);
  const envelope = documentEnvelope(source, JWE_KEY);
  const answer = await new Promise<string>((resolve, reject) => {
    const outgoing = request(
      sinkUrl,
      { method: 'POST', headers: { 'content-length': String(envelope.length) } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (part: string) => (text += part));
        incoming.on('end', () => resolve(text));
      },
    );
    outgoing.on('error', reject);
    void (async () => {
      for await (const piece of envelope.pieces()) {
        if (!outgoing.write(piece)) await new Promise((drained) => outgoing.once('drain', drained));
      }
      outgoing.end();
    })().catch(reject);
  });
  const { count } = JSON.parse(answer) as { count: number };
  if (count !== envelope.length)
    throw new Error(`the sink got ${count} of ${envelope.length} bytes`);
  return performance.now() - start;
}

/** The app's making of the envelope alone: sealed copy → envelope stream, read off and dropped. ms. */
export async function envelopeIntoReader(copy: SealedCopy): Promise<number> {
  const start = performance.now();
  const source = await copy.files.readStream(copy.id, copy.name);
  const envelope = documentEnvelope(source, JWE_KEY);
  const reader = envelopeStream(envelope).getReader();
  let count = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    count += next.value.byteLength;
  }
  if (count !== envelope.length) throw new Error(`read ${count} of ${envelope.length} bytes`);
  return performance.now() - start;
}

/** The upload step as the outbox runs it (postDocument through the platform client), to the sandbox. ms. */
export async function postToSandbox(
  copy: SealedCopy,
  sandbox: { url: string; options: { jweKid: string; jweSecret: string } },
  token: string,
): Promise<number> {
  const baseUrl = sandbox.url;
  const jwe = { kid: sandbox.options.jweKid, secret: sandbox.options.jweSecret };
  const tokens: TokenManager = {
    getAccessToken: () => Promise.resolve(token),
    renewAfterRejection: () => Promise.resolve(token),
    signOut: () => undefined,
  };
  const client = createPlatformClient({ fetch, baseUrl, tokens, jwe });
  const start = performance.now();
  const source = await copy.files.readStream(copy.id, copy.name);
  const id = await postDocument(
    client,
    { source, fileName: 'bench.pdf', mediaType: 'application/pdf', form: 'jwe', task: 'smart' },
    { idempotencyKey: randomBytes(16).toString('hex'), timeoutBaseMs: 60_000 },
  );
  if (!id) throw new Error('the sandbox named no document id');
  return performance.now() - start;
}
