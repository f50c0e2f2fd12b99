import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../src/main/core/backend';
import { PAD_RECORD } from '../../src/main/core/pad/pad-record';
import { WEBHOOK_REGISTER } from '../../src/main/core/webhooks/webhook-operations';
import type { InvokeArgs, InvokeChannel, InvokeResults } from '../../src/shared/ipc/contract';
import { createFinding } from '../../src/shared/pad/finding';
import { until } from '../helpers/until';
import { seededAdultVisit } from '../helpers/visit-pad';
import { useHarness } from './use-harness';

// A failed attempt waits 30 s or more: only Retry can send a change within this test.
const h = useHarness({
  timeoutMs: 1_500,
  core: {
    sync: { debounceMs: 5, backoff: { baseMs: 60_000, maxMs: 120_000 } },
    network: { minProbeMs: 50, maxProbeMs: 300 },
  },
});

/** The little of the page's DOM read here (this project's Node code has no DOM types). */
interface PageDocument {
  document: {
    activeElement: { textContent: string | null; getAttribute(name: string): string | null } | null;
  };
}
const focused = () =>
  h.page.evaluate(() => {
    const active = (globalThis as unknown as PageDocument).document.activeElement;
    return { text: active?.textContent ?? '', itemId: active?.getAttribute('data-item-id') ?? '' };
  });

function queueRegister(endpoint: string) {
  return h.core.db.transaction(() =>
    h.core.outbox.enqueue({
      operation: WEBHOOK_REGISTER,
      orderingKey: `webhook:new:${endpoint}`,
      account: EMBEDDED_SANDBOX_ACCOUNT,
      payload: { endpoint, event_names: ['receipt.created'], protocol: 'https' },
    }),
  )();
}

const registered = (endpoint: string): number =>
  h.sandbox
    .journal(h.sandbox.options.clientId)
    .filter((c) => c.kind === 'register' && c.endpoint === endpoint).length;

describe('the Sync screen in words, by keyboard, at 1366×768', () => {
  it('names each change by patient, what and visit, and Retry sends a waiting one now, once, keeping focus on the list', async () => {
    const { page, core, sandbox } = h;
    /** A channel called as the page calls it: from its origin, its arguments validated. */
    const handlers = new Proxy(
      {} as { [C in InvokeChannel]: (args: InvokeArgs<C>) => Promise<InvokeResults[C]> },
      {
        get: (_target, channel: string) => async (args: unknown) => {
          const result = await core.dispatch(channel, args, new URL(page.url()).origin);
          if (!result.ok) throw new Error(`${channel}: ${result.error.code}`);
          return result.value;
        },
      },
    );
    await page.setViewportSize({ width: 1366, height: 768 });

    // A visit's prescription the platform refuses (this account may not write to records).
    await handlers['consultation:today']({});
    const visit = await handlers['consultation:start']({
      appointmentId: seededAdultVisit().appointmentId,
    });
    const pad = (await handlers['pad:get']({ id: visit.padId })).pad;
    const fever = createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Fever' });
    await handlers['pad:save-draft']({ pad: { ...pad, findings: [fever] } });
    sandbox.records.set({ readOnlyClients: [sandbox.options.clientId] });
    await handlers['pad:finalize']({ id: visit.padId });
    await until(
      () => core.outbox.openOf([PAD_RECORD]).some((row) => row.state === 'rejected'),
      'the prescription refused',
      30_000,
    );
    // A change whose saved data is damaged, and two registrations whose first attempt failed.
    await handlers['webhooks:list']({});
    sandbox.faults.set({ failRate: 1 });
    const damaged = queueRegister('https://words.example/damaged');
    core.db.prepare('UPDATE outbox SET payload = ? WHERE id = ?').run('{"endpoint":', damaged.id);
    const first = queueRegister('https://words.example/first');
    const second = queueRegister('https://words.example/second');
    await core.sync.runNow();
    expect(core.outbox.get(first.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(core.outbox.get(second.id)).toMatchObject({ state: 'pending', attempts: 1 });
    sandbox.faults.set({ failRate: 0 });

    // Sync, from the main menu, by keyboard.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Sync', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Sync' }).waitFor();
    const rows = page.locator('.sync-item');
    await expect.poll(() => rows.count()).toBe(4);

    const name = visit.patient.name;
    const prescription = rows.filter({ hasText: 'Prescription to the patient’s record' });
    expect(await prescription.locator('.sync-item__words').textContent()).toMatch(
      new RegExp(`^${name} · Prescription to the patient’s record · visit today, `),
    );
    expect(
      await page
        .getByRole('heading', { level: 3, name: new RegExp(`^${name}, visit today, `) })
        .count(),
    ).toBe(1);
    // Never an id where words belong.
    expect(await page.locator('.sync-list').textContent()).not.toMatch(/Prescription [0-9a-f]{8}/);
    const damagedRow = rows.filter({ hasText: 'whose data cannot be read' });
    expect(await damagedRow.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    expect(await damagedRow.getByRole('button', { name: /^Discard/ }).count()).toBe(1);
    expect(await prescription.getByRole('button', { name: /^Retry/ }).count()).toBe(1);
    expect(await h.axeViolations()).toEqual([]);

    // Tab to the first registration's Retry; the rows' own Retry buttons are on the way.
    const retryFirst = 'Retry Webhook registration for https://words.example/first · saved today';
    for (let i = 0; i < 30 && !(await focused()).text.startsWith(retryFirst); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect((await focused()).text).toMatch(new RegExp(`^${retryFirst}`));
    await h.screenshot('sync-words-before-retry', { fullPage: false });
    await page.keyboard.press('Enter');

    // It goes now, exactly once, and leaves the list: focus goes to the change in its place.
    await expect.poll(() => registered('https://words.example/first')).toBe(1);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(async () => (await focused()).itemId).toBe(String(second.id));
    await expect
      .poll(() =>
        page
          .getByText(/^Sending now: Webhook registration for https:\/\/words\.example\/first/)
          .count(),
      )
      .toBe(1);
    expect(registered('https://words.example/first')).toBe(1);
    expect(registered('https://words.example/second')).toBe(0);
    expect(core.outbox.get(second.id)?.state).toBe('pending');
    expect(core.outbox.log(first.id).map((entry) => entry.event)).toContain('user-retry-now');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('sync-words-after-retry', { fullPage: false });
  });
});
