import { useEffect } from 'react';
import type { ScreenId } from '../lib/screens';
import { isClinicSetupShortcut, screenForShortcut } from '../lib/shortcuts';

/**
 * Ctrl/Cmd+1..7 switch screens from anywhere, including from inside a text field; Ctrl/Cmd+Shift+K
 * opens Clinic setup.
 */
export function useScreenShortcuts(onNavigate: (screen: ScreenId) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const screen = isClinicSetupShortcut(event) ? 'clinic-setup' : screenForShortcut(event);
      if (screen === null) return;
      // Ctrl+1..7 has no meaning of its own in the app, and Chromium would switch nothing here.
      event.preventDefault();
      onNavigate(screen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onNavigate]);
}
