import type { Configuration } from 'electron-builder';
import { afterPack } from './build/after-pack';
import { feedPlan } from './build/publish';
import { signingPlan, type Env, type TargetOs } from './build/signing';
import { APP_ID, APP_NAME } from './src/main/core/security/window-policy';

/**
 * How the installers are made (`npm run dist`). package.json's `build` names the app and extends
 * this file, so a bare `electron-builder` uses it too. Signing and the update feed come from the
 * environment (build/signing.ts, build/publish.ts); each decision is printed.
 */
export const MICROPHONE_USAGE =
  'Clinic Companion uses the microphone to record the consultation, when you start a recording, so that it can be transcribed into the patient’s notes.';

/**
 * What goes into the app: only the built app, never sources, tests, fixtures or source maps.
 * electron-builder adds the production dependencies (never devDependencies) from node_modules,
 * filtered by the same exclusions. better-sqlite3 ships one Node-API binary per platform and
 * architecture (plus its C sources); each installer keeps only its own binary.
 */
export function filesFor(platform: 'darwin' | 'win32' | 'linux'): string[] {
  return [
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    'package.json',
    '!**/*.map',
    '!**/*.{ts,tsx,mts,cts}',
    // Dependencies' own tests, fixtures, examples and benchmarks are not part of the app.
    '!**/node_modules/*/{test,tests,__tests__,fixtures,example,examples,bench,benchmark,benchmarks}/**',
    '!**/node_modules/better-sqlite3/{deps,src,build}/**',
    '!**/node_modules/better-sqlite3/binding.gyp',
    `!**/node_modules/better-sqlite3/prebuilds/!(${platform}-\${arch}.node)`,
  ];
}

export function builderConfig(env: Env, os: TargetOs | undefined): Configuration {
  // Each platform's feed on its own: a platform whose build could not verify an update gets none.
  const feeds = {
    win: feedPlan('win', env),
    mac: feedPlan('mac', env),
    linux: feedPlan('linux', env),
  };
  const mac = signingPlan('mac', env);
  const win = signingPlan('win', env);
  const notes = os ? [...signingPlan(os, env).notes, feeds[os].note] : [];
  for (const note of notes) console.log(`  • ${note}`);
  return {
    appId: APP_ID,
    productName: APP_NAME,
    copyright: 'Copyright © Clinic Companion',
    directories: { output: 'dist', buildResources: 'build' },
    // `files` is given per platform only (filesFor): with a top-level list as well, electron-builder
    // 26.17 made of the two a matcher that let every file of the project in (the payload test saw
    // src/ and test/ inside app.asar).
    asar: true,
    // A native module cannot be loaded from inside the asar.
    asarUnpack: ['**/node_modules/better-sqlite3/prebuilds/*.node'],
    // better-sqlite3's prebuilds are Node-API: the same file loads in Electron, nothing to rebuild.
    npmRebuild: false,
    nodeGypRebuild: false,
    afterPack,
    publish: null,
    icon: 'resources/icon.png',
    mac: {
      // One build per architecture (a universal app would merge two better-sqlite3 binaries and
      // double every download); the zip is what Squirrel.Mac updates from.
      target: [
        { target: 'dmg', arch: MAC_ARCHS },
        { target: 'zip', arch: MAC_ARCHS },
      ],
      // Electron 45 runs on macOS Ventura (13) and later (node_modules/electron/README.md,
      // "Platform support"); the app says so instead of crashing on an older Mac.
      minimumSystemVersion: MAC_MINIMUM,
      category: 'public.app-category.medical',
      hardenedRuntime: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
      extendInfo: { NSMicrophoneUsageDescription: MICROPHONE_USAGE },
      // No certificate: skip signing (electron-builder would otherwise search the keychain).
      ...(mac.sign ? {} : { identity: null }),
      notarize: mac.notarize,
      files: filesFor('darwin'),
      publish: feeds.mac.publish,
    },
    dmg: { sign: false },
    win: {
      target: ['nsis'],
      files: filesFor('win32'),
      publish: feeds.win.publish,
      // electron-updater checks each downloaded installer's Authenticode signature against the
      // publisher name electron-builder writes into app-update.yml (PublishManager.js,
      // `getAppUpdatePublishConfiguration`, from these options or the .pfx's subject).
      // `verifyUpdateCodeSignature` is left at its default (true): false would drop that name.
      ...(win.azure
        ? { azureSignOptions: { publisherName: win.publisherName ?? '', ...win.azure } }
        : win.publisherName
          ? { signtoolOptions: { publisherName: win.publisherName } }
          : {}),
    },
    // The assisted installer, per user by default: its page asks "Only for me" (preselected) or
    // "Anyone who uses this computer". For IT, silently: `/S` installs for the user running it,
    // `/S /allusers` from an elevated prompt for every user of the computer (app-builder-lib's
    // templates/nsis/assistedInstaller.nsh `initMultiUser` reads /allusers and /currentuser;
    // installer.nsi elevates a silent per-machine install). perMachine false keeps
    // INSTALL_MODE_PER_ALL_USERS undefined, so both modes stay possible.
    nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
    linux: {
      target: ['AppImage', 'deb'],
      category: 'Office;MedicalSoftware',
      synopsis: 'Consultation recording, prescription pad and documents for doctors',
      // Placeholder: the publisher's name and address go here before the first release.
      maintainer: 'Clinic Companion <support@clinic.care>',
      executableName: 'clinic-companion',
      // One PNG per size of the hicolor theme (resources/icons/NxN.png).
      icon: 'resources/icons',
      // package.json's desktopName: Electron's app_id / WM_CLASS and the .desktop file's name agree.
      syncDesktopName: true,
      desktop: { entry: { Keywords: 'clinic;doctor;prescription;' } },
      files: filesFor('linux'),
      publish: feeds.linux.publish,
    },
    deb: {
      // electron-builder's defaults plus ALSA (the microphone); a keyring for the secrets.
      depends: [
        'libgtk-3-0',
        'libnotify4',
        'libnss3',
        'libxss1',
        'libxtst6',
        'xdg-utils',
        'libatspi2.0-0',
        'libuuid1',
        'libsecret-1-0',
        'libasound2 | libasound2t64',
      ],
      recommends: ['gnome-keyring | kwalletmanager'],
    },
  };
}

/** The macOS installers' architectures: Intel and Apple silicon, one build each. */
export const MAC_ARCHS: ('x64' | 'arm64')[] = ['x64', 'arm64'];
/** The oldest macOS Electron 45 supports. */
export const MAC_MINIMUM = '13.0';

const HOST_OS: Record<string, TargetOs> = { win32: 'win', darwin: 'mac', linux: 'linux' };

export default builderConfig(process.env, HOST_OS[process.platform]);
