import type { LOCAL_DATA_METHODS } from '../../../shared/ipc/channels/local-data';
import type { LocalDataNotice } from '../../../shared/local-data';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { CoreError } from '../errors';
import { errorName } from '../log/logger';
import { keychainNotice, recoveryNotice } from './local-data-notices';
import { createRetention, type RetentionStep } from './retention';

/** When the last planned VACUUM ran (ms since the epoch, the core's clock). */
const VACUUMED_AT_SETTING = 'local-data.vacuumed-at';

export interface LocalDataOptions {
  /** Whose keychain help to give (tests play another OS). */
  platform?: NodeJS.Platform;
  /** The features' retention steps (history past 30 days), run at start and daily. */
  retention?: readonly RetentionStep[];
  /** While true (a recording runs), the one planned VACUUM waits. */
  busy?: () => boolean;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type LocalDataInfra = Pick<
  CoreShared,
  'backups' | 'backupCheckEveryMs' | 'clock' | 'db' | 'recovery' | 'secrets' | 'settings' | 'logger'
>;

/**
 * The data kept on this computer: the daily backup and then the retention (at start when due,
 * then checked on a timer read against the core's clock), and the notices the first screen shows
 * about it.
 */
export function createLocalDataModule(
  shared: LocalDataInfra,
  options: LocalDataOptions = {},
): FeatureModule<keyof typeof LOCAL_DATA_METHODS> {
  const { backups, logger } = shared;
  const platform = options.platform ?? process.platform;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Notices read and dismissed in this run: a reload of the window does not bring them back. */
  const dismissed = new Set<string>();
  const retention = createRetention({
    db: shared.db,
    clock: shared.clock,
    logger,
    steps: options.retention ?? [],
    ...(options.busy ? { busy: options.busy } : {}),
    vacuumedAt: {
      get: () => {
        const at = Number(shared.settings.get(VACUUMED_AT_SETTING));
        return Number.isFinite(at) && at > 0 ? at : undefined;
      },
      set: (at) => shared.settings.write({ values: { [VACUUMED_AT_SETTING]: String(at) } }),
    },
  });

  // The backup first: the day's copy still holds what the retention is about to delete.
  const backUpIfDue = (): void => {
    backups
      .takeIfDue()
      .catch((error: unknown) => {
        logger.warn({ err: errorName(error) }, 'the backup check failed');
      })
      .then(() => retention.runIfDue())
      .catch(() => undefined);
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
      await retention.settled();
    },
  };
}
