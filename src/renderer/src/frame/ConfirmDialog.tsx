import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Result } from '../../../shared/result';
import { ErrorAlert } from './ErrorAlert';

export interface ConfirmDialogProps {
  title: string;
  /** The question and its consequence, read out with the dialog. */
  description: ReactNode;
  /** What the action concerns, in the person's words. */
  detail?: ReactNode;
  /** The harmless button's name ("Cancel", "Keep"); it takes focus first. */
  safeLabel: string;
  /** The confirming (destructive) button's name. */
  confirmLabel: string;
  /** Leads a failure message: "The webhook was not deleted.". */
  failure: string;
  onDismiss: () => void;
  /** Acts; the parent closes the dialog on success, a failure is shown here. */
  onConfirm: () => Promise<Result<unknown>>;
}

/**
 * Asks before something that cannot be undone. A modal `<dialog>` keeps focus inside and makes
 * the rest of the page inert; the harmless button takes focus first, so Enter does the harmless
 * thing, and Escape dismisses.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, detail, safeLabel, confirmLabel, failure, onDismiss, onConfirm } =
    props;
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const safeRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    safeRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await onConfirm();
    setBusy(false);
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
        onDismiss();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {detail ? <p className="dialog__detail">{detail}</p> : null}
      {error ? (
        <ErrorAlert>
          <p>
            {failure} {error}
          </p>
        </ErrorAlert>
      ) : null}
      <div className="form-actions">
        <button ref={safeRef} type="button" className="button" onClick={onDismiss}>
          {safeLabel}
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
