import { useId } from 'react';
import { SETUP_SCREENS, type ScreenId, type SetupScreenId } from '../lib/screens';

interface SetupNavProps {
  current: SetupScreenId;
  onNavigate: (screen: ScreenId) => void;
}

/**
 * The Clinic setup room's own menu (the account, the webhooks, profile extras), shown under the
 * doctor's menu while one of its screens is open, set apart so it reads as another room.
 */
export function SetupNav({ current, onNavigate }: SetupNavProps) {
  const titleId = useId();
  return (
    <nav className="setup-nav" aria-labelledby={titleId}>
      <p id={titleId} className="setup-nav__title">
        Clinic setup
      </p>
      <ul className="main-nav__list">
        {SETUP_SCREENS.map((screen) => (
          <li key={screen.id}>
            <button
              type="button"
              className="main-nav__item"
              aria-current={screen.id === current ? 'page' : undefined}
              onClick={() => onNavigate(screen.id)}
            >
              {screen.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
