import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROPERTIES_LOOKUP_PATH } from '../../src/shared/properties';
import {
  DEFAULT_SINCE_PROPERTY_GROUP_ID,
  PROPERTIES_NOT_OFFERED,
} from '../../src/shared/properties-defaults';
import { startNotOfferedProxy, type NotOfferedProxy } from '../helpers/not-offered-proxy';
import { useHarness } from './use-harness';

/*
 * The pad against a platform that does not offer the properties lookup (the sandbox behind a
 * loopback proxy that answers it 404): written by keyboard with Since, Note and Date, said once,
 * finalized and sent.
 */

let proxy: NotOfferedProxy | undefined;
const h = useHarness({
  front: async (sandbox) => {
    proxy = await startNotOfferedProxy(sandbox.url, [PROPERTIES_LOOKUP_PATH]);
    return proxy;
  },
});

interface PageDocument {
  activeElement: { id: string } | null;
  getElementById(id: string): { getAttribute(name: string): string | null } | null;
}
const activeId = (page: Page): Promise<string> =>
  page.evaluate(
    () => (globalThis as unknown as { document: PageDocument }).document.activeElement?.id ?? '',
  );

/** Adds from a section's search by keyboard: waits for the option named to be the active one, then Enter. */
async function add(page: Page, shortcut: string, text: string, option: string): Promise<string> {
  await page.keyboard.press(shortcut);
  const search = await activeId(page);
  expect(search).toMatch(/^pad-add-/);
  await page.keyboard.type(text);
  await expect
    .poll(() =>
      page.evaluate(
        ([id, name]) => {
          const { document } = globalThis as unknown as { document: PageDocument };
          const active = document.getElementById(id!)?.getAttribute('aria-activedescendant');
          const label = active ? document.getElementById(active)?.getAttribute('aria-label') : '';
          return label === name;
        },
        [search, option],
      ),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => activeId(page)).toMatch(/^(since-value|date|note)-/);
  return (await activeId(page)).replace(/^(since-value|date|note)-/, '');
}

describe('The pad where the platform does not offer the properties lookup', () => {
  it('says so once, takes Since, Note and Date by keyboard, and is finalized and sent', async () => {
    const { page } = h;
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();
    await page.getByText(PROPERTIES_NOT_OFFERED).waitFor();
    expect(await page.getByText(PROPERTIES_NOT_OFFERED).count()).toBe(1);
    await h.screenshot('pad-properties-notice');

    const fever = await add(page, 'Alt+KeyS', 'fever', 'Fever');
    expect(await activeId(page)).toBe(`since-value-${fever}`);
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // Hour -> Day
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe(`note-${fever}`);
    await page.keyboard.type('Evening spikes');

    const nebulisation = await add(
      page,
      'Alt+KeyP',
      'Nebulisation',
      'Add “Nebulisation” as free text',
    );
    expect(await activeId(page)).toBe(`date-${nebulisation}`);
    await page.keyboard.type('2026-11-21');

    await expect
      .poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('pad-properties-not-offered');
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: (Finalized|Sent)/).waitFor();
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });

    const finalized = (await h.core.handlers['pad:list']({})).find(
      (each) => each.status === 'finalized',
    );
    const { pad } = await h.core.handlers['pad:get']({ id: finalized!.id });
    expect(pad.findings[0]!.properties[DEFAULT_SINCE_PROPERTY_GROUP_ID]).toEqual({
      value: 3,
      unit: 'Day',
    });
    expect(proxy!.refused()).toEqual([`GET ${PROPERTIES_LOOKUP_PATH}`]);
  });
});
