/**
 * The one line that stands for a recording's steps on the Sync screen. Its count is the
 * recording's audio parts, from the same `audioPartsText` the consultation and the Recordings
 * screen use, never the number of outbox steps (opening the session, statuses, closing it).
 */
import { audioPartsText, type AudioParts } from './audio-parts';

export interface BundleState {
  /** The recording's audio parts, when the recordings feature could say. */
  audioParts?: AudioParts;
  /** One of its steps is being sent now. */
  sending: boolean;
  /** Its first step the platform refused or that cannot be sent: what it is, and why. */
  stuck?: { summary: string; detail: string };
}

/** "2 of 3 audio parts sent; the rest waiting to be sent", or the refused step's words. */
export function bundleDetail(state: BundleState): string {
  if (state.stuck) return `${state.stuck.summary}. ${state.stuck.detail}`;
  const going = state.sending ? 'being sent' : 'waiting to be sent';
  if (!state.audioParts) return state.sending ? 'Being sent' : 'Waiting to be sent';
  const { saved, uploaded } = state.audioParts;
  const rest = uploaded < saved ? `the rest ${going}` : `its closing steps ${going}`;
  return `${audioPartsText(state.audioParts)}; ${rest}`;
}

/** The whole line, as `SyncItemView.message`: "Recording of the visit: 2 of 3 audio parts sent; …". */
export function bundleMessage(label: string, detail: string): string {
  return `${label}: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
}
