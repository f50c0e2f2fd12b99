import type { ConnectionTestView } from '../../../shared/settings';
import { Icon } from '../frame/Icon';

/**
 * Each step of Test connection in words, with an icon for passed or failed (never colour alone).
 * The summary line is a status region, so a screen reader hears the outcome once.
 */
export function ConnectionTestResults({ result }: { result: ConnectionTestView }) {
  const failed = result.steps.filter((step) => !step.ok).length;
  return (
    <div className="connection-test">
      <p role="status" className="connection-test__summary">
        {failed === 0
          ? `The account works: all ${result.steps.length} checks passed. Nothing was saved yet.`
          : `${failed} of ${result.steps.length} checks failed. Nothing was saved.`}
      </p>
      <ul className="connection-test__steps">
        {result.steps.map((step) => (
          <li key={step.check} className={step.ok ? 'step step--ok' : 'step step--failed'}>
            <Icon name={step.ok ? 'sent' : 'rejected'} />
            <span>
              <strong>{step.ok ? 'Passed' : 'Failed'}:</strong> {step.words}
              {step.problem ? <span className="step__problem"> {step.problem}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
