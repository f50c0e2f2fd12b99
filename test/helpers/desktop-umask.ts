import { afterEach, beforeEach } from 'vitest';
import { makeTempDir } from './temp-dir';

/**
 * Runs each test of the calling file under the usual desktop umask, 022 (files 0644 and folders
 * 0755 unless the code asks for less), puts the runner's umask back after it, and removes the
 * folders made with the returned `tempDir`.
 */
export function underDesktopUmask(): { tempDir: (prefix: string) => string } {
  const temps: { remove(): void }[] = [];
  let umask: number;
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    for (const temp of temps.splice(0)) temp.remove();
  });
  return {
    tempDir: (prefix) => {
      const temp = makeTempDir(prefix);
      temps.push(temp);
      return temp.dir;
    },
  };
}
