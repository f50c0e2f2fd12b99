import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupName, listBackups } from '../../../src/main/core/db/backups';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { until } from '../../helpers/until';

const DAY = 24 * 60 * 60 * 1000;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('daily backups of the local database', () => {
  it('takes one a day while running, by the core’s clock, and keeps the newest 7', async () => {
    const clock = createFakeClock();
    app = await startTestCompanion({ clock, core: { backupCheckEveryMs: 5 } });
    const dir = path.join(app.dataDir, 'backups');
    const times = [clock.now()];
    await until(() => listBackups(dir)[0]?.takenAt === clock.now(), 'the first backup');
    // Less than a day later: not due.
    clock.advance(DAY - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listBackups(dir)).toHaveLength(1);
    clock.advance(1);
    for (let day = 1; day <= 9; day += 1) {
      times.push(clock.now());
      await until(() => listBackups(dir)[0]?.takenAt === clock.now(), `backup of day ${day}`);
      clock.advance(DAY);
    }
    const kept = readdirSync(dir).sort();
    expect(kept).toEqual(times.slice(-7).map(backupName));
    // Each a whole, self-contained database (no -wal beside it) with the app's tables.
    const newest = new Database(path.join(dir, kept[6]!), { readonly: true });
    expect(newest.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(newest.pragma('quick_check', { simple: true })).toBe('ok');
    expect(newest.prepare('SELECT count(*) AS n FROM settings').get()).toBeDefined();
    newest.close();
  });

  it('stops its timer on close: no backup is taken after the core closed', async () => {
    const clock = createFakeClock();
    app = await startTestCompanion({ clock, core: { backupCheckEveryMs: 5 } });
    const dir = path.join(app.dataDir, 'backups');
    await until(() => listBackups(dir).length === 1, 'the first backup');
    clock.advance(DAY);
    await app.core.close();
    const after = readdirSync(dir);
    expect(after.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(readdirSync(dir)).toEqual(after);
    // A timer left running would try the closed database and log the failure.
    expect(app.logText()).not.toContain('backup of the local database failed');
  });
});
