import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EXTRAS_RULES } from '../../../../shared/emr-extras';
import { Icon } from '../../frame/Icon';
import { checkExtrasText, type ExtrasTextCheck } from './checkExtrasText';
import './ExtrasEditor.css';

export interface ExtrasEditorProps {
  /** The JSON text as the person typed it. */
  value: string;
  onChange: (value: string) => void;
  /** The textarea's id; one is made up when not given. */
  id?: string;
  label?: string;
}

/** How long typing must pause before the result is announced to screen readers. */
export const EXTRAS_ANNOUNCE_DELAY_MS = 1000;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "3 keys will be saved (1 ignored because it starts with _)" */
function savedText(check: Extract<ExtrasTextCheck, { status: 'valid' }>): string {
  const saved = `${check.savedKeys} ${plural(check.savedKeys, 'key', 'keys')} will be saved`;
  const count = check.ignored.length;
  if (count === 0) return saved;
  return `${saved} (${count} ignored because ${plural(count, 'it starts', 'they start')} with _)`;
}

/** A short summary for the screen-reader announcement after typing pauses. */
function summaryOf(check: ExtrasTextCheck): string {
  switch (check.status) {
    case 'valid':
      return `Extras valid: ${savedText(check)}.`;
    case 'invalid': {
      const count = check.problems.length;
      return `Extras: ${count} ${plural(count, 'problem', 'problems')} to fix.`;
    }
    case 'syntax-error':
      return check.position
        ? `Extras: not valid JSON at line ${check.position.line}, column ${check.position.column}.`
        : 'Extras: not valid JSON.';
  }
}

/**
 * The profile extras of an EMR user record, edited as JSON text. The result of checking it against
 * the contract's rules is shown as the person types, tied to the field by aria-describedby, and
 * each state has an icon and words, not only a colour.
 *
 * The result block is not a live region: while typing, the text is invalid at most keystrokes.
 * Instead, a short summary is announced once typing pauses, and only when it changed.
 */
export function ExtrasEditor({ value, onChange, id, label = 'Profile extras' }: ExtrasEditorProps) {
  const baseId = useId();
  const fieldId = id ?? `${baseId}-extras`;
  const hintId = `${fieldId}-hint`;
  const resultId = `${fieldId}-result`;
  const rulesId = `${fieldId}-rules`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const check = useMemo(() => checkExtrasText(value), [value]);
  const summary = summaryOf(check);
  const spoken = useQuietAnnouncement(summary);

  const goToError = (offset: number) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(offset, Math.min(offset + 1, textarea.value.length));
  };

  return (
    <div className="field extras-editor">
      <label htmlFor={fieldId}>{label}</label>
      <p id={hintId} className="hint">
        A JSON dictionary, for example{' '}
        <code className="mono">{'{"allergies": ["penicillin"], "contact": {"phone": "…"}}'}</code>
      </p>
      <textarea
        ref={textareaRef}
        id={fieldId}
        className="input extras-editor__input"
        rows={10}
        value={value}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={check.status === 'valid' ? undefined : true}
        aria-describedby={`${hintId} ${resultId}`}
        onChange={(event) => onChange(event.target.value)}
      />

      <div id={resultId} className="extras-editor__result">
        <CheckResult check={check} />
      </div>
      {check.status === 'syntax-error' && check.position ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => goToError(check.position?.offset ?? 0)}
        >
          Go to line {check.position.line}, column {check.position.column}
        </button>
      ) : null}

      <div className="visually-hidden" role="status">
        {spoken}
      </div>

      <div className="extras-editor__rules">
        <p id={rulesId} className="hint">
          <strong>Rules for extras</strong>
        </p>
        <ul aria-labelledby={rulesId} className="hint">
          {EXTRAS_RULES.map((rule) => (
            <li key={rule.id}>{rule.text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function CheckResult({ check }: { check: ExtrasTextCheck }) {
  switch (check.status) {
    case 'valid':
      return (
        <>
          <p className="extras-editor__line extras-editor__line--valid">
            <Icon name="sent" />
            <span>Valid: {savedText(check)}.</span>
          </p>
          {check.ignored.length > 0 ? (
            <p className="hint">
              Ignored: <span className="mono">{check.ignored.join(', ')}</span>
            </p>
          ) : null}
        </>
      );
    case 'syntax-error':
      return (
        <p className="extras-editor__line extras-editor__line--error">
          <Icon name="error" />
          <span>{check.message}</span>
        </p>
      );
    case 'invalid': {
      const count = check.problems.length;
      return (
        <>
          <p className="extras-editor__line extras-editor__line--error">
            <Icon name="error" />
            <span>
              Not valid: {count} {plural(count, 'problem', 'problems')} to fix. The extras cannot be
              saved until {plural(count, 'it is', 'they are')} fixed.
            </span>
          </p>
          <ul className="extras-editor__problems">
            {check.problems.map((problem, index) => (
              <li key={index} className="extras-editor__problem" data-rule={problem.rule}>
                <Icon name="error" />
                {problem.path === '' ? null : (
                  // The message names the path too; this copy is for the eye only.
                  <span className="extras-editor__path mono" aria-hidden="true">
                    {problem.path}
                  </span>
                )}
                <span>{problem.message}</span>
              </li>
            ))}
          </ul>
        </>
      );
    }
  }
}

/**
 * The text to put in a polite status region: `summary`, once it has stayed the same for a while
 * and differs from what was last announced. Nothing is announced on first render.
 */
function useQuietAnnouncement(summary: string): string {
  const [spoken, setSpoken] = useState('');
  const lastAnnounced = useRef(summary);
  useEffect(() => {
    if (summary === lastAnnounced.current) return;
    const timer = setTimeout(() => {
      lastAnnounced.current = summary;
      setSpoken(summary);
    }, EXTRAS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  return spoken;
}
