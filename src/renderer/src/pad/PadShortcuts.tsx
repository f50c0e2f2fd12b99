import { PAD_SHORTCUTS } from './usePadShortcuts';

/** The pad's keyboard shortcuts, written out (WCAG 2.1.4: each needs a modifier). */
export function PadShortcuts() {
  return (
    <details className="pad-shortcuts">
      <summary>Keyboard shortcuts</summary>
      <dl className="shortcut-list">
        {PAD_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.code} className="shortcut-list__row">
            <dt>
              <kbd>Alt</kbd>+<kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
        <div className="shortcut-list__row">
          <dt>
            <kbd>Alt</kbd>+<kbd>J</kbd>
          </dt>
          <dd>Move between the transcript and suggestions and the pad</dd>
        </div>
        <div className="shortcut-list__row">
          <dt>
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
          </dt>
          <dd>Finalize (Cmd+Enter on a Mac)</dd>
        </div>
        <div className="shortcut-list__row">
          <dt>
            <kbd>↑</kbd> <kbd>↓</kbd> <kbd>Enter</kbd>
          </dt>
          <dd>In a search: move through the matches and add one</dd>
        </div>
        <div className="shortcut-list__row">
          <dt>
            <kbd>Alt</kbd>+<kbd>1</kbd> … <kbd>Alt</kbd>+<kbd>5</kbd>
          </dt>
          <dd>Add one of the frequent advice lines listed under Advice</dd>
        </div>
        <div className="shortcut-list__row">
          <dt>
            <kbd>←</kbd> <kbd>→</kbd>
          </dt>
          <dd>In the Since units: choose hours, days, weeks, months or years</dd>
        </div>
      </dl>
    </details>
  );
}
