/** The app's screens in navigation order; the order also gives their Ctrl/Cmd+number shortcut. */
export const SCREENS = [
  { id: 'today', label: 'Today' },
  { id: 'consultation', label: 'Consultation' },
  { id: 'recording', label: 'Recordings' },
  { id: 'documents', label: 'Documents' },
  { id: 'abha', label: 'ABHA' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'sync', label: 'Sync' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

// The day: the queue a doctor works through, patient by patient.
export const DEFAULT_SCREEN: ScreenId = 'today';

/** The shortcut for the screen at `index`, in `aria-keyshortcuts` syntax. */
export function shortcutFor(index: number): string {
  return `Control+${index + 1} Meta+${index + 1}`;
}
