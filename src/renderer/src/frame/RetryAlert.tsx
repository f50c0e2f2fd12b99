import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/** Something that could not be loaded, said in one sentence, with a button to ask again. */
export function RetryAlert({
  children,
  onRetry,
  action = 'Try again',
}: {
  children: ReactNode;
  onRetry: () => void;
  /** The button's words. */
  action?: string;
}) {
  return (
    <ErrorAlert>
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        {action}
      </button>
    </ErrorAlert>
  );
}
