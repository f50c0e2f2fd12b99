/** The recording store's state shape: what the screen reads and the actions it calls. */
import type {
  RecordingPlatformDetailsView,
  RecordingResultView,
  RecordingSessionDetail,
  RecordingSessionView,
  RecordingSettingsInput,
  RecordingSettingsView,
  VoiceCatalogueView,
} from '../../../shared/recording';
import type { IpcError } from '../../../shared/result';
import type { Microphone } from '../recording/capture/microphones';
import type { Level } from '../recording/capture/level';

/**
 * What the microphone side is doing. `starting`: the microphone is opening; `stopping`: the last
 * chunk is being saved before the session is ended.
 */
export type CaptureState = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

export interface RecordingState {
  settings: RecordingSettingsView | null;
  /** What the platform offers: models, languages, templates (live or as last saved). */
  catalogue: VoiceCatalogueView | null;
  microphones: Microphone[];
  /** '' is the system's default microphone. */
  deviceId: string;
  capture: CaptureState;
  /** The session being recorded. */
  sessionId: string | null;
  /** The consultation a new recording belongs to (its patient's details go with it). */
  consultationId: string | null;
  setConsultation: (id: string | null) => void;
  elapsedMs: number;
  level: Level | null;
  /** Nothing heard for a while: the microphone may be muted or too far. */
  silent: boolean;
  /** The microphone went away mid-recording; the recording is paused. */
  deviceLost: boolean;
  /** Why the microphone could not be used, or the session could not start. */
  captureError: string | null;
  /** The model's limit is near (`warning`) or was reached and the recording stopped (`reached`). */
  limit: 'warning' | 'reached' | null;
  /** Chunks recorded and not yet confirmed saved by the core. */
  unsaved: number;
  /** Chunks the core holds for the session being recorded. */
  savedChunks: number;
  /** Why the last chunk save failed; chunks are kept and tried again. */
  saveError: string | null;
  sessions: RecordingSessionView[] | null;
  listError: IpcError | null;
  selectedId: string | null;
  detail: RecordingSessionDetail | null;
  detailError: IpcError | null;
  platform: RecordingPlatformDetailsView | null;
  platformError: IpcError | null;
  platformLoading: boolean;
  /** The transcript shown beside the pad started from it (until hidden). */
  besidePad: RecordingResultView | null;

  /** Loads settings, microphones and sessions, and follows changes; returns the unsubscribe. */
  watch: () => () => void;
  refreshMicrophones: () => Promise<void>;
  selectMicrophone: (deviceId: string) => Promise<void>;
  start: () => Promise<void>;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
  /** The one-key action: start, pause or resume. */
  toggle: () => Promise<void>;
  saveSettings: (input: RecordingSettingsInput) => Promise<IpcError | null>;
  loadSessions: () => Promise<void>;
  select: (sessionId: string | null) => Promise<void>;
  askPlatform: (sessionId: string) => Promise<void>;
  retry: (sessionId: string) => Promise<void>;
  showBesidePad: (result: RecordingResultView | null) => void;
  /** Before the window closes: ends the current chunk and saves every chunk still held. */
  flushForClose: () => Promise<void>;
}
