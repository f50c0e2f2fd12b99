import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A failure the person must know about now: announced assertively, with icon and text. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="banner banner--error" role="alert">
      <Icon name="error" />
      <div className="banner__body">{children}</div>
    </div>
  );
}
