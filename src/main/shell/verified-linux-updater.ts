import electronUpdater, { type AppUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import type { DownloadExecutorResult, DownloadExecutorTask } from 'electron-updater/out/AppUpdater';
import { checkDownloadedFile, signedFileFor, verifyFeed } from '../core/updates/feed-signature';

/**
 * electron-updater's Linux updaters with the feed's signature checked. The seam, read in
 * node_modules/electron-updater/out: `verifyUpdateCodeSignature` exists only in NsisUpdater, and
 * 'update-downloaded' comes too late: BaseUpdater.executeDownload's `done` emits it and, in the
 * same step, registers the install-at-quit handler (`addQuitHandler`), so a refusal there would
 * still install at quit. `executeDownload` (AppUpdater.js) is where NsisUpdater itself checks:
 * it runs the download `task` into a temp file and only then renames it, records it and emits
 * 'update-downloaded'; a throw from the task removes the file and reaches 'error'. So, before
 * anything is fetched, the yml's signature must verify and name the very file (name and SHA-512)
 * about to be fetched; after the task, the temp file is hashed here against that signed SHA-512.
 * A file already downloaded by an earlier run skips the task, but electron-updater re-hashes it
 * against the same, now verified, SHA-512 (DownloadedUpdateHelper.getValidCachedUpdateFile).
 */
export async function verifiedDownload(
  task: DownloadExecutorTask,
  publicKey: string,
  run: (task: DownloadExecutorTask) => Promise<DownloadExecutorResult>,
): Promise<DownloadExecutorResult> {
  const info = task.downloadUpdateOptions.updateInfoAndProvider.info as unknown as Record<
    string,
    unknown
  >;
  const signed = signedFileFor(await verifyFeed(info, publicKey), {
    url: task.fileInfo.info.url,
    sha512: task.fileInfo.info.sha512,
  });
  return run({
    ...task,
    task: async (destination, options, packageFile, removeTempDir) => {
      const result: unknown = await task.task(destination, options, packageFile, removeTempDir);
      await checkDownloadedFile(destination, signed);
      return result;
    },
  });
}

class VerifiedDebUpdater extends electronUpdater.DebUpdater {
  constructor(
    private readonly publicKey: string,
    app?: AppAdapter,
  ) {
    super(null, app);
  }
  protected override executeDownload(task: DownloadExecutorTask): Promise<DownloadExecutorResult> {
    return verifiedDownload(task, this.publicKey, (checked) => super.executeDownload(checked));
  }
}

class VerifiedAppImageUpdater extends electronUpdater.AppImageUpdater {
  constructor(
    private readonly publicKey: string,
    app?: AppAdapter,
  ) {
    super(null, app);
  }
  protected override executeDownload(task: DownloadExecutorTask): Promise<DownloadExecutorResult> {
    return verifiedDownload(task, this.publicKey, (checked) => super.executeDownload(checked));
  }
}

/**
 * The updater for this Linux package, as electron-updater's own `autoUpdater` would pick it
 * (main.js: `package-type` "deb", else AppImage), reading app-update.yml as it does. `app` is for
 * tests: without it, Electron's app and network stack are used.
 */
export function verifiedLinuxUpdater(
  linuxPackage: 'deb' | 'AppImage',
  publicKey: string,
  app?: AppAdapter,
): AppUpdater {
  return linuxPackage === 'deb'
    ? new VerifiedDebUpdater(publicKey, app)
    : new VerifiedAppImageUpdater(publicKey, app);
}
