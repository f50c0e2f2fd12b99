import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No file of src/ may reach itself through its imports (type-only imports included: they tie
 * the files together for a reader as much as any other), but for one loop kept on purpose: each
 * migration names the `Migration` type of the index that lists them all.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = path.join(ROOT, 'src');
const MIGRATIONS = 'src/main/core/db/migrations/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The relative modules a file imports or re-exports, statically or with `import()`. */
function importedFrom(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s+['"](\.[^'"]+)['"]/g,
    /\bimport\s+['"](\.[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Tarjan's strongly connected components of more than one file (or a file importing itself). */
function loopsOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        loops.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('import loops in src/', () => {
  it('finds a loop of two files, and a file importing itself, and nothing in a line', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['d', ['d']],
    ]);
    expect(loopsOf(graph)).toEqual([['a', 'b'], ['d']]);
    expect(
      loopsOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
    expect(
      importedFrom(
        "import type { A } from './a';\nexport { b } from '../b';\nimport './c.css';\nconst d = await import('./d');\nimport x from 'zod';",
      ).sort(),
    ).toEqual(['../b', './a', './c.css', './d']);
  });

  it('has none but the migrations index and its migrations', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      const name = path.relative(ROOT, file);
      const targets = importedFrom(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined)
        .map((target) => path.relative(ROOT, target));
      graph.set(name, targets);
    }
    expect(graph.size).toBeGreaterThan(500);
    const loops = loopsOf(graph).filter(
      (loop) => !loop.every((file) => file.startsWith(MIGRATIONS)),
    );
    expect(loops).toEqual([]);
  });
});
