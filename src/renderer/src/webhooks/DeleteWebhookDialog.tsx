import { useEffect, useId, useRef, useState } from 'react';
import type { Result } from '../../../shared/result';
import type { Webhook } from '../../../shared/webhook';
import { ErrorAlert } from '../frame/ErrorAlert';

interface DeleteWebhookDialogProps {
  webhook: Webhook;
  onCancel: () => void;
  /** Deletes; the parent closes the dialog on success, a failure is shown here. */
  onConfirm: (id: string) => Promise<Result<unknown>>;
}

/**
 * Asks before deleting, naming the endpoint. A modal `<dialog>` keeps focus inside and makes the
 * rest of the page inert; Cancel takes focus first, so Enter does the harmless thing.
 */
export function DeleteWebhookDialog({ webhook, onCancel, onConfirm }: DeleteWebhookDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    setError(null);
    const result = await onConfirm(webhook.id);
    setDeleting(false);
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
        onCancel();
      }}
    >
      <h2 id={titleId}>Delete webhook</h2>
      <p id={descriptionId}>
        Delete the webhook for <span className="mono">{webhook.endpoint}</span>? The platform stops
        sending events to it.
      </p>
      {error ? (
        <ErrorAlert>
          <p>The webhook was not deleted. {error}</p>
        </ErrorAlert>
      ) : null}
      <div className="form-actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          aria-disabled={deleting}
          onClick={() => void confirm()}
        >
          Delete
        </button>
      </div>
    </dialog>
  );
}
