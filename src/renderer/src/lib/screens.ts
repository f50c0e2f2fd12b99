/**
 * The doctor's menu in navigation order; the order also gives their Ctrl/Cmd+number shortcut.
 * What the clinic's integrator sets up (the account, the webhooks, profile extras) is not here:
 * it is in the Clinic setup room (SETUP_SCREENS), reached from Settings or its own shortcut.
 */
export const SCREENS = [
  { id: 'today', label: 'Today' },
  { id: 'consultation', label: 'Consultation' },
  { id: 'recording', label: 'Recordings' },
  { id: 'documents', label: 'Documents' },
  { id: 'abha', label: 'ABHA' },
  { id: 'sync', label: 'Sync' },
  { id: 'settings', label: 'Settings' },
] as const;

/** The Clinic setup room: the platform account and the integrator's tools (docs/clinic-setup.md). */
export const SETUP_SCREENS = [
  { id: 'clinic-setup', label: 'Account' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'profile-extras', label: 'EMR profile extras' },
] as const;

export type DoctorScreenId = (typeof SCREENS)[number]['id'];
export type SetupScreenId = (typeof SETUP_SCREENS)[number]['id'];
export type ScreenId = DoctorScreenId | SetupScreenId;

export const isSetupScreen = (screen: ScreenId): screen is SetupScreenId =>
  SETUP_SCREENS.some((s) => s.id === screen);

// The day: the queue a doctor works through, patient by patient.
export const DEFAULT_SCREEN: ScreenId = 'today';

/** The shortcut for the screen at `index`, in `aria-keyshortcuts` syntax. */
export function shortcutFor(index: number): string {
  return `Control+${index + 1} Meta+${index + 1}`;
}

/** Clinic setup's shortcut (lib/shortcuts.ts), in `aria-keyshortcuts` syntax. */
export const CLINIC_SETUP_SHORTCUT = 'Control+Shift+K Meta+Shift+K';
