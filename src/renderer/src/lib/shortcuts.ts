import { SCREENS, type ScreenId } from './screens';

type KeyEventLike = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/**
 * Whether a key press asks for Clinic setup: Ctrl+Shift+K (Cmd+Shift+K on a Mac). Away from the
 * doctor's digits, so it is not pressed by mistake; matched on `code`, whatever the layout types.
 */
export function isClinicSetupShortcut(event: KeyEventLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'KeyK'
  );
}

/**
 * The screen a key press asks for: Ctrl+1..7 (Cmd+1..7 on a Mac), one per screen in order.
 * Shortcuts always need a modifier (WCAG 2.1.4), so typing digits into a field never switches
 * screens. `code` covers layouts whose digit row does not type digits without Shift (AZERTY).
 */
export function screenForShortcut(event: KeyEventLike): ScreenId | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const digit = /^[1-9]$/.test(event.key) ? event.key : /^Digit([1-9])$/.exec(event.code)?.[1];
  if (digit === undefined) return null;
  return SCREENS[Number(digit) - 1]?.id ?? null;
}

export type RecordingShortcut = 'toggle' | 'stop';

/**
 * The recording action a key press asks for, from any screen: Alt+Shift+R starts, pauses and
 * resumes; Alt+Shift+S stops. Matched on `code`, so Option+Shift on a Mac (which types a symbol)
 * works too; Ctrl+Shift+R is left alone, as it reloads the window in Electron's default menu.
 */
export function recordingShortcut(event: KeyEventLike): RecordingShortcut | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  if (event.code === 'KeyR') return 'toggle';
  if (event.code === 'KeyS') return 'stop';
  return null;
}

/**
 * Alt+N, from any screen: to the next patient. Matched on `code`, so Option+N on a Mac (which
 * types a dead key) works too. Free elsewhere: the pad's Alt+letters are S D E P V M I A F H.
 */
export function isNextPatientShortcut(event: KeyEventLike): boolean {
  return (
    event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyN'
  );
}

/**
 * Alt+J on the consultation: focus moves between the transcript and suggestions and the pad
 * (the pad's own Alt+letters are S D E P V M I A F H; J is free). Matched on `code`, as Option+J
 * types a symbol on a Mac.
 */
export function isJumpShortcut(event: KeyEventLike): boolean {
  return (
    event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyJ'
  );
}
