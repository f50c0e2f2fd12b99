import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppUpdater } from 'electron-updater';
import { dump, load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { finishFeedFiles } from '../../../build/feed-files';
import { errorName } from '../../../src/main/core/log/logger';
import {
  checkDownloadedFile,
  sha512Of,
  SIGNATURE_FIELD,
  signedFileFor,
  verifyFeed,
} from '../../../src/main/core/updates/feed-signature';
import {
  verifiedDownload,
  verifiedLinuxUpdater,
} from '../../../src/main/shell/verified-linux-updater';
import { makeTempDir } from '../../helpers/temp-dir';
import { LoopbackHttpExecutor, serveFeed, standInApp } from '../../helpers/update-feed-server';

/*
 * The Linux update path end to end: `npm run dist`'s step signs latest-linux.yml with a generated
 * key; electron-updater's own DebUpdater / AppImageUpdater (the app's verified subclasses) fetch
 * the feed from a loopback server and download, the app holding the public key. A feed changed
 * by whoever holds the server, or not signed, or signed with another key, is refused before the
 * file is fetched, and nothing is ever offered for install.
 */

const keys = generateKeyPairSync('ed25519');
const PUBLIC = keys.publicKey.export({ format: 'pem', type: 'spki' }).toString();
const PRIVATE = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const DEB = 'clinic-companion_0.2.0_amd64.deb';
const APPIMAGE = 'clinic-companion-0.2.0.AppImage';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** dist/ as electron-builder leaves it for Linux, then signed by dist's own step. */
async function signedDist(): Promise<{ root: string; dist: string; feed: string; deb: Buffer }> {
  const temp = makeTempDir('linux-update-');
  cleanups.push(temp.remove);
  const dist = path.join(temp.dir, 'dist');
  mkdirSync(dist);
  const deb = randomBytes(256 * 1024);
  writeFileSync(path.join(dist, DEB), deb);
  writeFileSync(path.join(dist, APPIMAGE), randomBytes(300 * 1024));
  const files = [];
  for (const url of [APPIMAGE, DEB]) {
    const file = path.join(dist, url);
    files.push({ url, sha512: await sha512Of(file), size: readFileSync(file).length });
  }
  // As updateInfoBuilder.js writes it (serializeToYaml): version, files, legacy path/sha512, date.
  const info = {
    version: '0.2.0',
    files,
    path: APPIMAGE,
    sha512: files[0]!.sha512,
    releaseDate: '2026-11-28T08:00:00.000Z',
  };
  writeFileSync(path.join(dist, 'latest-linux.yml'), dump(info, { lineWidth: 8000 }));
  const notes = await finishFeedFiles(dist, ['linux'], {
    CLINIC_COMPANION_UPDATE_URL: 'https://updates.example.org/',
    CLINIC_COMPANION_UPDATE_PRIVATE_KEY: PRIVATE,
  });
  expect(notes).toEqual(['latest-linux.yml: signed, offered to every installation.']);
  return { root: temp.dir, dist, feed: path.join(dist, 'latest-linux.yml'), deb };
}

const pending = (cacheDir: string): string[] => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);
const readYml = (file: string): Record<string, unknown> =>
  load(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeYml = (file: string, info: Record<string, unknown>): void =>
  writeFileSync(file, dump(info, { lineWidth: -1 }));

/** The installed app (0.1.0) pointed at the loopback feed, with `pinned` as its update key. */
async function installedApp(
  root: string,
  dist: string,
  linuxPackage: 'deb' | 'AppImage',
  pinned = PUBLIC,
): Promise<{ updater: AppUpdater; served: string[]; cacheDir: string }> {
  const server = await serveFeed(dist);
  cleanups.push(server.close);
  const app = standInApp(path.join(root, 'app'), '0.1.0');
  mkdirSync(path.dirname(app.appUpdateConfigPath), { recursive: true });
  writeFileSync(
    app.appUpdateConfigPath,
    `provider: generic\nurl: ${server.url}\nupdaterCacheDirName: clinic-companion-updater\n`,
  );
  const updater = verifiedLinuxUpdater(linuxPackage, pinned, app);
  (updater as unknown as { httpExecutor: LoopbackHttpExecutor }).httpExecutor =
    new LoopbackHttpExecutor();
  updater.logger = null;
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.disableDifferentialDownload = true;
  return {
    updater,
    served: server.requests,
    cacheDir: path.join(app.baseCachePath, 'clinic-companion-updater', 'pending'),
  };
}

/** Check, then download: what electron-updater told its listeners. */
async function update(updater: AppUpdater): Promise<string[]> {
  const heard: string[] = [];
  updater.on('update-downloaded', (info: { version: string }) =>
    heard.push(`downloaded ${info.version}`),
  );
  updater.on('error', (error: Error) => heard.push(`error ${errorName(error)}`));
  const check = await updater.checkForUpdates();
  expect(check?.isUpdateAvailable).toBe(true);
  await updater.downloadUpdate().catch(() => undefined);
  return heard;
}

describe('a Linux update is installed only from a feed signed with the key pinned in the app', () => {
  it('downloads the deb the signed feed names', async () => {
    const { root, dist, deb } = await signedDist();
    const { updater, cacheDir } = await installedApp(root, dist, 'deb');
    expect(await update(updater)).toEqual(['downloaded 0.2.0']);
    expect(readFileSync(path.join(cacheDir, DEB)).equals(deb)).toBe(true);
  });

  it('downloads the AppImage the signed feed names', async () => {
    const { root, dist } = await signedDist();
    const before = process.env.APPIMAGE;
    // AppImageUpdater is active only inside an AppImage (AppImageUpdater.js, isUpdaterActive).
    process.env.APPIMAGE = path.join(root, 'Clinic Companion.AppImage');
    cleanups.push(() => {
      if (before === undefined) delete process.env.APPIMAGE;
      else process.env.APPIMAGE = before;
    });
    const { updater, cacheDir } = await installedApp(root, dist, 'AppImage');
    expect(await update(updater)).toEqual(['downloaded 0.2.0']);
    expect(pending(cacheDir)).toContain(APPIMAGE);
  });

  it('refuses, before fetching it, a file replaced on the server with its hash in the yml', async () => {
    const { root, dist, feed } = await signedDist();
    writeFileSync(path.join(dist, DEB), randomBytes(256 * 1024));
    const info = readYml(feed);
    const files = info.files as { url: string; sha512: string }[];
    files[1]!.sha512 = await sha512Of(path.join(dist, DEB));
    writeYml(feed, info);
    const { updater, served, cacheDir } = await installedApp(root, dist, 'deb');
    expect(await update(updater)).toEqual(['error UpdateRefused:BAD_SIGNATURE']);
    expect(served).not.toContain(DEB);
    expect(pending(cacheDir)).toEqual([]);
  });

  it('refuses a file replaced on the server under the signed hash', async () => {
    const { root, dist } = await signedDist();
    writeFileSync(path.join(dist, DEB), randomBytes(256 * 1024));
    const { updater, cacheDir } = await installedApp(root, dist, 'deb');
    // electron-updater's own check of the SHA-512 as it downloads stops it first.
    expect(await update(updater)).toEqual(['error Error:ERR_CHECKSUM_MISMATCH']);
    expect(pending(cacheDir)).toEqual([]);
  });

  it('refuses a feed with a newer version named, without a signature, or signed with another key', async () => {
    const { root, dist, feed } = await signedDist();
    const signed = readYml(feed);
    writeYml(feed, { ...signed, version: '0.3.0' });
    expect(await update((await installedApp(root, dist, 'deb')).updater)).toEqual([
      'error UpdateRefused:BAD_SIGNATURE',
    ]);
    const { [SIGNATURE_FIELD]: _, ...unsigned } = signed;
    writeYml(feed, unsigned);
    expect(await update((await installedApp(root, dist, 'deb')).updater)).toEqual([
      'error UpdateRefused:UNSIGNED',
    ]);
    writeYml(feed, signed);
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'pem', type: 'spki' });
    const app = await installedApp(root, dist, 'deb', other.toString());
    expect(await update(app.updater)).toEqual(['error UpdateRefused:BAD_SIGNATURE']);
    expect(app.served).not.toContain(DEB);
  });

  it('keeps the signature valid when clinic IT changes the staging percentage on the server', async () => {
    const { feed } = await signedDist();
    const info = readYml(feed);
    writeYml(feed, { ...info, stagingPercentage: 25 });
    const signedFiles = await verifyFeed(readYml(feed), PUBLIC);
    expect(signedFiles.map((file) => file.url)).toEqual([APPIMAGE, DEB]);
  });

  it('hashes the downloaded file itself against the signed SHA-512, and knows only signed files', async () => {
    const { dist, feed } = await signedDist();
    const signedFiles = await verifyFeed(readYml(feed), PUBLIC);
    const deb = signedFileFor(signedFiles, signedFiles[1]!);
    await expect(checkDownloadedFile(path.join(dist, DEB), deb)).resolves.toBeUndefined();
    writeFileSync(path.join(dist, DEB), randomBytes(16));
    await expect(checkDownloadedFile(path.join(dist, DEB), deb)).rejects.toMatchObject({
      code: 'FILE_CHANGED',
    });
    expect(() => signedFileFor(signedFiles, { url: 'other.deb', sha512: deb.sha512 })).toThrow(
      'The update file is not one the feed’s signature names.',
    );
  });

  it('checks the file the download step wrote, whatever that step checked itself', async () => {
    const { root, feed } = await signedDist();
    const info = readYml(feed);
    const deb = (info.files as { url: string; sha512: string }[])[1]!;
    const destination = path.join(root, 'downloaded.deb');
    // A download step that writes other bytes than the signed ones (and checks nothing).
    const task = {
      fileExtension: 'deb',
      fileInfo: { url: new URL(`https://updates.example.org/${DEB}`), info: deb },
      downloadUpdateOptions: { updateInfoAndProvider: { info } },
      task: () => Promise.resolve(writeFileSync(destination, randomBytes(64))),
    } as unknown as Parameters<typeof verifiedDownload>[0];
    const run = async (checked: typeof task) => {
      await checked.task(destination, {} as never, null, () => Promise.resolve());
      return { updateFile: destination };
    };
    await expect(verifiedDownload(task, PUBLIC, run)).rejects.toMatchObject({
      name: 'UpdateRefused',
      code: 'FILE_CHANGED',
    });
  });
});
