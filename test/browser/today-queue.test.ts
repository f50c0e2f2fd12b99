import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { activeId, activeText } from './focus';
import { useHarness } from './use-harness';

const h = useHarness({ core: { sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } } } });

/** The seeded morning runs from 09:00 every 20 minutes: the page's clock stands at 09:50. */
function tenToTen(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 9, 50);
}

/** Tab (at most `limit` presses) until the button named `name` has focus, then Enter. */
async function tabAndPress(page: Page, name: string, limit = 400): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await activeText(page)) === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button ${name}`);
}

/** The marked row: exactly one, the patient's, saying "Next" in its status column. */
async function expectMarkedNext(page: Page, name: string): Promise<void> {
  const marked = page.locator('tr.queue-row--next');
  expect(await marked.count()).toBe(1);
  expect(await marked.getByRole('rowheader').innerText()).toContain(name);
  expect(await marked.locator('td.queue-row__state').innerText()).toMatch(/^Next\s*Waiting$/);
}

/** After arrival at Today: focus on "Next patient: <name>", its row marked, axe clean. */
async function expectOffered(page: Page, name: string, shot: string): Promise<void> {
  await page.getByRole('button', { name: `Next patient: ${name}`, exact: true }).waitFor();
  await expect.poll(() => activeId(page)).toBe('next-patient');
  expect(await activeText(page)).toBe(`Next patient: ${name}`);
  await expectMarkedNext(page, name);
  expect(await h.axeViolations()).toEqual([]);
  await h.screenshot(shot, { fullPage: false });
}

async function finishByKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Consultation: ${name}` }).waitFor();
  await tabAndPress(page, 'Finish the consultation');
  await page.getByText(`The consultation of ${name} is finished.`).waitFor();
}

describe('Today as a queue, by keyboard at 1366×768', () => {
  it('a three-patient morning driven by "Next patient": start, finish, next, with Alt+N from a visit', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.setFixedTime(tenToTen());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const day = await h.core.handlers['consultation:today']({});
    const names = day.queue.appointments.map((a) => a.patient?.name ?? '');
    // The seeded day: 09:00 seen, then 09:20, 09:40, 10:00 (a walk-in), 10:20 waiting.
    const [, first, second, third, fourth] = names as [string, string, string, string, string];

    // On arrival the queue comes first: focus is on the next patient, before the header's Sync.
    await expectOffered(page, first, 'today-queue-arrival');
    const table = page.getByRole('table', { name: /^Appointments/ });
    const statuses = await table.locator('td.queue-row__state').allInnerTexts();
    expect(statuses.slice(0, 3)).toEqual(['Seen', 'Next Waiting', 'Waiting']);
    const waits = await table.locator('td.queue-row__wait').allInnerTexts();
    expect(waits.slice(0, 5)).toEqual([
      '',
      '30 min late',
      '10 min late',
      'due in 10 min',
      'due in 30 min',
    ]);
    // The status column lines up: every status cell starts at the same x.
    const lefts = await table
      .locator('td.queue-row__state')
      .evaluateAll((cells) =>
        cells.map((cell) =>
          Math.round(
            (
              cell as unknown as { getBoundingClientRect(): { left: number } }
            ).getBoundingClientRect().left,
          ),
        ),
      );
    expect(new Set(lefts).size).toBe(1);

    // Patient 1: Enter starts the offered visit; finishing it offers the next patient.
    await page.keyboard.press('Enter');
    await finishByKeyboard(page, first);
    await expectOffered(page, second, 'today-queue-after-first');

    // Patient 2: started, then Alt+N from inside the visit: Today, the next one still waiting.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Consultation: ${second}` }).waitFor();
    await page.keyboard.press('Alt+KeyN');
    await expectOffered(page, third, 'today-queue-alt-n');
    // Back to the visit in progress by keyboard, and finish it: the offer is the same patient.
    await tabAndPress(page, `Open ${second}`);
    await finishByKeyboard(page, second);
    await expectOffered(page, third, 'today-queue-after-second');

    // Patient 3 (the walk-in): start, finish; the offer moves on to the fourth appointment.
    await page.keyboard.press('Enter');
    await finishByKeyboard(page, third);
    await expectOffered(page, fourth, 'today-queue-after-third');
    const after = await table.locator('td.queue-row__state').allInnerTexts();
    expect(after.slice(0, 5)).toEqual(['Seen', 'Seen', 'Seen', 'Seen', 'Next Waiting']);
  });
});
