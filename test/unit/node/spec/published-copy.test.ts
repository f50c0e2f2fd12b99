import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const VENDORED = path.join(REPO, 'spec/published');

/**
 * The shared folder sits beside the repository's main checkout. A git worktree lives elsewhere,
 * so the main checkout is found through git's common directory as well.
 */
function sharedCandidates(): string[] {
  const candidates = [path.resolve(REPO, '../shared/spec/published')];
  try {
    const common = execFileSync(
      'git',
      ['rev-parse', '--path-format=absolute', '--git-common-dir'],
      {
        cwd: REPO,
        encoding: 'utf8',
      },
    ).trim();
    candidates.push(path.resolve(path.dirname(common), '../shared/spec/published'));
  } catch {
    // Not a git checkout (an unpacked archive): only the folder beside it counts.
  }
  return candidates;
}

const SHARED = sharedCandidates().find((dir) => existsSync(dir));
if (!SHARED) {
  console.error(
    `published-copy.test: skipped, no shared spec folder beside the repository (looked in ${sharedCandidates().join(', ')})`,
  );
}

describe.skipIf(!SHARED)('the vendored published spec', () => {
  it('holds exactly the files of the shared folder, byte for byte', () => {
    const shared = SHARED!;
    const names = readdirSync(shared).sort();
    expect(readdirSync(VENDORED).sort()).toEqual(names);
    for (const name of names) {
      const same = readFileSync(path.join(VENDORED, name)).equals(
        readFileSync(path.join(shared, name)),
      );
      expect(same, `spec/published/${name} differs from ${path.join(shared, name)}`).toBe(true);
    }
  });
});
