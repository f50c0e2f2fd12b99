import { describe, expect, it } from 'vitest';
import {
  OTHER_ACCOUNT,
  queueWebhookRegistrations,
  waitingEndpoint,
} from '../helpers/waiting-webhooks';
import { useHarness } from './use-harness';

/** Rows made for another account: the core's sync loop never sends them, so they stay put. */
const ACCOUNT = OTHER_ACCOUNT;
const endpoint = waitingEndpoint;

const h = useHarness({ timeoutMs: 1_500 });

/** `refused` registrations the platform refused, then `waiting` ones, oldest first. */
function seed(refused: number, waiting: number): number[] {
  const { outbox } = h.core;
  const ids = queueWebhookRegistrations(h.core, refused).map((row) => row.id);
  for (const row of outbox.claimReady(refused, ACCOUNT)) {
    outbox.markRejected(row.id, 'requested endpoint is not reachable');
  }
  queueWebhookRegistrations(h.core, waiting, refused);
  return ids;
}

/** The little of the page's DOM read here (this project's Node code has no DOM types). */
interface PageDocument {
  document: { activeElement: { textContent: string | null } | null };
}

/** A change's Retry, named by its words: what, then when it was saved. */
const retryOf = (i: number) =>
  new RegExp(
    `^Retry Webhook registration for ${endpoint(i).replace(/\./g, '\\.')} · saved today, `,
  );

const focusedText = (): Promise<string> =>
  h.page.evaluate(
    () => (globalThis as unknown as PageDocument).document.activeElement?.textContent ?? '',
  );

describe('the Sync screen with hundreds of changes, in Chromium with the real core', () => {
  it('says how many there are, shows a page, and lets the keyboard reach and retry a change far down', async () => {
    const { page } = h;
    const ids = seed(300, 200);
    await h.openScreen('Sync');
    await page.getByRole('heading', { level: 2, name: 'Needs attention (300)' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Waiting (200)' }).waitFor();
    const attention = page.getByRole('region', { name: /^Needs attention/ });
    await expect
      .poll(() => attention.getByText('Showing 100 of 300 changes, oldest first.').count())
      .toBe(1);
    expect(await attention.locator('.sync-item').count()).toBe(100);
    expect(await h.axeViolations()).toEqual([]);

    // From the heading, Tab to the first change's Retry.
    for (let i = 0; i < 10 && !(await focusedText()).startsWith('Retry'); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedText()).toMatch(retryOf(0));
    // End: the last change shown; past its buttons, "Show more changes" brings the next page and
    // puts the keyboard on its first change.
    for (const expected of [100, 200]) {
      await page.keyboard.press('End');
      expect(await focusedText()).toContain(`${endpoint(expected - 1)} · saved`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusedText()).toBe('Show more changes Needs attention');
      await page.keyboard.press('Enter');
      await expect.poll(focusedText).toContain(`${endpoint(expected)} · saved`);
    }
    expect(await attention.locator('.sync-item').count()).toBe(300);
    expect(await attention.getByRole('button', { name: /^Show more changes/ }).count()).toBe(0);
    for (let i = 0; i < 49; i += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toContain(`${endpoint(249)} · saved`);
    await page.keyboard.press('Tab');
    expect(await focusedText()).toMatch(retryOf(249));
    await page.keyboard.press('Enter');

    await expect.poll(() => h.core.outbox.get(ids[249]!)?.state).toBe('pending');
    expect(h.core.outbox.log(ids[249]!).at(-1)?.event).toBe('user-retry');
    expect(h.core.outbox.get(ids[248]!)?.state).toBe('rejected');
    await page.getByRole('heading', { level: 2, name: 'Needs attention (299)' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Waiting (201)' }).waitFor();
  });
});
