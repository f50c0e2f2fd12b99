// The layer rule of docs/design-rules.md, enforced on every import of our own code.
// A file's layer is read from its path; an import is resolved relative to the file and rejected
// when the target layer is not in the importer's allow-list. Package imports are checked too:
// only the shell (and the composition root) may import `electron`.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Layers, most specific path first. */
const LAYERS = [
  ['src/main/core/crypto/', 'crypto'],
  ['src/main/core/', 'core'],
  ['src/main/shell/', 'shell'],
  ['src/main/index.ts', 'entry'],
  ['src/main/compose.ts', 'compose'],
  ['src/preload/', 'preload'],
  ['src/renderer/', 'renderer'],
  ['src/shared/', 'shared'],
  ['src/sandbox/', 'sandbox'],
];

const ALLOWED = {
  shared: ['shared'],
  crypto: ['crypto', 'core', 'shared'],
  core: ['core', 'crypto', 'shared'],
  sandbox: ['sandbox', 'shared', 'crypto'],
  compose: ['compose', 'core', 'crypto', 'sandbox', 'shared'],
  shell: ['shell', 'core', 'crypto', 'sandbox', 'shared', 'compose'],
  entry: ['entry', 'shell', 'core', 'crypto', 'sandbox', 'shared', 'compose'],
  preload: ['preload', 'shared'],
  renderer: ['renderer', 'shared'],
};

const ELECTRON_ALLOWED = new Set(['shell', 'entry', 'preload']);
const NODE_FORBIDDEN = new Set(['shared', 'renderer']);

function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  for (const [prefix, layer] of LAYERS) {
    if (rel === prefix || rel.startsWith(prefix)) return layer;
  }
  return null;
}

export const layerRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the process layers of docs/design-rules.md' },
    schema: [],
    messages: {
      layer: "The {{from}} layer may not import the {{to}} layer ('{{source}}').",
      electron: "Only src/main/shell, src/main/index.ts and the preload may import 'electron'.",
      node: "The {{from}} layer runs everywhere and may not import Node built-ins ('{{source}}').",
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source === 'electron' || source.startsWith('electron/')) {
        if (!ELECTRON_ALLOWED.has(from)) context.report({ node, messageId: 'electron' });
        return;
      }
      if (source.startsWith('node:') && NODE_FORBIDDEN.has(from)) {
        context.report({ node, messageId: 'node', data: { from, source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (to && !ALLOWED[from].includes(to)) {
        context.report({ node, messageId: 'layer', data: { from, to, source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
