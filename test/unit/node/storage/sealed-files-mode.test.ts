import { randomBytes } from 'node:crypto';
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataKeyStore } from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../../../src/main/core/crypto/data-vault';
import { writeFileAtomicSync } from '../../../../src/main/core/storage/atomic-file';
import { createSealedFiles } from '../../../../src/main/core/storage/sealed-files';
import { underDesktopUmask } from '../../../helpers/desktop-umask';

const { tempDir } = underDesktopUmask();

const key: DataKeyStore = {
  mirror: () => undefined,
  load: () => ({ key: randomBytes(32), others: [] }),
  create: () => undefined,
};
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('sealed and atomic files are the user’s alone (umask 022)', () => {
  it('a sealed file is 0600 in a 0700 folder, even over a 0644 temp left by a crash', async () => {
    const base = tempDir('sealed-mode-');
    const dir = path.join(base, 'recordings');
    const files = createSealedFiles({
      dir,
      vault: createDataVault(key),
      context: (id) => `recording-chunk:${id}`,
      fileName: (id) => `${id}.chunk`,
      notSaved: 'The audio was not saved',
      missing: 'This audio chunk is missing on this computer.',
    });
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, await files.write('a', randomBytes(100))))).toBe('600');
    // What an older version's crash left half-written, readable by others.
    writeFileSync(path.join(dir, 'b.chunk.tmp'), 'partial', { mode: 0o644 });
    expect(modeOf(path.join(dir, await files.write('b', randomBytes(100))))).toBe('600');
  });

  it('a file written atomically (the key file) is 0600, even over a 0644 temp', () => {
    const base = tempDir('atomic-mode-');
    const file = path.join(base, 'data-key.json');
    writeFileSync(`${file}.tmp-${process.pid}`, 'partial', { mode: 0o644 });
    chmodSync(`${file}.tmp-${process.pid}`, 0o644);
    writeFileAtomicSync(file, '{}\n');
    expect(modeOf(file)).toBe('600');
  });
});
