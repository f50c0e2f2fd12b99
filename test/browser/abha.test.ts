import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './use-harness';

const h = useHarness();

/** Whether `target` holds the page's focus. */
async function isFocused(target: Locator): Promise<boolean> {
  return target
    .evaluate(
      (element: { ownerDocument: { activeElement: unknown } }) =>
        element === element.ownerDocument.activeElement,
    )
    .catch(() => false);
}

/** Moves focus to `target` with Tab alone (at most `limit` presses). */
async function tabTo(target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await h.page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** From the ABHA screen, by keyboard: finds the seeded patient and starts their consultation. */
async function findAndStart(name: string): Promise<void> {
  const { page } = h;
  const search = page.getByLabel('Find a patient by name, mobile number, UHID or ABHA number');
  await tabTo(search);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  const start = page.getByRole('button', { name: `Start a consultation for ${name}` });
  await start.waitFor();
  await tabTo(start);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Consultation: ${name}` }).waitFor();
}

/** Opens the ABHA screen from the main navigation by keyboard. */
async function openAbhaByKeyboard(): Promise<void> {
  await tabTo(
    h.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'ABHA' }),
  );
  await h.page.keyboard.press('Enter');
  await h.page.getByRole('heading', { level: 1, name: 'ABHA registration' }).waitFor();
}

describe('The ABHA screen in Chromium, bound to the real core and sandbox', () => {
  it('leads by keyboard from the navigation to a patient’s consultation, focus on Create ABHA', async () => {
    const { page } = h;
    await openAbhaByKeyboard();
    expect(
      await isFocused(page.getByRole('heading', { level: 1, name: 'ABHA registration' })),
    ).toBe(true);
    expect(
      await page.getByRole('region', { name: 'What registration needs' }).textContent(),
    ).toContain('mobile phone linked to their Aadhaar');
    expect(await page.getByLabel('Aadhaar number').count()).toBe(0);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('abha-screen');

    await findAndStart('Ravi Kumar');
    const section = page.getByRole('region', { name: 'ABHA', exact: true });
    const create = section.getByRole('button', { name: 'Create ABHA' });
    await create.waitFor();
    await expect.poll(() => isFocused(create)).toBe(true);

    // Enter opens the registration right there, at its first step.
    await page.keyboard.press('Enter');
    await section.getByRole('heading', { name: /^Step 1 of 4/ }).waitFor();
  });
});
