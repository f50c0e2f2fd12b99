import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every script runs on the project's own Node 22 (the `node` package, node_modules/.bin/node):
// npm puts node_modules/.bin first on a script's PATH, so a script that starts with a package's
// bin whose first line is `#!/usr/bin/env node` runs on that Node. A bin pinned to another Node,
// or a script naming a Node of its own, would start the system's (20 on the CI machines, which
// crashes better-sqlite3). docs/testing.md says how to run one file the same way.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

describe('one Node for every script', () => {
  it('the project brings Node 22.12 or later, and says so in engines', () => {
    expect(pkg.engines.node).toBe('>=22.12');
    const version = execFileSync(bin('node'), ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    }).trim();
    const [major, minor] = version.split('.').map(Number);
    expect(major).toBe(22);
    expect(minor).toBeGreaterThanOrEqual(12);
    expect(pkg.devDependencies.node).toBe(version);
  });

  it.each(Object.entries(pkg.scripts))(
    '%s starts only bins that run on PATH’s node',
    (_, script) => {
      for (const command of script.split('&&').map((part) => part.trim())) {
        const [program] = command.split(/\s+/);
        // `node` itself is node_modules/.bin/node under npm; a path or `nodejs` is another Node.
        expect(program, command).not.toMatch(/^(nodejs$|\/|\.)/);
        if (program === 'node') continue;
        const first = readFileSync(bin(program!), 'utf8').split('\n', 1)[0];
        expect(first, `${program}'s first line`).toBe('#!/usr/bin/env node');
      }
    },
  );

  it('the documented one-file command names the project’s Node', () => {
    for (const page of ['README.md', 'docs/testing.md']) {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      expect(text, page).toContain('node_modules/.bin/node node_modules/.bin/vitest run');
      // Never the bare bin, which starts whatever `node` the shell finds first.
      const rest = text.replaceAll('node_modules/.bin/node node_modules/.bin/vitest run', '');
      expect(rest, page).not.toContain('node_modules/.bin/vitest run');
    }
  });
});
