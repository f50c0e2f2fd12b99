import { useState } from 'react';
import { ErrorAlert } from '../frame/ErrorAlert';
import { Icon } from '../frame/Icon';
import type { PadSummaryView } from '../../../shared/pad-view';
import { padStateText } from '../lib/padText';
import { formatDateTime, type TimeFormat } from '../lib/time';
import { usePadStore } from '../stores/padStore';
import { problemLinks, type FieldProblemLink } from './padFields';

/** Where the pad stands, why the platform refused it, and the patient it is for. */
export function PadStatus({ timeFormat }: { timeFormat?: TimeFormat }) {
  const meta = usePadStore((state) => state.meta);
  if (meta === null) return null;
  const { sync } = meta;
  return (
    <div className="pad-status">
      <p className="pad-status__state">
        <span className="pad-status__label">Status:</span> {padStateText(sync, timeFormat)}
      </p>
      {meta.otherAccount ? (
        <div className="banner banner--warning">
          <Icon name="warning" />
          <p className="banner__body">
            This pad was started for another platform account. Switch back to it in Settings to
            finalize it.
          </p>
        </div>
      ) : null}
      {sync.state === 'rejected' || sync.state === 'dead' ? (
        <ErrorAlert>
          <p>
            <strong>
              {sync.state === 'rejected'
                ? 'The platform refused this prescription.'
                : 'This prescription cannot be sent from this computer.'}
            </strong>{' '}
            {sync.lastError ? `Reason given: ${sync.lastError}` : ''}
          </p>
          {meta.canReopen ? <p>Reopen it to correct it and send it again.</p> : null}
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
      <NeedsAttention timeFormat={timeFormat} />
      {/* Keyed by pad: another pad starts the field afresh from what it stores. */}
      <PatientIdField key={meta.id} />
      <FinalizeProblems />
    </div>
  );
}

/** Earlier prescriptions the platform refused (or that cannot be sent), each one to open. */
function NeedsAttention({ timeFormat }: { timeFormat?: TimeFormat }) {
  const attention = usePadStore((state) => state.attention);
  const open = usePadStore((state) => state.open);
  if (attention.length === 0) return null;
  const count = attention.length;
  return (
    <div className="banner banner--warning" role="region" aria-label="Prescriptions to correct">
      <Icon name="warning" />
      <div className="banner__body">
        <p>
          {count === 1
            ? 'An earlier prescription was not accepted by the platform; open it to correct it and send it again.'
            : `${count} earlier prescriptions were not accepted by the platform; open each to correct it and send it again.`}
        </p>
        <ul className="pad-attention">
          {attention.map((pad) => (
            <li key={pad.id}>
              <button type="button" className="link-button" onClick={() => void open(pad.id)}>
                Open the prescription started {formatDateTime(pad.createdAt, timeFormat)}
              </button>{' '}
              ({entryCounts(pad)}
              {pad.syncState === 'dead' ? '; it cannot be sent from this computer' : ''})
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function entryCounts(pad: PadSummaryView): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    part(pad.findings, 'finding', 'findings'),
    part(pad.procedures, 'procedure', 'procedures'),
    part(pad.vitals, 'vital', 'vitals'),
  ].join(', ');
}

function PatientIdField() {
  const stored = usePadStore((state) => state.meta?.patientId ?? '');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const setPatientId = usePadStore((state) => state.setPatientId);
  // The field keeps what is typed (spaces included); the store keeps it trimmed.
  const [text, setText] = useState(stored);
  return (
    <div className="field pad-status__patient">
      <label htmlFor="pad-patient-id">Patient ID on the platform (optional)</label>
      <input
        id="pad-patient-id"
        className="input"
        value={text}
        maxLength={200}
        readOnly={!canEdit}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="pad-patient-id-hint"
        onChange={(event) => {
          setText(event.target.value);
          setPatientId(event.target.value);
        }}
      />
      <p id="pad-patient-id-hint" className="hint">
        Needed for the FHIR export; the prescription is sent without it otherwise.
      </p>
    </div>
  );
}

/** A refused finalize: the sentence, and each field to correct as a button that goes to it. */
function FinalizeProblems() {
  const error = usePadStore((state) => state.finalizeError);
  // Selected as text, so that typing in a row does not re-render this list unless a label changed.
  const linksJson = usePadStore((state) =>
    state.finalizeError === null
      ? '[]'
      : JSON.stringify(problemLinks(state.finalizeFields, state.findings, state.procedures)),
  );
  if (error === null) return null;
  const links = JSON.parse(linksJson) as FieldProblemLink[];
  return (
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
  );
}
