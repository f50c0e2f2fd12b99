import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { aboutChecks } from '../../../shared/checks/about-checks';
import './PrescribingChecks.css';

/*
 * "About the checks", reachable from the pad's medicines: which checks run as the doctor writes
 * (and again at Finalize), which drugs each covers, and, first and plainly, that the tables behind
 * them await a clinician's review. A modal dialog: focus goes to its Close button (at its top),
 * Escape closes it, and focus comes back to the button that opened it.
 */

export const ABOUT_CHECKS_BUTTON_ID = 'pad-about-checks';

export function AboutChecksButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closed: focus back to the button, once the dialog (and the page's inertness) is gone.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        id={ABOUT_CHECKS_BUTTON_ID}
        type="button"
        className="button button--small pad-about-checks"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        About the checks
      </button>
      {open ? <AboutChecksDialog onClose={close} /> : null}
    </>
  );
}

function AboutChecksDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const reviewId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const about = useMemo(() => aboutChecks(), []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="dialog about-checks"
      aria-labelledby={titleId}
      aria-describedby={reviewId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>About the checks</h2>
      <div className="form-actions about-checks__actions">
        <button ref={closeRef} type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p id={reviewId} className="about-checks__review">
        <strong>Awaiting a clinician’s review.</strong> {about.reviewStatus}
      </p>
      <p>
        The checks run as you write each line, and again when you finalize. A warning never stops
        you typing; Finalize waits until each warning is fixed (change the line) or you go ahead
        with a reason, which is kept with the record and printed nowhere.
      </p>
      <h3>Checks that run</h3>
      {about.rules.map((rule) => (
        <section key={rule.rule} className="about-checks__rule">
          <h4>{rule.title}</h4>
          <p>{rule.what}</p>
          <details>
            <summary>What it covers ({rule.covers.length})</summary>
            <ul>
              {rule.covers.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          {rule.notChecked.length > 0 ? (
            <>
              <p className="about-checks__not">Not checked:</p>
              <ul>
                {rule.notChecked.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      <details>
        <summary>Sources ({about.sources.length})</summary>
        <ul>
          {about.sources.map((source) => (
            <li key={`${source.url} ${source.title}`}>
              <a href={source.url} target="_blank" rel="noreferrer">
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </dialog>
  );
}
