import { useEffect, useRef, type ReactNode } from 'react';
import { isJumpShortcut } from '../lib/shortcuts';
import {
  ZONE_IDS,
  focusTargetIn,
  jumpDestination,
  useConsultationLayout,
  type JumpZone,
} from './consultationLayout';

/**
 * The consultation's working area: what the scribe heard and suggests, and the pad. Side by side
 * from 1280 px (the transcript and suggestions on the left, as read, the pad on the right),
 * stacked below that. Alt+J moves focus between the two, back to where it was in each.
 */
export function ConsultationLayout({ beside, pad }: { beside: ReactNode; pad: ReactNode }) {
  const layout = useConsultationLayout();
  const zones = useRef<Record<JumpZone, HTMLDivElement | null>>({ beside: null, pad: null });
  const last = useRef<Partial<Record<JumpZone, HTMLElement>>>({});

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      for (const zone of ['beside', 'pad'] as const) {
        const element = zones.current[zone];
        if (element && element !== target && element.contains(target)) last.current[zone] = target;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isJumpShortcut(event)) return;
      const zone = jumpDestination(document.activeElement);
      const element = zones.current[zone];
      // Nothing beside the pad yet (no recording): the key does nothing.
      if (!element || element.childElementCount === 0) return;
      event.preventDefault();
      focusTargetIn(element, last.current[zone]).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div className="consultation-layout" data-layout={layout}>
      <p className="muted consultation-layout__hint">
        <kbd>Alt</kbd>+<kbd>J</kbd> moves between the transcript and suggestions and the pad.
      </p>
      <div
        id={ZONE_IDS.beside}
        ref={(element) => {
          zones.current.beside = element;
        }}
        className="consultation-layout__beside"
        role="region"
        aria-label="Transcript and suggestions"
        aria-keyshortcuts="Alt+J"
        tabIndex={-1}
      >
        {beside}
      </div>
      <div
        id={ZONE_IDS.pad}
        ref={(element) => {
          zones.current.pad = element;
        }}
        className="consultation-layout__pad"
        role="region"
        aria-label="Pad and history"
        aria-keyshortcuts="Alt+J"
        tabIndex={-1}
      >
        {pad}
      </div>
    </div>
  );
}
