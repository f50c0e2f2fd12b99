import type { PadSyncView } from '../../../shared/pad-view';
import type { SaveState } from '../stores/padStore';
import { formatDateTime, type TimeFormat } from './time';

/** Where the pad stands, in a doctor's words (the sync state of pad-view.ts). */
export function padStateText(sync: PadSyncView, format: TimeFormat = {}): string {
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
