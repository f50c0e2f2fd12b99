import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
// The probe files do not exist, so type-aware parsing is switched off for them; the layer rule is syntactic.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.filter((m) => m.ruleId === 'layers/no-cross-layer').map((m) => m.message);
}

describe('layer rule', () => {
  it('stops shared and renderer code from importing the core, electron or Node', async () => {
    expect(
      await layerErrors(
        'src/shared/probe.ts',
        "import { createCore } from '../main/core/core';\nexport { createCore };\n",
      ),
    ).toEqual(["The shared layer may not import the core layer ('../main/core/core')."]);
    expect(
      await layerErrors(
        'src/renderer/src/probe.ts',
        "import { ipcRenderer } from 'electron';\nexport { ipcRenderer };\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors('src/renderer/src/probe.ts', "import fs from 'node:fs';\nexport { fs };\n"),
    ).toHaveLength(1);
  });

  it('stops the core from importing electron, the shell or the sandbox', async () => {
    expect(
      await layerErrors(
        'src/main/core/probe.ts',
        "import { app } from 'electron';\nexport { app };\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'src/main/core/probe.ts',
        "import { registerIpc } from '../shell/ipc';\nexport { registerIpc };\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors('src/main/core/probe.ts', "export * from '../../sandbox/server';\n"),
    ).toHaveLength(1);
  });

  it('allows what docs/design-rules.md allows', async () => {
    expect(
      await layerErrors(
        'src/main/shell/probe.ts',
        "import { createCore } from '../core/core';\nexport { createCore };\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/renderer/src/probe.ts',
        "import { ok } from '../../shared/result';\nexport { ok };\n",
      ),
    ).toEqual([]);
  });
});
