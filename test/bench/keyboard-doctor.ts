import type { Page } from 'playwright-core';

/*
 * The keyboard of a scripted doctor: every key goes through `press` or `type`, which count it
 * (a character typed is one key) under the part of the prescription being written. Plus the
 * walk a doctor makes with Tab and Shift+Tab to a control, counted the same way.
 */

/** Where a control is on the page: a CSS selector, and the text it must have when given. */
export interface Target {
  css: string;
  text?: string;
}

export const byId = (id: string): Target => ({ css: `[id="${id}"]` });

export class CountingKeyboard {
  readonly counts = new Map<string, number>();
  private part = '';

  constructor(readonly page: Page) {}

  /** The part of the prescription the next keys are counted under. */
  partOf(part: string): void {
    this.part = part;
    if (!this.counts.has(part)) this.counts.set(part, 0);
  }

  total(): number {
    return [...this.counts.values()].reduce((sum, keys) => sum + keys, 0);
  }

  async press(key: string): Promise<void> {
    this.add(1);
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.add([...text].length);
    await this.page.keyboard.type(text);
  }

  /**
   * Tab (or Shift+Tab, when the control is above the focus in the page) until `target` has
   * focus: the keyboard's way to a control without a shortcut. Throws after `limit` keys.
   */
  async walkTo(target: Target, limit = 400): Promise<void> {
    for (let keys = 0; keys <= limit; keys += 1) {
      const where = await whereIs(this.page, target);
      if (where === 'missing') throw new Error(`no control ${describe(target)} on the page`);
      if (where === 'here') return;
      await this.press(where === 'before' ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${describe(target)}`);
  }

  private add(keys: number): void {
    if (this.part === '') throw new Error('keys pressed outside a part of the prescription');
    this.counts.set(this.part, (this.counts.get(this.part) ?? 0) + keys);
  }
}

function describe(target: Target): string {
  return target.text === undefined ? target.css : `${target.css} "${target.text}"`;
}

/**
 * Whether the focused element is the target, or the target comes before or after it in the
 * document. Plain script text: a function handed to Playwright would be serialised after tsx
 * added its name helpers to it.
 */
function whereIs(page: Page, target: Target): Promise<'here' | 'before' | 'after' | 'missing'> {
  return page.evaluate(`(() => {
    const target = ${JSON.stringify(target)};
    const element = [...document.querySelectorAll(target.css)].find(
      (e) => target.text === undefined || e.textContent.trim() === target.text,
    );
    if (!element) return 'missing';
    const focused = document.activeElement;
    if (focused === element) return 'here';
    if (!focused || focused === document.body) return 'after';
    return focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
      ? 'before'
      : 'after';
  })()`);
}

/** The focused element's id. */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate('document.activeElement ? document.activeElement.id : ""');
}

/** The aria-label of the active option of the search box `id`. */
export function activeOptionOf(page: Page, id: string): Promise<string> {
  return page.evaluate(`(() => {
    const active = document.getElementById(${JSON.stringify(id)})?.getAttribute('aria-activedescendant');
    return (active && document.getElementById(active)?.getAttribute('aria-label')) || '';
  })()`);
}

/** Polls `read` until `check` holds (waiting for the page, not pressing anything). */
export async function until<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`waited for ${what}; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
