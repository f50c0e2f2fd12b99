import { useEffect, useRef, type ReactNode } from 'react';

interface ScreenHeadingProps {
  children: ReactNode;
  /** Move focus here on mount: true after the person navigated, so they start at the new screen. */
  focusOnMount?: boolean;
}

/** A screen's h1; focusable from script only (tabIndex -1) so navigation can land on it. */
export function ScreenHeading({ children, focusOnMount = false }: ScreenHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-heading">
      {children}
    </h1>
  );
}
