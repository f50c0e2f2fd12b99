import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataKeyStore } from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../../../src/main/core/crypto/data-vault';
import { documentEnvelope } from '../../../../src/main/core/crypto/jwe-stream';
import { collectBytes } from '../../../../src/main/core/storage/byte-source';
import { createSealedFiles } from '../../../../src/main/core/storage/sealed-files';
import { makeTempDir } from '../../../helpers/temp-dir';

const KEY = { kid: 'k', secret: 'clinic-jwe-key16' };
const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

/** The keychain is the edge: a store holding fixed keys stands in for it. */
function keyStore(key: Buffer, others: Buffer[] = []): DataKeyStore {
  return { mirror: () => undefined, load: () => ({ key, others }), create: () => undefined };
}

function files(store: DataKeyStore) {
  const temp = makeTempDir('sealed-stream-');
  temps.push(temp.remove);
  return createSealedFiles({
    dir: temp.dir,
    vault: createDataVault(store),
    context: (id) => `document:${id}:file`,
    fileName: (id) => `${id}.doc`,
    notSaved: 'The document was not saved',
    missing: 'The copy of this document kept on this computer is missing; pick the file again.',
  });
}

describe('a sealed file read as a stream', () => {
  it('yields the same bytes as reading it whole, in slices, with its size known ahead', async () => {
    const store = files(keyStore(randomBytes(32)));
    for (const size of [0, 1, 28, 29, 30, 1024 * 1024 - 1, 1024 * 1024 + 29, 2_500_000]) {
      const bytes = randomBytes(size);
      const name = await store.write(`f${size}`, bytes);
      const source = await store.readStream(`f${size}`, name);
      expect(source.size).toBe(size);
      expect((await collectBytes(source)).equals(bytes)).toBe(true);
      // Read again (a retry): the same bytes.
      expect((await collectBytes(source)).equals(await store.read(`f${size}`, name))).toBe(true);
    }
  });

  it('opens what an earlier key of the data folder sealed', async () => {
    const old = randomBytes(32);
    const bytes = randomBytes(300_000);
    const writer = files(keyStore(old));
    const name = await writer.write('a', bytes);
    const reader = files(keyStore(randomBytes(32), [randomBytes(32), old]));
    writeFileSync(path.join(reader.dir, name), readFileSync(path.join(writer.dir, name)));
    expect((await collectBytes(await reader.readStream('a', name))).equals(bytes)).toBe(true);
  });

  it('refuses a damaged, moved or missing copy before handing out any byte', async () => {
    const store = files(keyStore(randomBytes(32)));
    const bytes = randomBytes(2_000_000);
    const name = await store.write('d', bytes);
    // Another document's context: the file cannot pass for another's.
    await expect(store.readStream('other', name)).rejects.toMatchObject({
      code: 'LOCAL_DATA_DAMAGED',
    });
    const file = path.join(store.dir, name);
    const sealed = readFileSync(file);
    sealed[sealed.length - 5]! ^= 0x01; // the last slice: only the end check can see it
    writeFileSync(file, sealed);
    await expect(store.readStream('d', name)).rejects.toMatchObject({
      code: 'LOCAL_DATA_DAMAGED',
      message: expect.stringMatching(/integrity/) as unknown,
    });
    await expect(store.readStream('d', 'gone.doc')).rejects.toMatchObject({
      code: 'LOCAL_DATA_DAMAGED',
      message: expect.stringMatching(/missing/) as unknown,
    });
  });

  it('checks again at the end of each read: a copy damaged after the first check never makes a whole envelope', async () => {
    const store = files(keyStore(randomBytes(32)));
    const bytes = randomBytes(3_000_000);
    const name = await store.write('e', bytes);
    const source = await store.readStream('e', name);
    const file = path.join(store.dir, name);
    const sealed = readFileSync(file);
    sealed[sealed.length - 1]! ^= 0x80;
    writeFileSync(file, sealed);
    const pieces: Buffer[] = [];
    const send = async (): Promise<void> => {
      for await (const piece of documentEnvelope(source, KEY).pieces()) pieces.push(piece);
    };
    await expect(send()).rejects.toMatchObject({ code: 'LOCAL_DATA_DAMAGED' });
    // The envelope's end (its tag) is never made from a copy that failed its check.
    expect(Buffer.concat(pieces).toString('latin1')).not.toContain('"tag"');
  });
});
