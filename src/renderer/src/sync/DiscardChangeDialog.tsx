import type { ReactNode } from 'react';
import type { Result } from '../../../shared/result';
import { ConfirmDialog } from '../frame/ConfirmDialog';

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

/** Asks before a saved change is thrown away for good; Keep takes focus first. */
export function DiscardChangeDialog(props: DiscardChangeDialogProps) {
  return (
    <ConfirmDialog
      title={props.title}
      description={
        <>{props.question} It will not be sent to the platform. This is recorded in the sync log.</>
      }
      {...(props.detail ? { detail: props.detail } : {})}
      safeLabel="Keep"
      confirmLabel={props.confirmLabel}
      failure={props.failure}
      onDismiss={props.onKeep}
      onConfirm={props.onConfirm}
    />
  );
}
