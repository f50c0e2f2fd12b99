import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { distRefusal, distTargets, finishFeedFiles } from '../../../../build/feed-files';
import { feedPlan, UPDATE_URL_VARIABLE } from '../../../../build/publish';
import { signingPlan } from '../../../../build/signing';
import { builderConfig } from '../../../../electron-builder.config';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

const pem = (
  key: { export(o: { format: 'pem'; type: 'spki' | 'pkcs8' }): string | Buffer },
  type: 'spki' | 'pkcs8',
) => key.export({ format: 'pem', type }).toString();
const pair = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const LINUX_KEYS = {
  CLINIC_COMPANION_UPDATE_PUBLIC_KEY: pem(pair.publicKey, 'spki'),
  CLINIC_COMPANION_UPDATE_PRIVATE_KEY: pem(pair.privateKey, 'pkcs8'),
};
const URL_SET = { [UPDATE_URL_VARIABLE]: 'https://updates.example.org/companion/' };
const PFX = { WIN_CSC_LINK: 'cert.pfx', CSC_KEY_PASSWORD: 'p' };
const AZURE = {
  CLINIC_COMPANION_AZURE_ENDPOINT: 'https://eus.codesigning.azure.net',
  CLINIC_COMPANION_AZURE_ACCOUNT: 'clinic',
  CLINIC_COMPANION_AZURE_PROFILE: 'public-trust',
  CLINIC_COMPANION_WIN_PUBLISHER_NAME: 'Clinic Companion Pvt Ltd',
};
const FEED = { provider: 'generic', url: 'https://updates.example.org/companion/' };

describe('the update feed, per platform, decided by the environment', () => {
  it('is off, with a note, when the URL is unset or blank', () => {
    for (const env of [{}, { [UPDATE_URL_VARIABLE]: ' ' }]) {
      const plan = feedPlan('linux', env);
      expect(plan).toMatchObject({ publish: null });
      expect(plan.refusal).toBeUndefined();
      expect(plan.note).toMatch(
        /off in this build, because CLINIC_COMPANION_UPDATE_URL is not set/,
      );
    }
  });

  it('refuses a URL that is not https (http only on loopback) or not a URL at all', () => {
    expect(() => feedPlan('mac', { [UPDATE_URL_VARIABLE]: 'http://updates.example.org/' })).toThrow(
      /must be an https URL/,
    );
    expect(() => feedPlan('mac', { [UPDATE_URL_VARIABLE]: 'updates' })).toThrow(/is not a URL/);
    const loopback = { [UPDATE_URL_VARIABLE]: 'http://127.0.0.1:8080/', CSC_NAME: 'Dev ID' };
    expect(feedPlan('mac', loopback).publish?.url).toBe('http://127.0.0.1:8080/');
  });

  it('Windows: a feed only from a signed build, with the publisher named for .pfx or Azure', () => {
    const unsigned = feedPlan('win', URL_SET);
    expect(unsigned.publish).toBeNull();
    expect(unsigned.note).toBe(`Updates: ${unsigned.refusal}`);
    expect(unsigned).toMatchObject({
      refusal:
        'no update feed for Windows, because the installer is not signed (set WIN_CSC_LINK or CSC_LINK, or Azure Trusted Signing), so the app could not check an update’s signature; fix that, or unset CLINIC_COMPANION_UPDATE_URL to build without updates.',
    });
    expect(feedPlan('win', { ...URL_SET, ...PFX }).publish).toEqual(FEED);
    expect(feedPlan('win', { ...URL_SET, ...AZURE }).publish).toEqual(FEED);
    const { CLINIC_COMPANION_WIN_PUBLISHER_NAME: _, ...azureWithoutPublisher } = AZURE;
    expect(feedPlan('win', { ...URL_SET, ...azureWithoutPublisher }).refusal).toMatch(
      /^no update feed for Windows, because the installer is not signed/,
    );
    expect(signingPlan('win', azureWithoutPublisher).notes[0]).toMatch(
      /Azure Trusted Signing is set up only in part .*CLINIC_COMPANION_WIN_PUBLISHER_NAME missing/,
    );
  });

  it('macOS: a feed only from a signed app', () => {
    expect(feedPlan('mac', URL_SET).refusal).toBe(
      'no update feed for macOS, because the app is not signed (set CSC_LINK or CSC_NAME), and Squirrel.Mac installs only an update signed like the running app; fix that, or unset CLINIC_COMPANION_UPDATE_URL to build without updates.',
    );
    expect(feedPlan('mac', { ...URL_SET, CSC_LINK: 'id.p12' }).publish).toEqual(FEED);
  });

  it('Linux: a feed only with the public key to pin and its own private key to sign with', () => {
    expect(feedPlan('linux', { ...URL_SET, ...LINUX_KEYS }).publish).toEqual(FEED);
    expect(feedPlan('linux', URL_SET).refusal).toMatch(
      /^no update feed for Linux, because CLINIC_COMPANION_UPDATE_PUBLIC_KEY does not hold an Ed25519 public key/,
    );
    expect(
      feedPlan('linux', { ...URL_SET, ...LINUX_KEYS, CLINIC_COMPANION_UPDATE_PRIVATE_KEY: '' })
        .refusal,
    ).toMatch(/CLINIC_COMPANION_UPDATE_PRIVATE_KEY does not hold an Ed25519 private key/);
    expect(
      feedPlan('linux', {
        ...URL_SET,
        ...LINUX_KEYS,
        CLINIC_COMPANION_UPDATE_PRIVATE_KEY: pem(other.privateKey, 'pkcs8'),
      }).refusal,
    ).toMatch(/is not the private half of CLINIC_COMPANION_UPDATE_PUBLIC_KEY/);
  });

  it('takes a staging percentage from 1 to 100 only', () => {
    const env = { ...URL_SET, ...LINUX_KEYS };
    expect(
      feedPlan('linux', { ...env, CLINIC_COMPANION_STAGING_PERCENTAGE: '10' }).publish,
    ).toEqual(FEED);
    for (const bad of ['0', '101', '12.5', 'ten']) {
      expect(() => feedPlan('linux', { ...env, CLINIC_COMPANION_STAGING_PERCENTAGE: bad })).toThrow(
        /CLINIC_COMPANION_STAGING_PERCENTAGE must be a whole number from 1 to 100/,
      );
    }
  });
});

describe('npm run dist refuses, before building, a feed it could not sign', () => {
  it('builds for the platforms its flags name, else for this machine', () => {
    expect(distTargets([], 'linux')).toEqual(['linux']);
    expect(distTargets(['--dir'], 'win32')).toEqual(['win']);
    expect(distTargets(['--win', '-l', '--x64'], 'darwin')).toEqual(['win', 'linux']);
  });

  it('says in one sentence which platform’s feed it could not sign', () => {
    expect(distRefusal(['linux'], {})).toBeUndefined();
    expect(distRefusal(['linux'], { ...URL_SET, ...LINUX_KEYS })).toBeUndefined();
    expect(distRefusal(['linux', 'win'], { ...URL_SET, ...LINUX_KEYS })).toMatch(
      /^no update feed for Windows, because the installer is not signed .* to build without updates\.$/,
    );
    expect(
      distRefusal(['linux'], {
        ...URL_SET,
        ...LINUX_KEYS,
        CLINIC_COMPANION_STAGING_PERCENTAGE: '0',
      }),
    ).toMatch(/^CLINIC_COMPANION_STAGING_PERCENTAGE must be/);
  });
});

describe('the installers configuration writes a feed only where it can be verified', () => {
  it('gives each platform its own feed, and none to an unsigned one', () => {
    const config = builderConfig({ ...URL_SET, ...LINUX_KEYS }, undefined);
    expect(config.publish).toBeNull();
    expect(config.linux?.publish).toEqual(FEED);
    expect(config.win?.publish).toBeNull();
    expect(config.mac?.publish).toBeNull();
  });

  it('names the Windows publisher for signtool or Azure, and never turns the check off', () => {
    const pfx = builderConfig(
      { ...URL_SET, ...PFX, CLINIC_COMPANION_WIN_PUBLISHER_NAME: 'Clinic' },
      undefined,
    );
    expect(pfx.win?.publish).toEqual(FEED);
    expect(pfx.win?.signtoolOptions).toEqual({ publisherName: 'Clinic' });
    expect(pfx.win?.verifyUpdateCodeSignature).not.toBe(false);
    // No name given: electron-builder takes it from the .pfx's subject.
    expect(builderConfig({ ...URL_SET, ...PFX }, undefined).win?.signtoolOptions).toBeUndefined();
    const azure = builderConfig({ ...URL_SET, ...AZURE }, undefined);
    expect(azure.win?.azureSignOptions).toEqual({
      publisherName: 'Clinic Companion Pvt Ltd',
      endpoint: 'https://eus.codesigning.azure.net',
      codeSigningAccountName: 'clinic',
      certificateProfileName: 'public-trust',
    });
    expect(azure.win?.publish).toEqual(FEED);
  });
});

describe('npm run dist, once the installers are built', () => {
  function dist(appUpdate?: string): string {
    const temp = makeTempDir('dist-');
    temps.push(temp.remove);
    const info = 'version: 0.2.0\nfiles:\n  - url: a.exe\n    sha512: abc\n';
    writeFileSync(path.join(temp.dir, 'latest.yml'), info);
    writeFileSync(path.join(temp.dir, 'latest-mac.yml'), info.replace('a.exe', 'a.zip'));
    writeFileSync(path.join(temp.dir, 'builder-debug.yml'), 'x: 1\n');
    if (appUpdate !== undefined) {
      mkdirSync(path.join(temp.dir, 'win-unpacked/resources'), { recursive: true });
      writeFileSync(path.join(temp.dir, 'win-unpacked/resources/app-update.yml'), appUpdate);
    }
    return temp.dir;
  }
  const read = (dir: string, name: string) =>
    load(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;

  it('writes the staging percentage into every update info file', async () => {
    const dir = dist();
    const notes = await finishFeedFiles(dir, ['mac'], {
      ...URL_SET,
      CLINIC_COMPANION_STAGING_PERCENTAGE: '10',
    });
    expect(read(dir, 'latest.yml').stagingPercentage).toBe(10);
    expect(read(dir, 'latest-mac.yml')).toMatchObject({ version: '0.2.0', stagingPercentage: 10 });
    expect(read(dir, 'builder-debug.yml')).toEqual({ x: 1 });
    expect(notes).toContain('latest-mac.yml: offered to 10% of installations at first.');
  });

  it('stops when a Windows build’s app-update.yml names no publisher', async () => {
    const feed = 'provider: generic\nurl: https://updates.example.org/companion/\n';
    await expect(finishFeedFiles(dist(feed), ['win'], URL_SET)).rejects.toThrow(
      "win-unpacked/resources/app-update.yml names no publisher, so that app would not check an update's signature: do not upload this build; set CLINIC_COMPANION_WIN_PUBLISHER_NAME and build again.",
    );
    const named = await finishFeedFiles(
      dist(`${feed}publisherName:\n  - Clinic\n`),
      ['win'],
      URL_SET,
    );
    expect(named).toContain('win-unpacked: updates are checked against the publisher Clinic.');
    // A `--dir` build writes no app-update.yml: that app never looks for updates.
    await expect(finishFeedFiles(dist(), ['win'], URL_SET)).resolves.toBeDefined();
  });
});
