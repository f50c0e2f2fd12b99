import type { ReactNode } from 'react';

interface AskFirstButtonProps {
  /** Opens the confirmation; the button hands itself over so focus can come back to it. */
  onAsk: (opener: HTMLButtonElement) => void;
  children: ReactNode;
}

/**
 * A row's small danger button (Discard, Cancel, Delete) whose action is asked about first, in a
 * dialog that returns focus to it when nothing changed (see useConfirmDialog).
 */
export function AskFirstButton({ onAsk, children }: AskFirstButtonProps) {
  return (
    <button
      type="button"
      className="button button--small button--danger"
      onClick={(event) => onAsk(event.currentTarget)}
    >
      {children}
    </button>
  );
}
