import type { KeyboardEvent } from 'react';

/** How far Page Up and Page Down move: about a screenful of rows. */
const PAGE_ROWS = 10;

/**
 * Moving between the rows of a long list by keyboard, without tabbing through every row's
 * buttons: Arrow Down/Up go to the next/previous row, Page Down/Up ten rows on, Home/End to the
 * first/last row shown. Rows are the elements matching `rowSelector` (focusable with tabIndex -1);
 * keys pressed on a row or on a button inside it move; keys in a text field are left alone.
 */
export function onRowKeys(rowSelector: string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    const current = target.closest<HTMLElement>(rowSelector);
    if (!current) return;
    const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(rowSelector)];
    const at = rows.indexOf(current);
    const last = rows.length - 1;
    const to: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      PageDown: at + PAGE_ROWS,
      PageUp: at - PAGE_ROWS,
      Home: 0,
      End: last,
    };
    const next = to[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    rows[Math.max(0, Math.min(last, next))]?.focus();
  };
}
