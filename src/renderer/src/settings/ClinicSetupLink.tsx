import { useId } from 'react';

/** The way from the doctor's Settings to the Clinic setup room, last on the screen. */
export function ClinicSetupLink({ onOpen }: { onOpen: () => void }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Clinic setup</h2>
      <p id={`${id}-hint`}>
        For the clinic’s integrator: the platform account and its secrets, how documents and
        prescriptions are sent, the webhooks console and EMR profile extras.
      </p>
      <button
        type="button"
        className="button"
        aria-describedby={`${id}-hint`}
        aria-keyshortcuts="Control+Shift+K Meta+Shift+K"
        onClick={onOpen}
      >
        Open Clinic setup
      </button>
    </section>
  );
}
