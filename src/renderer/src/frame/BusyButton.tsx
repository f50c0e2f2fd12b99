import type { ReactNode } from 'react';

interface BusyButtonProps {
  /** True while the button's action is on its way: the button says so and ignores presses. */
  busy: boolean;
  className: string;
  /** Without it, the button submits its form (Enter in a field presses it too). */
  onClick?: () => void;
  children: ReactNode;
  /** The button's keyboard shortcut, as aria-keyshortcuts writes it ("Control+Enter"). */
  keyShortcuts?: string;
}

/**
 * A button whose action takes a while. aria-disabled, not disabled: it keeps focus and its name
 * while busy, and a second press does nothing until the first one is answered.
 */
export function BusyButton({ busy, className, onClick, children, keyShortcuts }: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={className}
      aria-disabled={busy}
      aria-keyshortcuts={keyShortcuts}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.();
      }}
    >
      {children}
    </button>
  );
}
