import { useSyncExternalStore } from 'react';

/**
 * From this viewport width (CSS pixels, as `window.innerWidth` and media queries count them) the
 * transcript and the scribe's suggestions sit beside the pad; below it they are stacked above it.
 * At 1280 px the screen is 1280 − 176 (the menu) ≈ 1100 px wide: about 430 px for the transcript
 * and suggestions and 650 px for the pad, which still fits the pad's widest row (a medicine line).
 */
export const SIDE_BY_SIDE_MIN_WIDTH = 1280;

export type ConsultationLayout = 'side-by-side' | 'stacked';

export function layoutFor(viewportWidth: number): ConsultationLayout {
  return viewportWidth >= SIDE_BY_SIDE_MIN_WIDTH ? 'side-by-side' : 'stacked';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The layout for the window as it is now, following every resize. */
export function useConsultationLayout(): ConsultationLayout {
  return useSyncExternalStore(subscribe, () => layoutFor(window.innerWidth));
}

/** The two places Alt+J moves between. */
export type JumpZone = 'beside' | 'pad';

export const ZONE_IDS: Record<JumpZone, string> = {
  beside: 'consultation-beside',
  pad: 'consultation-pad-zone',
};

/**
 * Where Alt+J goes from the focused element: to the pad from the transcript and suggestions,
 * and to them from anywhere else (the pad, the header, the page).
 */
export function jumpDestination(focused: Element | null): JumpZone {
  return focused?.closest(`#${ZONE_IDS.beside}`) ? 'pad' : 'beside';
}

/**
 * What to focus in a zone: the element last focused there, while it is still on the page and
 * can take focus; else the zone itself (a labelled region, focusable by script only).
 */
export function focusTargetIn(zone: HTMLElement, last: HTMLElement | undefined): HTMLElement {
  if (last && last.isConnected && zone.contains(last) && canTakeFocus(last)) return last;
  return zone;
}

function canTakeFocus(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  if (element.matches(':disabled')) return false;
  return element.tabIndex >= 0 || element.getAttribute('tabindex') === '-1';
}
