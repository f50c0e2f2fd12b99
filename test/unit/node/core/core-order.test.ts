import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CORE_FILE = path.resolve(__dirname, '../../../../src/main/core/core.ts');

/**
 * The closures inside `createCore` that name a constant declared further down in it: the pattern
 * by which a module calling a dependency while being built crashes the start ("Cannot access
 * 'x' before initialization"). Returned as "closure at line N names x (declared at line M)".
 */
function forwardReferences(source: string): string[] {
  const file = ts.createSourceFile('core.ts', source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  let body: ts.Block | undefined;
  file.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'createCore') body = node.body;
  });
  if (!body) throw new Error('createCore was not found in core.ts.');
  const declared = new Map<string, ts.Node>();
  for (const statement of body.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) declared.set(declaration.name.text, declaration);
    }
  }
  const found: string[] = [];
  const visitClosure = (closure: ts.Node) => {
    const walk = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !isPropertyName(node)) {
        const declaration = declared.get(node.text);
        if (declaration && declaration.getStart() > closure.getStart()) {
          found.push(
            `closure at line ${lineOf(closure)} names ${node.text} (declared at line ${lineOf(declaration)})`,
          );
        }
      }
      node.forEachChild(walk);
    };
    walk(closure);
  };
  const findClosures = (node: ts.Node): void => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      visitClosure(node);
      return;
    }
    node.forEachChild(findClosures);
  };
  body.forEachChild(findClosures);
  return found;
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node)
  );
}

describe('the order the core builds its modules in', () => {
  it('has no closure naming a module built further down', () => {
    expect(forwardReferences(readFileSync(CORE_FILE, 'utf8'))).toEqual([]);
  });

  it('would see a closure that names a module built later (the pattern it replaced)', () => {
    const earlier = `
      export function createCore(options) {
        const app = createAppModule(shared, { isRecording: () => recordings.isRecording() });
        const recordings = createRecordingsModule(shared, { app: app.closing });
        return { isRecording: () => recordings.isRecording() };
      }`;
    expect(forwardReferences(earlier)).toEqual([
      'closure at line 3 names recordings (declared at line 4)',
    ]);
  });
});
