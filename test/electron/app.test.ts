import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { MIGRATIONS } from '../../src/main/core/db/migrations';
import { openCheckedDatabase } from '../../src/main/core/db/recovery';
import { createMemoryLogger } from '../helpers/memory-log';
import { launchApp, makeProfile, runToExit, type Profile } from './launch';

describe('the app in Electron', () => {
  let profile: Profile;
  let app: ElectronApplication;
  let page: Page;

  beforeAll(async () => {
    profile = makeProfile();
    app = await launchApp(profile);
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  afterAll(async () => {
    if (app) await app.close().catch(() => undefined);
    profile?.remove();
  });

  it('keeps its data in the given folder (the test hook), not the real profile', async () => {
    const userData = await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'));
    expect(userData).toBe(profile.userData);
  });

  it('opens its window from app://companion/', () => {
    expect(page.url()).toBe('app://companion/index.html');
  });

  it('answers app:get-info through window.companion', async () => {
    const reply = await page.evaluate(() =>
      (
        globalThis as unknown as { companion: { getAppInfo(): Promise<unknown> } }
      ).companion.getAppInfo(),
    );
    expect(reply).toMatchObject({ ok: true, value: { mode: 'sandbox' } });
    const version = await app.evaluate(({ app: electronApp }) => electronApp.getVersion());
    expect((reply as { value: { version: string } }).value.version).toBe(version);
  });

  it('lets its page write to the clipboard', async () => {
    await page.bringToFront();
    const text = `transcript ${Date.now()}`;
    await page.evaluate(
      (t) =>
        (
          globalThis as unknown as {
            navigator: { clipboard: { writeText(text: string): Promise<void> } };
          }
        ).navigator.clipboard.writeText(t),
      text,
    );
    expect(await app.evaluate(({ clipboard }) => clipboard.readText())).toBe(text);
  });

  it('quits cleanly when its window is closed, leaving a sound database', async () => {
    const exited = new Promise<number | null>((resolve) => app.process().on('exit', resolve));
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close());
    expect(await exited).toBe(0);
    const db = new Database(path.join(profile.userData, DATABASE_FILE_NAME), { readonly: true });
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();
  });
});

describe('a failed start', () => {
  it('shows its dialog and ends the process when the database is from a newer app', async () => {
    const profile = makeProfile();
    try {
      const db = new Database(path.join(profile.userData, DATABASE_FILE_NAME));
      db.pragma('user_version = 9999');
      db.close();
      const ended = await runToExit(profile);
      expect(ended.code).toBe(1);
      expect(ended.errorBox?.title).toBe('Clinic Companion could not start');
      expect(ended.errorBox?.content).toMatch(/written by a newer version of Clinic Companion/);
      // The dialog names the log folder, and the log holds the code and frames (not the message).
      const logs = path.join(profile.userData, 'logs');
      expect(ended.errorBox?.content).toContain(logs);
      const failure = readFileSync(path.join(logs, 'main.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('"msg":"the app could not start"'))
        .map((line) => JSON.parse(line) as { code?: string; frames?: string[] });
      expect(failure).toHaveLength(1);
      expect(failure[0]?.code).toBe('DATABASE_TOO_NEW');
      expect(failure[0]?.frames?.length).toBeGreaterThan(0);
      expect(JSON.stringify(failure)).not.toContain('newer version');
    } finally {
      profile.remove();
    }
  });
});

describe('going back to the previous version (--restore-before-update)', () => {
  it('puts back the copy from before the update when nothing waits, and says so', async () => {
    const profile = makeProfile();
    try {
      const file = path.join(profile.userData, DATABASE_FILE_NAME);
      const logger = createMemoryLogger().logger;
      const previous = MIGRATIONS.slice(0, MIGRATIONS.length - 1);
      openCheckedDatabase(file, { now: Date.now, logger, migrations: previous }).db.close();
      // The update: its migration takes the copy.
      openCheckedDatabase(file, { now: Date.now, logger }).db.close();
      const ended = await runToExit(profile, ['--restore-before-update']);
      expect(ended.messageBox?.message).toMatch(/^The local data is back as it was on /);
      expect(ended.code).toBe(0);
      const db = new Database(file, { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(previous.length);
      db.close();
    } finally {
      profile.remove();
    }
  });
});
