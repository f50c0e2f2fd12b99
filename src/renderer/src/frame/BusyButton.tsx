import type { ReactNode } from 'react';

interface BusyButtonProps {
  /** True while the button's action is on its way: the button says so and ignores presses. */
  busy: boolean;
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button whose action takes a while. aria-disabled, not disabled: it keeps focus and its name
 * while busy, and a second press does nothing until the first one is answered.
 */
export function BusyButton({ busy, className, onClick, children }: BusyButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {children}
    </button>
  );
}
