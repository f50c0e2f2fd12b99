import type { Result } from '../../../shared/result';
import type { Webhook } from '../../../shared/webhook';
import { ConfirmDialog } from '../frame/ConfirmDialog';

interface DeleteWebhookDialogProps {
  webhook: Webhook;
  onCancel: () => void;
  /** Deletes; the parent closes the dialog on success, a failure is shown here. */
  onConfirm: (id: string) => Promise<Result<unknown>>;
}

/** Asks before deleting, naming the endpoint; Cancel takes focus first. */
export function DeleteWebhookDialog({ webhook, onCancel, onConfirm }: DeleteWebhookDialogProps) {
  return (
    <ConfirmDialog
      title="Delete webhook"
      description={
        <>
          Delete the webhook for <span className="mono">{webhook.endpoint}</span>? The platform
          stops sending events to it.
        </>
      }
      safeLabel="Cancel"
      confirmLabel="Delete"
      failure="The webhook was not deleted."
      onDismiss={onCancel}
      onConfirm={() => onConfirm(webhook.id)}
    />
  );
}
