import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const README_MAX_LINES = 200;

/** Markdown files whose links must resolve: the README and every page under docs/. */
function markdownFiles(): string[] {
  const files = [path.join(REPO, 'README.md')];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) files.push(full);
    }
  };
  walk(path.join(REPO, 'docs'));
  return files;
}

/** Text outside fenced code blocks and inline code spans, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a file offers, numbered as GitHub numbers repeated headings. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slugOf(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Relative link targets of a file: `[text](target)` and `[label]: target`, web addresses left out. */
function linksOf(file: string): string[] {
  const text = prose(readFileSync(file, 'utf8'));
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!),
  ];
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link from `file`, or undefined when it resolves. */
function problemOf(file: string, target: string): string | undefined {
  const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURI(rawPath));
  if (!resolved.startsWith(REPO + path.sep)) return 'leaves the repository';
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'anchor on a non-page';
  return anchorsOf(resolved).has(anchor.toLowerCase()) ? undefined : `no heading #${anchor}`;
}

/** Files of a folder, recursively, with the given endings. */
function sourceFiles(dir: string, endings: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (endings.some((ending) => entry.name.endsWith(ending))) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/**
 * Documents outside the repository that code once cited. A clone has none of them: the facts the
 * code relies on are in docs/ (docs/platform.md, docs/clinical-conventions.md,
 * docs/design-rules.md), with their public sources.
 */
const OUTSIDE_DOCUMENTS = [
  'platform-facts.md',
  'clinical-reference.md',
  'partner-platform-api.md',
  'fhir-structure.md',
  'DESIGN.md',
] as const;

/**
 * Where a mention is allowed: the vendored-spec test compares spec/published with the shared copy
 * beside the checkout on purpose; the webhook catalogue's `source` string is shown to integrators
 * and is behaviour, not a comment (docs/platform.md names what it stands for).
 */
const ALLOWED: ReadonlyArray<{ file: string; text: string }> = [
  { file: 'test/unit/node/spec/published-copy.test.ts', text: '../shared' },
  { file: 'src/shared/webhooks/catalogue.ts', text: "'platform-facts.md (the envelope only" },
];

/** `../shared` pointing out of the repository (`src/sandbox` importing `../shared/x` stays inside). */
function escapingSharedPaths(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\.\.\/)+shared\b/g)) {
    const resolved = path.resolve(path.dirname(file), match[0]);
    if (!resolved.startsWith(REPO + path.sep)) found.push(match[0]);
  }
  return found;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('the documentation', () => {
  it(`keeps the README to ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(REPO, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has every relative link and #anchor of README.md and docs/**/*.md resolve', () => {
    const broken: string[] = [];
    const files = markdownFiles();
    for (const file of files) {
      for (const target of linksOf(file)) {
        const problem = problemOf(file, target);
        if (problem) broken.push(`${path.relative(REPO, file)}: ${target} (${problem})`);
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('has the README link to every page of docs/', () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const pages = markdownFiles()
      .slice(1)
      .map((file) => path.relative(REPO, file));
    expect(pages.filter((page) => !readme.includes(`](${page}`))).toEqual([]);
  });

  it('finds GitHub anchors as GitHub makes them', () => {
    expect(slugOf('The chaos run')).toBe('the-chaos-run');
    expect(slugOf('`npm run bench`: figures, not thresholds')).toBe(
      'npm-run-bench-figures-not-thresholds',
    );
    expect(slugOf('Vitals (adults, 18 and over)')).toBe('vitals-adults-18-and-over');
    expect(slugOf('Step 1 — the declaration')).toBe('step-1--the-declaration');
  });
});

describe('the code cites the repository, not documents beside it', () => {
  const files = [
    ...sourceFiles(path.join(REPO, 'src'), ['.ts', '.tsx', '.js', '.md', '.css', '.html']),
    ...sourceFiles(path.join(REPO, 'test'), ['.ts', '.tsx', '.js', '.md']),
    ...sourceFiles(path.join(REPO, 'eslint'), ['.js']),
  ];

  it('names none of the outside documents and no ../shared folder in src/, test/ or eslint/', () => {
    const found: string[] = [];
    for (const file of files) {
      const relative = path.relative(REPO, file);
      if (file === import.meta.filename) continue; // this test names them to look for them
      const text = readFileSync(file, 'utf8');
      const allowed = ALLOWED.filter((entry) => entry.file === relative).map((entry) => entry.text);
      for (const name of OUTSIDE_DOCUMENTS) {
        for (const match of text.matchAll(new RegExp(`\\b${name.replace('.', '\\.')}\\b`, 'g'))) {
          const line = text.split('\n')[lineOf(text, match.index) - 1] ?? '';
          if (!allowed.some((snippet) => line.includes(snippet))) {
            found.push(`${relative}:${lineOf(text, match.index)} ${name}`);
          }
        }
      }
      if (!allowed.includes('../shared')) {
        for (const escaping of escapingSharedPaths(file, text))
          found.push(`${relative} ${escaping}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('names none of them in README.md or docs/ either', () => {
    const found: string[] = [];
    for (const file of markdownFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const name of OUTSIDE_DOCUMENTS) {
        if (new RegExp(`\\b${name.replace('.', '\\.')}\\b`).test(text)) {
          found.push(`${path.relative(REPO, file)} ${name}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the code and docs say why in place, not by the work item that asked', () => {
  // "issue 26", "Issue 29, item 4": a clone has no tracker to follow. An outside project's issue
  // (Electron's, cited as "Electron issue 44249") is a public reference and stays.
  const ISSUE = /(?<!Electron )\bissue #?\d+/gi;
  it('names no issue number in src/, test/, scripts/, README.md or docs/', () => {
    const files = [
      ...sourceFiles(path.join(REPO, 'src'), ['.ts', '.tsx', '.js', '.md', '.css', '.html']),
      ...sourceFiles(path.join(REPO, 'test'), ['.ts', '.tsx', '.js', '.md']),
      ...sourceFiles(path.join(REPO, 'scripts'), ['.ts', '.js']),
      ...markdownFiles(),
    ];
    const found: string[] = [];
    for (const file of files) {
      if (file === import.meta.filename) continue; // the examples above
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(ISSUE)) {
        found.push(`${path.relative(REPO, file)}:${lineOf(text, match.index)} ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
