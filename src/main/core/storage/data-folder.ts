import { existsSync } from 'node:fs';
import { errorName, type Logger } from '../log/logger';
import { mkdirPrivateSync, repairPrivateTree } from './private-files';
import { restrictWindowsDataFolder, type RunCommand } from './windows-acl';

/**
 * What the core does to its data folder before it opens anything in it: the folder exists and is
 * 0700, and whatever older versions (or another program) left open to others is tightened to
 * 0600 files / 0700 folders. Logged as counts only, never a name. On Windows, the first start
 * limits the folder's ACL instead (windows-acl.ts), without waiting for it. Never throws: a
 * folder that cannot be made is said by the database open that follows.
 */
export function secureDataFolder(options: {
  dir: string;
  databaseFile: string;
  logger: Logger;
  /** Tests stand in for Windows: its platform name, environment and command runner. */
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  runCommand?: RunCommand;
}): void {
  const { dir, logger } = options;
  const firstStart = !existsSync(options.databaseFile);
  try {
    mkdirPrivateSync(dir);
  } catch {
    return;
  }
  const count = repairPrivateTree(dir);
  if (count.fixed > 0 || count.failed > 0 || count.cut) {
    logger.warn({ ...count }, 'data folder permissions tightened');
  }
  void restrictWindowsDataFolder({
    dir,
    firstStart,
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.runCommand ? { run: options.runCommand } : {}),
  })
    .then((outcome) => {
      if (outcome === 'set') logger.info('the data folder was limited to this Windows user');
      if (outcome === 'failed' || outcome === 'no-account')
        logger.warn({ outcome }, 'the data folder keeps the ACL of the Windows profile');
    })
    .catch((error: unknown) => logger.warn({ err: errorName(error) }, 'the ACL step failed'));
}
