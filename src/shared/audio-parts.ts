/**
 * How much of a recording has reached the platform, counted the one way every screen counts it:
 * the audio parts (chunks) saved on this computer and those the platform accepted. The steps the
 * outbox takes around them (opening the session, its statuses, closing it) are not parts.
 */
export interface AudioParts {
  /** Audio parts saved on this computer. */
  saved: number;
  /** Of those, the parts the platform accepted in time for the transcript. */
  uploaded: number;
}

/** "2 of 3 audio parts sent", "0 of 1 audio part sent". */
export function audioPartsText(parts: AudioParts): string {
  return `${parts.uploaded} of ${parts.saved} audio ${parts.saved === 1 ? 'part' : 'parts'} sent`;
}
