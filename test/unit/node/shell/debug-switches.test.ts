import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUSES } from '../../../../build/fuses';
import {
  debugSwitchRefusal,
  refusedDebugSwitch,
} from '../../../../src/main/shell/policy/debug-switches';

describe('a packaged build started with a debugging switch', () => {
  it('refuses the DevTools endpoint and the inspector, in every form', () => {
    const cases: [string, string][] = [
      ['--remote-debugging-port=9222', '--remote-debugging-port'],
      ['--remote-debugging-pipe', '--remote-debugging-pipe'],
      ['--inspect', '--inspect'],
      ['--inspect=0.0.0.0:9229', '--inspect'],
      ['--inspect-brk', '--inspect-brk'],
      ['--inspect-brk-node=9229', '--inspect-brk-node'],
      ['--inspect-port=9229', '--inspect-port'],
      ['--debug=5858', '--debug'],
      // Chromium also reads one dash; Node reads `_` for `-`.
      ['-remote-debugging-port=9222', '--remote-debugging-port'],
      ['--inspect_brk', '--inspect-brk'],
    ];
    for (const [arg, refused] of cases) {
      expect(refusedDebugSwitch(['--lang=en', arg], true, 'linux'), arg).toBe(refused);
    }
  });

  it('reads Windows forms: `/switch` and any letter case', () => {
    expect(refusedDebugSwitch(['/remote-debugging-port=9222'], true, 'win32')).toBe(
      '--remote-debugging-port',
    );
    expect(refusedDebugSwitch(['--Remote-Debugging-Port=9222'], true, 'win32')).toBe(
      '--remote-debugging-port',
    );
    // A path is not a switch elsewhere.
    expect(refusedDebugSwitch(['/inspect'], true, 'linux')).toBeUndefined();
  });

  it('lets ordinary arguments through, and every switch in a development build', () => {
    expect(
      refusedDebugSwitch(['--lang=hi', '/home/dr/notes.pdf', '--inspector-notes'], true, 'linux'),
    ).toBeUndefined();
    expect(refusedDebugSwitch(['--remote-debugging-port=9222'], false, 'linux')).toBeUndefined();
    expect(refusedDebugSwitch(['--inspect-brk'], false, 'win32')).toBeUndefined();
  });

  it('says why in one sentence', () => {
    expect(debugSwitchRefusal('--inspect')).toBe(
      'Clinic Companion does not start with --inspect: it would let another program read and control the app, and with it patient data. Start it without that switch.',
    );
  });

  it('stands beside the fuse that makes Node ignore --inspect in the packaged binary', () => {
    expect(FUSES.EnableNodeCliInspectArguments).toBe(false);
  });

  it("is the first thing Electron's entry does, before the app is named or anything loaded", () => {
    const entry = readFileSync(
      path.resolve(import.meta.dirname, '../../../../src/main/index.ts'),
      'utf8',
    );
    const check = entry.indexOf('refusedDebugSwitch(process.argv.slice(1), app.isPackaged');
    expect(check).toBeGreaterThan(0);
    for (const later of ['app.setName(', 'enableCompileCacheIn(', "import('./electron-main')"]) {
      expect(entry.indexOf(later), later).toBeGreaterThan(check);
    }
  });
});
