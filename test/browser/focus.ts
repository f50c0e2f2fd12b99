import type { Page } from 'playwright-core';

/*
 * What has the keyboard focus on the page, for the browser tests that drive the pad by keyboard
 * only: the focused element's id and text, and the label of the medicine search's active option.
 */

type PageGlobal = {
  document: {
    activeElement: { id: string; textContent: string | null } | null;
    getElementById(id: string): { getAttribute(name: string): string | null } | null;
  };
};

export const activeId = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id ?? '');

export const activeText = (page: Page): Promise<string> =>
  page.evaluate(
    () => (globalThis as unknown as PageGlobal).document.activeElement?.textContent ?? '',
  );

/** The aria-label of the medicine search's active option. */
export const activeOption = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobal;
    const active = document
      .getElementById('pad-add-medicine')
      ?.getAttribute('aria-activedescendant');
    return (active && document.getElementById(active)?.getAttribute('aria-label')) || '';
  });
