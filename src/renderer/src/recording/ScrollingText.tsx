import type { ReactNode } from 'react';

/**
 * A long text in a box that scrolls (a transcript, a template's text): a labelled region in the
 * Tab order, so the keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Named by `label`, or by the element `labelledBy` names.
 */
export function ScrollingText(
  props: { children: ReactNode } & ({ label: string } | { labelledBy: string }),
) {
  const name =
    'label' in props ? { 'aria-label': props.label } : { 'aria-labelledby': props.labelledBy };
  return (
    <div className="transcript__text" role="region" tabIndex={0} {...name}>
      {props.children}
    </div>
  );
}
