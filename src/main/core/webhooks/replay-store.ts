import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import { errorName, type Logger } from '../log/logger';
import { createReplayGuard, type ReplayGuard } from './signature';

/** Bound into every seal: a sealed replay entry cannot pass for another kind of data. */
const CONTEXT = 'webhooks:replay-guard';

/**
 * The listener's replay guard, kept across listener and app restarts for the tolerance window:
 * each accepted signature (`t` and `v1`) is written sealed with the data key beside the moment it
 * expires, and the unexpired ones are read back the first time the guard is used. Where there is
 * no keychain the guard works in memory only (said once in the log, without any value).
 */
export function createStoredReplayGuard(deps: {
  db: Db;
  vault: DataVault;
  now: () => number;
  logger?: Logger;
}): ReplayGuard {
  const { db, vault } = deps;
  const insert = db.prepare<[Buffer, number]>(
    'INSERT INTO webhook_replays (sealed, expires_at) VALUES (?, ?)',
  );
  const prune = db.prepare<[number]>('DELETE FROM webhook_replays WHERE expires_at < ?');
  const unexpired = db.prepare<[number], { sealed: Buffer; expires_at: number }>(
    'SELECT sealed, expires_at FROM webhook_replays WHERE expires_at >= ? ORDER BY id',
  );
  let memory: ReplayGuard | undefined;

  function loaded(): ReplayGuard {
    if (memory) return memory;
    memory = createReplayGuard();
    const now = deps.now();
    try {
      for (const row of unexpired.all(now)) {
        memory.remember(vault.openText(row.sealed, CONTEXT), now, row.expires_at);
      }
    } catch (error) {
      deps.logger?.warn({ err: errorName(error) }, 'the stored webhook replay guard was not read');
    }
    return memory;
  }

  return {
    seen: (key, now) => loaded().seen(key, now),
    remember(key, now, expiresAt) {
      loaded().remember(key, now, expiresAt);
      try {
        const sealed = vault.sealText(key, CONTEXT);
        db.transaction(() => {
          prune.run(now);
          insert.run(sealed, expiresAt);
        })();
      } catch (error) {
        deps.logger?.info(
          { err: errorName(error) },
          'a webhook replay entry was kept in memory only',
        );
      }
    },
  };
}
