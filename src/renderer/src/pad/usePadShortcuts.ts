import { useEffect } from 'react';
import { focusElement } from '../lib/focusNext';

/** The pad's shortcuts, each with a modifier (WCAG 2.1.4): shown on screen by PadShortcuts. */
export const PAD_SHORTCUTS = [
  { code: 'KeyS', key: 'S', target: 'pad-add-symptom', label: 'Add a symptom' },
  { code: 'KeyD', key: 'D', target: 'pad-add-diagnosis', label: 'Add a diagnosis' },
  { code: 'KeyE', key: 'E', target: 'pad-add-examination', label: 'Add an examination finding' },
  { code: 'KeyP', key: 'P', target: 'pad-add-procedure', label: 'Add a procedure' },
  { code: 'KeyV', key: 'V', target: 'pad-vital-bp-systolic', label: 'Go to the vitals' },
  { code: 'KeyM', key: 'M', target: 'pad-add-medicine', label: 'Add a medicine' },
  { code: 'KeyI', key: 'I', target: 'pad-add-investigation', label: 'Add an investigation' },
  { code: 'KeyA', key: 'A', target: 'pad-add-advice', label: 'Add advice' },
  { code: 'KeyF', key: 'F', target: 'pad-follow-up', label: 'Go to the follow-up' },
  {
    code: 'KeyH',
    key: 'H',
    target: 'consultation-history-toggle',
    label: 'Go to the history (earlier visits)',
  },
] as const;

type KeyLike = Pick<KeyboardEvent, 'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

/**
 * The element id an Alt+letter press asks to focus, or null. `code` is matched, not `key`: on a
 * Mac, Alt+S types "ß", and other keyboard layouts move letters.
 */
export function shortcutTarget(event: KeyLike): string | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return PAD_SHORTCUTS.find((shortcut) => shortcut.code === event.code)?.target ?? null;
}

/** Ctrl+Enter (Cmd+Enter on a Mac) finalizes. */
export function isFinalizeShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key === 'Enter'
  );
}

/**
 * Listens on the window while the pad is on screen. A shortcut to a field selects the field's
 * content, so what is typed replaces it instead of being appended.
 */
export function usePadShortcuts(onFinalize: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = shortcutTarget(event);
      if (target !== null) {
        const element = document.getElementById(target);
        if (element === null) return;
        event.preventDefault();
        // Its content selected: typing replaces what is there (a prefilled follow-up date).
        focusElement(element, true);
        return;
      }
      if (isFinalizeShortcut(event)) {
        event.preventDefault();
        onFinalize();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onFinalize]);
}
