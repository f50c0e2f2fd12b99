import type { PadRecordStep, PadSyncView } from '../../../shared/pad-view';
import type { SaveState } from '../stores/padStore';
import { formatDateTime, type TimeFormat } from './time';

/** Where the pad stands, in a doctor's words (the sync state of pad-view.ts). */
export function padStateText(sync: PadSyncView, format: TimeFormat = {}): string {
  // Pads finalized by an earlier version went as the structured record alone.
  if (sync.destination === 'structured') return structuredStateText(sync, format);
  switch (sync.state) {
    case 'draft':
      return 'Draft';
    case 'waiting':
      return 'Finalized; waiting to go to the patient’s record (it goes when the platform can be reached)';
    case 'sending':
      return RECORD_STEP_TEXT[sync.recordStep ?? 'presigning'];
    case 'sent':
      return sync.sentAt
        ? `On the patient’s record since ${formatDateTime(sync.sentAt, format)}`
        : 'On the patient’s record';
    case 'rejected':
      return 'The platform did not take this prescription onto the patient’s record';
    case 'dead':
      return 'This prescription cannot be sent from this computer';
    case 'discarded':
      return 'Its sending was discarded on the Sync screen';
  }
}

/** The step of the upload running now, in words. */
const RECORD_STEP_TEXT: Record<PadRecordStep, string> = {
  'making-pdf': 'Finalized; making the PDF for the patient’s record',
  presigning: 'Finalized; asking the platform where to put it on the patient’s record',
  uploading: 'Finalized; uploading the PDF to the patient’s record',
  checking: 'Finalized; checking the patient’s record shows the PDF',
};

function structuredStateText(sync: PadSyncView, format: TimeFormat): string {
  switch (sync.state) {
    case 'draft':
      return 'Draft';
    case 'waiting':
      return 'Finalized; waiting to be sent (it is sent when the platform can be reached)';
    case 'sending':
      return 'Finalized; sending now';
    case 'sent':
      return sync.sentAt
        ? `Sent to the platform at ${formatDateTime(sync.sentAt, format)}`
        : 'Sent to the platform';
    case 'rejected':
      return 'The platform refused this prescription';
    case 'dead':
      return 'This prescription cannot be sent from this computer';
    case 'discarded':
      return 'Its sending was discarded on the Sync screen';
  }
}

/** The autosave's state, for the bar at the bottom of the pad. */
export function saveStateText(
  state: SaveState,
  savedAt: string | null,
  format: TimeFormat = {},
): string {
  switch (state) {
    case 'saved':
      return savedAt
        ? `All changes saved (${formatDateTime(savedAt, format)})`
        : 'All changes saved';
    case 'pending':
      return 'Changes not saved yet…';
    case 'saving':
      return 'Saving…';
    case 'failed':
      return 'Not saved';
  }
}
