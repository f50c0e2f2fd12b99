/** Shapes that carry meaning beside text, so no state is told by colour alone (WCAG 1.4.1). */
export type IconName =
  | 'online'
  | 'offline'
  | 'signed-out'
  | 'checking'
  | 'syncing'
  | 'waiting'
  | 'sent'
  | 'rejected'
  | 'warning'
  | 'error'
  | 'discarded';

const PATHS: Record<IconName, string> = {
  online: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M7.5 12.5l3 3l6-6.5',
  offline: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M5.6 5.6l12.8 12.8',
  'signed-out': 'M6 11h12v10H6z M8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  checking: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 7v5l3.5 2',
  // Two arrows chasing each other round: changes moving, whichever way.
  syncing:
    'M20 12a8 8 0 0 1-13.66 5.66 M4 12a8 8 0 0 1 13.66-5.66 M17.7 2.5v3.8h-3.8 M6.3 21.5v-3.8h3.8',
  waiting: 'M6 3h12 M6 21h12 M7 3c0 4 5 6 5 9s-5 5-5 9 M17 3c0 4-5 6-5 9s5 5 5 9',
  sent: 'M4.5 12.5l5 5l10-11',
  rejected: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M9 9l6 6 M15 9l-6 6',
  warning: 'M12 3L2 20h20z M12 9v5 M12 16.5v1',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 7v6 M12 15.5v1',
  // A bin: set aside by the person, not refused by anyone.
  discarded: 'M4 7h16 M9.5 7V4h5v3 M6 7l1 14h10l1-14 M10 11v6 M14 11v6',
};

/** A decorative icon: hidden from assistive technology because the text beside it says the same. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
