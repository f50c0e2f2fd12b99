/** The app's screens in navigation order; the order also gives their Ctrl/Cmd+number shortcut. */
export const SCREENS = [
  { id: 'pad', label: 'Pad' },
  { id: 'recording', label: 'Recording' },
  { id: 'documents', label: 'Documents' },
  { id: 'abha', label: 'ABHA' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'sync', label: 'Sync' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

// The pad: what a doctor opens the app for.
export const DEFAULT_SCREEN: ScreenId = 'pad';

/** The shortcut for the screen at `index`, in `aria-keyshortcuts` syntax. */
export function shortcutFor(index: number): string {
  return `Control+${index + 1} Meta+${index + 1}`;
}
