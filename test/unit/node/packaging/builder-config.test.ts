import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import type { Configuration } from 'electron-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { electronBinaryOf, FUSES, fuseConfig } from '../../../../build/fuses';
import { APP_ID, APP_NAME, isAppUrl } from '../../../../src/main/core/security/window-policy';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);

// The configuration exactly as electron-builder reads it: package.json's `build`, extending
// electron-builder.config.ts, loaded and merged by electron-builder's own loader.
let config: Configuration;
beforeAll(async () => {
  const { getConfig } = require('app-builder-lib/out/util/config/config') as {
    getConfig: (
      projectDir: string,
      configPath: string | null,
      fromOptions: null,
    ) => Promise<Configuration>;
  };
  config = await getConfig(ROOT, null, null);
}, 30_000);

const targetsOf = (platform: { target?: unknown } | null | undefined): unknown => platform?.target;

describe('the installers configuration', () => {
  it('names the app as the shell does', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe(APP_NAME);
  });

  it('builds NSIS for Windows, dmg and zip for macOS, AppImage and deb for Linux', () => {
    expect(targetsOf(config.win)).toEqual(['nsis']);
    expect(targetsOf(config.mac)).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ]);
    expect(targetsOf(config.linux)).toEqual(['AppImage', 'deb']);
  });

  it('refuses macOS older than Ventura, as Electron 45 does', () => {
    expect(config.mac?.minimumSystemVersion).toBe('13.0');
    const readme = readFileSync(path.join(ROOT, 'node_modules/electron/README.md'), 'utf8');
    expect(readme).toContain('macOS (Ventura and up)');
    expect(readme).toContain('Windows (Windows 10 and up)');
  });

  it('makes the assisted NSIS installer, per user by default, with a silent per-machine install for IT', () => {
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false });
    // app-builder-lib's NsisTarget.configureDefines: selectPerMachineByDefault would preselect
    // "every user" (INSTALL_MODE_PER_ALL_USERS_DEFAULT); allowElevation false would grey that
    // choice out for a user who can elevate; packElevateHelper false would leave out the
    // elevate.exe electron-updater uses to update an install that needs administrator rights.
    expect(config.nsis?.selectPerMachineByDefault).not.toBe(true);
    expect(config.nsis?.allowElevation).not.toBe(false);
    expect(config.nsis?.packElevateHelper).not.toBe(false);
    // The template the assisted installer is made from takes /allusers and /currentuser.
    const template = readFileSync(
      path.join(ROOT, 'node_modules/app-builder-lib/templates/nsis/assistedInstaller.nsh'),
      'utf8',
    );
    expect(template).toContain('${GetOptions} $R0 "/allusers" $R1');
    expect(template).toContain('${GetOptions} $R0 "/currentuser" $R1');
    expect(template).toMatch(/!else\s+!insertmacro setInstallModePerUser\s+!endif/);
  });

  it('signs macOS with the hardened runtime, the microphone entitlement and a real usage text', () => {
    expect(config.mac?.hardenedRuntime).toBe(true);
    const plist = readFileSync(path.join(ROOT, config.mac?.entitlements ?? 'missing'), 'utf8');
    const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1]);
    expect(granted).toContain('com.apple.security.device.audio-input');
    expect(granted).toContain('com.apple.security.cs.allow-jit');
    expect(granted).not.toContain('com.apple.security.device.camera');
    expect(config.mac?.entitlementsInherit).toBe(config.mac?.entitlements);
    const usage = (config.mac?.extendInfo as Record<string, string>).NSMicrophoneUsageDescription;
    expect(usage).toMatch(/^[A-Z][^.]{30,}\.$/);
    expect(usage).toMatch(/microphone/);
    expect(usage).toMatch(/record/);
  });

  it('unpacks better-sqlite3 from the asar and does not rebuild it', () => {
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(['**/node_modules/better-sqlite3/prebuilds/*.node']);
    expect(config.npmRebuild).toBe(false);
  });

  it("keeps each platform's own better-sqlite3 binary and no source maps", () => {
    for (const [key, platform] of [
      ['mac', 'darwin'],
      ['win', 'win32'],
      ['linux', 'linux'],
    ] as const) {
      const files = config[key]?.files as string[];
      expect(files).toContain('!**/*.map');
      expect(files).toContain(
        `!**/node_modules/better-sqlite3/prebuilds/!(${platform}-\${arch}.node)`,
      );
      expect(files.filter((f) => !f.startsWith('!'))).toEqual([
        'out/main/**',
        'out/preload/**',
        'out/renderer/**',
        'package.json',
      ]);
    }
  });

  it('declares the deb dependencies and a desktop entry in Office and MedicalSoftware', () => {
    expect(config.deb?.depends).toEqual(expect.arrayContaining(['libsecret-1-0', 'libnss3']));
    expect(config.deb?.recommends?.join(' ')).toMatch(/gnome-keyring/);
    expect(config.linux?.category?.split(';')).toEqual(
      expect.arrayContaining(['Office', 'MedicalSoftware']),
    );
  });

  it('flips the fuses in afterPack', () => {
    expect(typeof config.afterPack).toBe('function');
    expect(FUSES).toEqual({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableCookieEncryption: true,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      GrantFileProtocolExtraPrivileges: false,
    });
    expect(fuseConfig({ resetAdHocDarwinSignature: false })).toEqual({
      version: FuseVersion.V1,
      resetAdHocDarwinSignature: false,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('loads no page from file://, so file:// needs none of the privileges the fuse takes away', () => {
    const shellFiles = [
      'src/main/electron-main.ts',
      'src/main/shell/window.ts',
      'src/main/shell/printout.ts',
      'src/main/shell/proxy-login.ts',
    ];
    // Each load in the shell, with the start of what it loads.
    const loads = shellFiles.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /\.(loadURL|loadFile)\(\s*(.{0,16})/g,
        ),
      ].map((match) => `${file}: ${match[1]}(${match[2]}`),
    );
    expect(loads).toEqual([
      'src/main/electron-main.ts: loadURL(`${APP_ORIGIN}/i',
      'src/main/shell/printout.ts: loadURL(`data:text/html;',
      'src/main/shell/proxy-login.ts: loadURL(`data:text/html;',
    ]);
    expect(isAppUrl('app://companion/index.html')).toBe(true);
    expect(
      isAppUrl('file:///opt/clinic-companion/resources/app.asar/out/renderer/index.html'),
    ).toBe(false);
  });

  it('finds the binary holding the fuse wire on each platform', () => {
    const app = {
      appOutDir: '/o',
      productFilename: 'Clinic Companion',
      executableName: 'clinic-companion',
    };
    expect(electronBinaryOf({ ...app, platform: 'darwin' })).toBe('/o/Clinic Companion.app');
    expect(electronBinaryOf({ ...app, platform: 'win32' })).toBe('/o/Clinic Companion.exe');
    expect(electronBinaryOf({ ...app, platform: 'linux' })).toBe('/o/clinic-companion');
  });
});
