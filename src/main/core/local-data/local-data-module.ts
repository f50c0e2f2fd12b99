import type { LOCAL_DATA_METHODS } from '../../../shared/ipc/channels/local-data';
import type { LocalDataNotice } from '../../../shared/local-data';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { CoreError } from '../errors';
import { errorName } from '../log/logger';
import { keychainNotice, recoveryNotice } from './local-data-notices';

export interface LocalDataOptions {
  /** Whose keychain help to give (tests play another OS). */
  platform?: NodeJS.Platform;
}

/**
 * The data kept on this computer: the daily backup (at start when due, then checked on a timer
 * read against the core's clock), and the notices the first screen shows about it.
 */
export function createLocalDataModule(
  shared: CoreShared,
  options: LocalDataOptions = {},
): FeatureModule<keyof typeof LOCAL_DATA_METHODS> {
  const { backups, logger } = shared;
  const platform = options.platform ?? process.platform;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Notices read and dismissed in this run: a reload of the window does not bring them back. */
  const dismissed = new Set<string>();

  const backUpIfDue = (): void => {
    backups.takeIfDue().catch((error: unknown) => {
      logger.warn({ err: errorName(error) }, 'the backup check failed');
    });
  };

  function notices(): LocalDataNotice[] {
    const found: LocalDataNotice[] = [];
    if (shared.recovery) found.push(recoveryNotice(shared.recovery));
    const keychain = shared.secrets.availability();
    if (!keychain.available) found.push(keychainNotice(keychain.reason, platform));
    return found.filter((notice) => !dismissed.has(notice.id));
  }

  function dismiss(id: string): { dismissed: true } {
    const notice = notices().find((shown) => shown.id === id);
    if (!notice) {
      throw new CoreError('NOT_FOUND', 'That notice is no longer shown.');
    }
    if (notice.severity === 'alert') {
      throw new CoreError(
        'REJECTED',
        'This alert stays until the problem it describes is fixed; it cannot be dismissed.',
      );
    }
    dismissed.add(id);
    return { dismissed: true };
  }

  return {
    name: 'local-data',
    handlers: {
      'local-data:get-notices': () => Promise.resolve(notices()),
      'local-data:dismiss-notice': ({ id }) => Promise.resolve(dismiss(id)),
    },
    start() {
      backUpIfDue();
      timer = setInterval(backUpIfDue, shared.backupCheckEveryMs);
      timer.unref?.();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await backups.settled();
    },
  };
}
