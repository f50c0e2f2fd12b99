import { describe, expect, it } from 'vitest';
import { originOf } from '../../src/main/core/ipc/origin';
import { printedName } from '../../src/shared/pad/medicine-line';
import type { Medicine } from '../../src/shared/pad/medicine';
import { useHarness } from './use-harness';
import { activeId, activeOption } from './focus';

/*
 * Brand search on the pad by keyboard, in Chromium over the real core and sandbox: "650 dolo"
 * finds Dolo 650, the pick keeps its generic name and form (the printout's "Tab. PARACETAMOL
 * (Dolo 650)"), and offline the same search answers from this computer and says so.
 */

const h = useHarness();

describe('Brand search on the pad, in Chromium', () => {
  it('finds Dolo 650 by "650 dolo", keeps its generic and form, and offline says so', async () => {
    const { page } = h;
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();

    await page.keyboard.press('Alt+KeyM');
    await page.keyboard.type('650 dolo');
    await expect.poll(() => activeOption(page)).toBe('Dolo 650, Paracetamol, Tablet');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toMatch(/^med-dose-/);
    const localId = (await activeId(page)).replace(/^med-dose-/, '');

    // Saved as the doctor picked it: brand, generic name, form.
    const call = async <T>(channel: 'pad:list' | 'pad:get', args: object): Promise<T> => {
      const result = (await h.app.core.dispatch(channel, args, originOf(page.url()))) as {
        ok: boolean;
        value: T;
      };
      if (!result.ok) throw new Error(`${channel} failed`);
      return result.value;
    };
    const saved = async (): Promise<Medicine | undefined> => {
      for (const summary of await call<{ id: string }[]>('pad:list', {})) {
        const { pad } = await call<{ pad: { medicines: Medicine[] } }>('pad:get', {
          id: summary.id,
        });
        const found = pad.medicines.find((medicine) => medicine.localId === localId);
        if (found) return found;
      }
      return undefined;
    };
    await expect.poll(saved, { timeout: 10_000 }).toMatchObject({
      drugId: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'tablet',
    });
    expect(printedName((await saved())!)).toBe('Tab. PARACETAMOL (Dolo 650)');

    // Offline: the same search, from this computer, with the sentence.
    h.sandbox.faults.set({ offline: true });
    await page.keyboard.press('Alt+KeyM');
    await page.keyboard.type('dolo');
    await page
      .getByText(
        /^1 match\. Offline: searching the medicines saved on this computer \(\d+\)\. The platform's search returns when the connection does\.$/,
      )
      .waitFor();
    await expect.poll(() => activeOption(page)).toMatch(/^Dolo 650, Paracetamol, Tablet/);
    await h.screenshot('pad-drug-search-offline', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    h.sandbox.faults.reset();
  });
});
