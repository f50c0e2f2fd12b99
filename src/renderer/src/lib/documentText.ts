import type { ConnectionStatus } from '../../../shared/connection';
import type { DocumentProgress, DocumentView } from '../../../shared/documents-view';

/** "1 file" / "3 files". */
export function filesText(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}

/** "1 document" / "3 documents". */
export function documentsText(count: number): string {
  return `${count} ${count === 1 ? 'document' : 'documents'}`;
}

/** Whole per cent sent, 0 to 100; an unknown total counts as nothing sent. */
export function progressPercent(progress: DocumentProgress): number {
  if (progress.totalBytes <= 0) return 0;
  const share = Math.min(progress.sentBytes, progress.totalBytes) / progress.totalBytes;
  return Math.max(0, Math.floor(share * 100));
}

/**
 * An upload's state in words, as the list shows it: "Asking the platform where to upload",
 * "Uploading 45%", "On the patient’s record", "Refused: <reason>". The
 * platform's reason is part of it, as the person needs it to decide between Retry and Discard.
 */
export function documentStateText(
  document: DocumentView,
  progress: DocumentProgress | undefined,
): string {
  switch (document.state) {
    case 'waiting':
      return document.waitingForPatient
        ? 'Waiting for the patient to be created on the platform'
        : 'Waiting for the connection';
    case 'uploading':
      if (document.step === 'presigning') return 'Asking the platform where to upload';
      return progress ? `Uploading ${progressPercent(progress)}%` : 'Uploading';
    case 'uploaded':
      if (document.destination === 'record') return 'On the patient’s record';
      return document.platformDocumentId ? `Uploaded (${document.platformDocumentId})` : 'Uploaded';
    case 'rejected':
      return `Refused: ${document.lastError ?? 'the platform gave no reason.'}`;
    case 'dead':
      return `Cannot be sent: ${document.lastError ?? 'sending failed too often.'}`;
    case 'discarded':
      return 'Discarded';
  }
}

/**
 * What became of the files an upload saved, for the live announcer: when they go depends on the
 * connection. Files not saved are reported apart, as an error.
 */
export function savedDocumentsText(saved: number, connection: ConnectionStatus | null): string {
  const they = saved === 1 ? 'it uploads' : 'they upload';
  switch (connection?.state) {
    case 'offline':
      return `${documentsText(saved)} saved on this computer; ${they} when the connection is back.`;
    case 'signed_out':
      return `${documentsText(saved)} saved on this computer; ${they} once the app can sign in to the platform again.`;
    case 'online':
    case 'syncing':
    case 'unknown':
    case undefined:
      return `${documentsText(saved)} saved; ${they} in the background.`;
  }
}

/**
 * Why files are still in Ready to upload after an upload: "1 document could not be saved…", and
 * how many were not tried because the upload stopped at that failure.
 */
export function notSavedText(failed: number, untried = 0): string {
  const failedText =
    failed === 1
      ? '1 document could not be saved. It stays in Ready to upload, with the reason beside it.'
      : `${failed} documents could not be saved. They stay in Ready to upload, with the reason beside each.`;
  if (untried === 0) return failedText;
  const untriedText =
    untried === 1
      ? 'The upload stopped there: 1 more file was not tried and stays in the list too.'
      : `The upload stopped there: ${untried} more files were not tried and stay in the list too.`;
  return `${failedText} ${untriedText}`;
}
