import { isSetupScreen, SCREENS, shortcutFor, type ScreenId } from '../lib/screens';
import { SetupNav } from './SetupNav';
import './MainNav.css';

interface MainNavProps {
  current: ScreenId;
  onNavigate: (screen: ScreenId) => void;
}

/**
 * The doctor's menu, and under it, only while one of its screens is open, the Clinic setup room's.
 * Buttons, not links: screens are app state, not addresses.
 */
export function MainNav({ current, onNavigate }: MainNavProps) {
  return (
    <div className="main-nav">
      <nav aria-label="Main">
        <ul className="main-nav__list">
          {SCREENS.map((screen, index) => (
            <li key={screen.id}>
              <button
                type="button"
                className="main-nav__item"
                aria-current={screen.id === current ? 'page' : undefined}
                aria-keyshortcuts={shortcutFor(index)}
                onClick={() => onNavigate(screen.id)}
              >
                {screen.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {isSetupScreen(current) ? <SetupNav current={current} onNavigate={onNavigate} /> : null}
    </div>
  );
}
