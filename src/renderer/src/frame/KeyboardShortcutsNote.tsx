import { SCREENS } from '../lib/screens';

/** Visible documentation of the screen shortcuts (they need a modifier: WCAG 2.1.4). */
export function KeyboardShortcutsNote() {
  return (
    <section className="card" aria-labelledby="keyboard-shortcuts-title">
      <h2 id="keyboard-shortcuts-title">Keyboard shortcuts</h2>
      <p>Switch screens from anywhere in the app. On a Mac, use Cmd instead of Ctrl.</p>
      <dl className="shortcut-list">
        {SCREENS.map((screen, index) => (
          <div key={screen.id} className="shortcut-list__row">
            <dt>
              <kbd>Ctrl</kbd>+<kbd>{index + 1}</kbd>
            </dt>
            <dd>{screen.label}</dd>
          </div>
        ))}
        <div className="shortcut-list__row">
          <dt>
            <kbd>Alt</kbd>+<kbd>N</kbd>
          </dt>
          <dd>Next patient (Today, focus on the next patient to start)</dd>
        </div>
        <div className="shortcut-list__row">
          <dt>
            <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>K</kbd>
          </dt>
          <dd>Clinic setup (the platform account and the integrator’s tools)</dd>
        </div>
      </dl>
    </section>
  );
}
