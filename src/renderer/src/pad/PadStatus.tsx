import { useState } from 'react';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';
import { Icon } from '../frame/Icon';
import { padStateText } from '../lib/padText';
import type { TimeFormat } from '../lib/time';
import { usePadStore } from '../stores/padStore';
import { problemLinks, type FieldProblemLink } from './padFields';

/** Where the pad stands and why the platform refused it. */
export function PadStatus({ timeFormat }: { timeFormat?: TimeFormat }) {
  const meta = usePadStore((state) => state.meta);
  const propertiesNotice = usePadStore((state) => state.propertiesNotice);
  if (meta === null) return null;
  const { sync } = meta;
  return (
    <div className="pad-status">
      <p className="pad-status__state">
        <span className="pad-status__label">Status:</span> {padStateText(sync, timeFormat)}
      </p>
      {/* Once for the whole pad, not per section or row: the lookup is one route. */}
      {propertiesNotice ? (
        <p className="pad-status__notice">
          <Icon name="warning" /> {propertiesNotice}
        </p>
      ) : null}
      {meta.otherAccount ? (
        <div className="banner banner--warning">
          <Icon name="warning" />
          <p className="banner__body">
            This pad was started for another platform account. Switch back to it in Clinic setup to
            finalize it.
          </p>
        </div>
      ) : null}
      {sync.state === 'rejected' || sync.state === 'dead' ? (
        <ErrorAlert>
          <p>
            <strong>
              {sync.state === 'dead'
                ? 'This prescription cannot be sent from this computer.'
                : sync.destination === 'structured'
                  ? 'The platform refused this prescription.'
                  : 'The platform did not take this prescription onto the patient’s record.'}
            </strong>{' '}
            {sync.lastError ? `Reason given: ${sync.lastError}` : ''}
          </p>
          {sync.state === 'rejected' && sync.outboxId !== undefined ? (
            <RetrySending outboxId={sync.outboxId} />
          ) : null}
          {meta.canReopen ? <p>Or reopen it to correct it and send it again.</p> : null}
        </ErrorAlert>
      ) : null}
      {meta.status === 'draft' && sync.previousRefusal ? (
        <div className="banner banner--warning">
          <Icon name="warning" />
          <p className="banner__body">
            Reopened after the platform refused it. Reason given: {sync.previousRefusal}
          </p>
        </div>
      ) : null}
      {/* The patient is the consultation's, named in its header; other pads that need attention
          are reached through their own consultation or the Sync screen, never opened here. */}
      <FinalizeProblems />
    </div>
  );
}

/**
 * Sends the refused prescription again as it is (after the account was allowed to write records,
 * or the platform's problem was fixed); the pad's state then moves on its own.
 */
function RetrySending({ outboxId }: { outboxId: number }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setProblem(null);
    const result = await companion().retrySyncItem({ id: outboxId });
    setBusy(false);
    if (!result.ok) setProblem(`It was not sent again. ${result.error.message}`);
  };
  return (
    <p>
      <button type="button" className="button" disabled={busy} onClick={() => void retry()}>
        {busy ? 'Sending again…' : 'Retry'}
      </button>
      {problem ? <span className="field-error"> {problem}</span> : null}
    </p>
  );
}

/** Where focus goes when Finalize, pressed, is refused: the refusal's sentence and its list. */
export const FINALIZE_PROBLEMS_ID = 'pad-finalize-problems';

/** A refused finalize: the sentence, and each field to correct as a button that goes to it. */
function FinalizeProblems() {
  const error = usePadStore((state) => state.finalizeError);
  // Selected as text, so that typing in a row does not re-render this list unless a label changed.
  const linksJson = usePadStore((state) =>
    state.finalizeError === null
      ? '[]'
      : JSON.stringify(problemLinks(state.finalizeFields, state.findings, state.procedures, state)),
  );
  if (error === null) return null;
  const links = JSON.parse(linksJson) as FieldProblemLink[];
  return (
    <div id={FINALIZE_PROBLEMS_ID} tabIndex={-1} className="focus-region">
      <ErrorAlert>
        <p>{error.message}</p>
        {links.length > 0 ? (
          <ul className="pad-problems">
            {links.map((link) => (
              <li key={link.key}>
                {link.targetId ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => document.getElementById(link.targetId!)?.focus()}
                  >
                    {link.label}
                  </button>
                ) : (
                  <span>{link.label}</span>
                )}
                : {link.message}
              </li>
            ))}
          </ul>
        ) : null}
      </ErrorAlert>
    </div>
  );
}
