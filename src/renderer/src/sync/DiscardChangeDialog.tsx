import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Result } from '../../../shared/result';
import { ErrorAlert } from '../frame/ErrorAlert';

interface DiscardChangeDialogProps {
  title: string;
  /** The question, ending in "?": "Discard this change?". */
  question: ReactNode;
  /** What the change is, in the person's words. */
  detail?: ReactNode;
  /** The confirming button's name; the other one is always "Keep". */
  confirmLabel: string;
  /** Leads the failure message: "The change was not discarded.". */
  failure: string;
  onKeep: () => void;
  /** Discards; the parent closes the dialog on success, a failure is shown here. */
  onConfirm: () => Promise<Result<unknown>>;
}

/**
 * Asks before a saved change is thrown away for good. A modal `<dialog>` keeps focus inside and
 * makes the rest of the page inert; Keep takes focus first, so Enter does the harmless thing.
 */
export function DiscardChangeDialog(props: DiscardChangeDialogProps) {
  const { title, question, detail, confirmLabel, failure, onKeep, onConfirm } = props;
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    keepRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const confirm = async () => {
    if (discarding) return;
    setDiscarding(true);
    setError(null);
    const result = await onConfirm();
    setDiscarding(false);
    if (!result.ok) setError(result.error.message);
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: let React state, not the browser, decide that the dialog is gone.
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>
        {question} It will not be sent to the platform. This is recorded in the sync log.
      </p>
      {detail ? <p className="dialog__detail">{detail}</p> : null}
      {error ? (
        <ErrorAlert>
          <p>
            {failure} {error}
          </p>
        </ErrorAlert>
      ) : null}
      <div className="form-actions">
        <button ref={keepRef} type="button" className="button" onClick={onKeep}>
          Keep
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={discarding}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
