import { useId } from 'react';
import { HISTORY_KEPT_DAYS } from '../../../shared/data-retention';

/** The retention policy, read-only: what stays on this computer and what is let go, and when. */
export function DataKeptSection() {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Data kept on this computer</h2>
      <ul>
        <li>
          Pads, prescriptions, consultations and transcripts are the clinic’s record: they are kept,
          encrypted and compressed.
        </li>
        <li>
          A recording’s audio is deleted once it has been transcribed. Audio that was not
          transcribed is kept until it is.
        </li>
        <li>
          The history of changes already sent (or discarded) on the Sync screen, the copy of each
          prescription as it was sent (the pad itself stays), and the details of finished
          recordings’ audio parts are deleted after {HISTORY_KEPT_DAYS} days. Changes still waiting
          are always kept.
        </li>
        <li>The app checks this when it starts and once a day, after the daily backup.</li>
      </ul>
    </section>
  );
}
