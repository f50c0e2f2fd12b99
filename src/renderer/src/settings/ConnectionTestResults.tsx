import type { ConnectionTestOutcome, ConnectionTestView } from '../../../shared/settings';
import { Icon, type IconName } from '../frame/Icon';

/** Each outcome's icon and word: the state is never told by colour alone. */
const OUTCOMES: Record<ConnectionTestOutcome, { icon: IconName; word: string }> = {
  passed: { icon: 'sent', word: 'Passed' },
  warning: { icon: 'warning', word: 'Warning' },
  skipped: { icon: 'waiting', word: 'Skipped' },
  failed: { icon: 'rejected', word: 'Failed' },
};

function summary(result: ConnectionTestView): string {
  const count = (outcome: ConnectionTestOutcome) =>
    result.steps.filter((step) => step.outcome === outcome).length;
  const total = result.steps.length;
  const failed = count('failed');
  if (failed > 0) return `${failed} of ${total} checks failed. Nothing was saved.`;
  const warnings = count('warning');
  const skipped = count('skipped');
  if (warnings === 0 && skipped === 0) {
    return `The account works: all ${total} checks passed. Nothing was saved yet.`;
  }
  const parts = [
    `${count('passed')} passed`,
    ...(warnings > 0 ? [`${warnings} with a warning`] : []),
    ...(skipped > 0 ? [`${skipped} skipped`] : []),
  ];
  return `The account works: of ${total} checks, ${parts.join(', ')}. Nothing was saved yet.`;
}

/**
 * Each step of Test connection in words, with an icon for its outcome. A warning or a skipped
 * step says its own sentence (what the platform does not offer, why it did not run) instead of
 * the sentence of success. The summary line is a status region, so a screen reader hears the
 * outcome once.
 */
export function ConnectionTestResults({ result }: { result: ConnectionTestView }) {
  return (
    <div className="connection-test">
      <p role="status" className="connection-test__summary">
        {summary(result)}
      </p>
      <ul className="connection-test__steps">
        {result.steps.map((step) => {
          const shown = OUTCOMES[step.outcome];
          const own = step.outcome === 'warning' || step.outcome === 'skipped';
          return (
            <li key={step.check} className={`step step--${step.outcome}`}>
              <Icon name={shown.icon} />
              <span>
                <strong>{shown.word}:</strong> {own && step.note ? step.note : step.words}
                {step.problem ? <span className="step__problem"> {step.problem}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
