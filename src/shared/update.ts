/**
 * Where an update of the app stands. Updates download in the background, never while a
 * consultation is being recorded, and install only when the doctor chooses "Restart to update"
 * (offered between consultations) or at the next quit.
 */
export type UpdateState =
  | { state: 'none' }
  | { state: 'waiting-for-recording'; version: string }
  | { state: 'downloading'; version: string; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'failed'; message: string };

/** What the diagnostics bundle was saved as. */
/** How many crash dumps this computer keeps, and when the newest happened (ISO times). */
export interface CrashDumpsSummary {
  count: number;
  times: string[];
}

export interface CrashDumpsSaved {
  /** The folder the dumps were copied into. */
  folder: string;
  count: number;
}

export interface DiagnosticsSaved {
  file: string;
  bytes: number;
}
