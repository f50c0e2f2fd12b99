import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  updateCheckDecision,
  type UpdateCheckContext,
} from '../../../../src/main/shell/policy/update-check';

const ed25519 = generateKeyPairSync('ed25519');
const PINNED = ed25519.publicKey.export({ format: 'pem', type: 'spki' }).toString();
const RSA = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ format: 'pem', type: 'spki' })
  .toString();

/** app-update.yml as electron-builder 26 writes it (PublishManager.js, serializeToYaml). */
const FEED = `provider: generic
url: https://updates.example.org/companion/
updaterCacheDirName: clinic-companion-updater
`;
const WITH_PUBLISHER = `${FEED}publisherName:
  - Clinic Companion Pvt Ltd
`;

const base: UpdateCheckContext = {
  packaged: true,
  platform: 'linux',
  feed: FEED,
  packageType: undefined,
  pinnedKey: PINNED,
  env: {},
};

describe('update checks: only where the build can verify what it installs', () => {
  it('never in a development run, a build without a feed, or where IT turned them off', () => {
    expect(updateCheckDecision({ ...base, packaged: false })).toEqual({
      check: false,
      reason: 'a development run does not update',
    });
    expect(updateCheckDecision({ ...base, feed: undefined })).toEqual({
      check: false,
      reason: 'this build was made without an update feed',
    });
    expect(updateCheckDecision({ ...base, env: { CLINIC_COMPANION_NO_UPDATES: '1' } })).toEqual({
      check: false,
      reason: 'updates are turned off (CLINIC_COMPANION_NO_UPDATES=1)',
    });
    expect(updateCheckDecision({ ...base, feed: 'provider: [generic' })).toEqual({
      check: false,
      reason: 'the update feed file cannot be read',
    });
  });

  it('Windows: only when app-update.yml names the publisher NsisUpdater checks the installer against', () => {
    const windows = { ...base, platform: 'win32' as const, pinnedKey: '' };
    expect(updateCheckDecision({ ...windows, feed: WITH_PUBLISHER })).toEqual({
      check: true,
      verification: 'windows-publisher',
    });
    expect(
      updateCheckDecision({ ...windows, feed: `${FEED}publisherName: Clinic Companion Pvt Ltd\n` }),
    ).toMatchObject({ check: true });
    for (const feed of [FEED, `${FEED}publisherName: []\n`, `${FEED}publisherName: ''\n`]) {
      expect(updateCheckDecision({ ...windows, feed })).toEqual({
        check: false,
        reason: 'this build names no code-signing publisher, so an update could not be verified',
      });
    }
  });

  it('macOS: Squirrel checks the code signature (the build writes a feed only when signed)', () => {
    expect(updateCheckDecision({ ...base, platform: 'darwin', pinnedKey: '' })).toEqual({
      check: true,
      verification: 'macos-code-signature',
    });
  });

  it('Linux: only with an Ed25519 key pinned in the app, for the deb or the AppImage', () => {
    expect(updateCheckDecision(base)).toEqual({
      check: true,
      verification: 'linux-feed-key',
      linuxPackage: 'AppImage',
    });
    expect(updateCheckDecision({ ...base, packageType: 'deb\n' })).toMatchObject({
      check: true,
      linuxPackage: 'deb',
    });
    expect(updateCheckDecision({ ...base, packageType: 'rpm' })).toMatchObject({ check: false });
    for (const pinnedKey of ['', RSA, 'not a key']) {
      expect(updateCheckDecision({ ...base, pinnedKey })).toEqual({
        check: false,
        reason: 'this build holds no update key, so an update could not be verified',
      });
    }
    // A key as a CI secret may carry it, with its newlines escaped.
    expect(updateCheckDecision({ ...base, pinnedKey: PINNED.replace(/\n/g, '\\n') })).toMatchObject(
      { check: true },
    );
  });

  it('nowhere else', () => {
    expect(updateCheckDecision({ ...base, platform: 'freebsd' })).toMatchObject({ check: false });
  });
});
