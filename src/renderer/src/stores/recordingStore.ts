import { create } from 'zustand';
import type {
  RecordingPlatformDetailsView,
  RecordingResultView,
  RecordingSessionDetail,
  RecordingSessionView,
  RecordingSettingsInput,
  RecordingSettingsView,
  VoiceCatalogueView,
} from '../../../shared/recording';
import type { ErrorCode, IpcError } from '../../../shared/result';
import { VOICE_MODEL_MAX_SECONDS } from '../../../shared/voice';
import { companion } from '../companion';
import {
  listMicrophones,
  watchMicrophones,
  type Microphone,
} from '../recording/capture/microphones';
import { createRecorder, type RecordedChunk, type Recorder } from '../recording/capture/recorder';
import type { Level } from '../recording/capture/level';

/**
 * What the microphone side is doing. `starting`: the microphone is opening; `stopping`: the last
 * chunk is being saved before the session is ended.
 */
export type CaptureState = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

/** Refusals that no retry can fix: the chunk is kept on screen as unsaved, not sent again. */
const PERMANENT: readonly ErrorCode[] = ['INVALID_ARGUMENT', 'CONFLICT', 'NOT_FOUND'];
/** A failed chunk save is tried again after 1, 2, 4, 8 and then every 10 seconds. */
const retryDelayMs = (attempt: number): number => Math.min(10_000, 1_000 * 2 ** attempt);
/** How often the elapsed time on screen moves. */
const TICK_MS = 250;
/** The warning before the model's longest session comes this long before it. */
export const LIMIT_WARNING_MS = 60_000;

interface RecordingState {
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

let recorder: Recorder | undefined;
/** Chunks in recording order, each kept until the core has it on disk. */
const held: RecordedChunk[] = [];
let draining: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'The microphone could not be used.';

export const useRecordingStore = create<RecordingState>()((set, get) => {
  /** Sends held chunks in order; one pass at a time. Resolves when none is held or one is refused for good. */
  function drain(): Promise<void> {
    if (draining) return draining;
    const pass = sendHeld();
    draining = pass;
    // Cleared after the pass settles (never synchronously inside it, where `draining` would be
    // set again to the finished pass right after).
    void pass.finally(() => {
      if (draining === pass) draining = undefined;
    });
    return pass;
  }

  async function sendHeld(): Promise<void> {
    let attempt = 0;
    for (;;) {
      const chunk = held[0];
      const sessionId = get().sessionId;
      if (!chunk || !sessionId) return;
      const result = await companion().saveRecordingChunk({
        sessionId,
        sequence: chunk.sequence,
        bytes: chunk.bytes,
        // Whole milliseconds, at least one: a chunk cut a few samples after a pause is still audio.
        durationMs: Math.max(1, Math.round(chunk.durationMs)),
        mediaType: chunk.mediaType,
      });
      if (result.ok) {
        held.shift();
        attempt = 0;
        set({ unsaved: held.length, savedChunks: result.value.savedChunks, saveError: null });
        continue;
      }
      const fields = Object.values(result.error.fields ?? {});
      set({ saveError: [result.error.message, ...fields].join(' ') });
      if (PERMANENT.includes(result.error.code)) return;
      await new Promise<void>((resolve) => {
        retryTimer = setTimeout(resolve, retryDelayMs(attempt));
      });
      attempt += 1;
    }
  }

  function onChunk(chunk: RecordedChunk): void {
    held.push(chunk);
    set({ unsaved: held.length });
    void drain();
  }

  function tick(): void {
    if (!recorder) return;
    const elapsedMs = recorder.elapsedMs();
    const model = get().settings?.model ?? 'lite';
    const maxMs = VOICE_MODEL_MAX_SECONDS[model] * 1000;
    set({ elapsedMs, limit: elapsedMs >= maxMs - LIMIT_WARNING_MS ? 'warning' : null });
    if (elapsedMs >= maxMs && get().capture === 'recording') {
      void get()
        .stop()
        .then(() => set({ limit: 'reached' }));
    }
  }

  function startTicker(): void {
    if (ticker === undefined) ticker = setInterval(tick, TICK_MS);
  }

  function stopTicker(): void {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  }

  async function refreshDetail(sessionId: string): Promise<void> {
    const result = await companion().getRecording({ sessionId });
    if (get().selectedId !== sessionId) return;
    set(result.ok ? { detail: result.value, detailError: null } : { detailError: result.error });
  }

  return {
    settings: null,
    catalogue: null,
    microphones: [],
    deviceId: '',
    capture: 'idle',
    sessionId: null,
    consultationId: null,
    setConsultation: (id) => set({ consultationId: id }),
    elapsedMs: 0,
    level: null,
    silent: false,
    deviceLost: false,
    captureError: null,
    limit: null,
    unsaved: 0,
    savedChunks: 0,
    saveError: null,
    sessions: null,
    listError: null,
    selectedId: null,
    detail: null,
    detailError: null,
    platform: null,
    platformError: null,
    platformLoading: false,
    besidePad: null,

    watch() {
      void companion()
        .getRecordingSettings({})
        .then((result) => {
          if (result.ok) set({ settings: result.value });
        });
      void companion()
        .getRecordingCatalogue({})
        .then((result) => {
          if (result.ok) set({ catalogue: result.value });
        });
      void get().refreshMicrophones();
      void get().loadSessions();
      const stopDevices = watchMicrophones((microphones) => set({ microphones }));
      const stopEvents = companion().onRecordingStatus(({ id }) => {
        void get().loadSessions();
        if (get().selectedId === id) void refreshDetail(id);
      });
      return () => {
        stopDevices();
        stopEvents();
      };
    },

    async refreshMicrophones() {
      try {
        set({ microphones: await listMicrophones() });
      } catch {
        set({ microphones: [] });
      }
    },

    async selectMicrophone(deviceId) {
      set({ deviceId });
      // While paused, the next resume opens the chosen microphone; while recording, switch now.
      if (recorder && get().capture === 'recording') {
        recorder.pause();
        try {
          await recorder.resume(deviceId);
          set({ deviceLost: false, captureError: null });
        } catch (error) {
          set({ capture: 'paused', captureError: messageOf(error) });
        }
      }
    },

    async start() {
      if (get().capture !== 'idle') return;
      set({
        capture: 'starting',
        captureError: null,
        saveError: null,
        limit: null,
        elapsedMs: 0,
        savedChunks: 0,
        silent: false,
        deviceLost: false,
      });
      const created = createRecorder({
        deviceId: get().deviceId || undefined,
        maxChunkMs: get().settings?.maxChunkMs,
        onChunk,
        onLevel: (level) => set({ level }),
        onSilence: (silent) => set({ silent }),
        onDeviceLost: () => set({ capture: 'paused', deviceLost: true }),
      });
      try {
        await created.start();
      } catch (error) {
        set({ capture: 'idle', captureError: messageOf(error) });
        return;
      }
      const consultationId = get().consultationId;
      const session = await companion().startRecording(consultationId ? { consultationId } : {});
      if (!session.ok) {
        // Nothing was recorded into a session: let the microphone go and say why.
        await created.stop().catch(() => undefined);
        held.length = 0;
        set({ capture: 'idle', unsaved: 0, captureError: session.error.message });
        return;
      }
      recorder = created;
      set({ capture: 'recording', sessionId: session.value.id, selectedId: session.value.id });
      startTicker();
      // Labels appear once the microphone is allowed: read them again.
      void get().refreshMicrophones();
      void get().loadSessions();
      void drain();
    },

    pause() {
      if (get().capture !== 'recording' || !recorder) return Promise.resolve();
      recorder.pause();
      set({ capture: 'paused', silent: false });
      tick();
      return Promise.resolve();
    },

    async resume() {
      if (get().capture !== 'paused' || !recorder) return;
      try {
        await recorder.resume(get().deviceId || undefined);
        set({ capture: 'recording', deviceLost: false, captureError: null });
      } catch (error) {
        set({ captureError: messageOf(error) });
      }
    },

    async stop() {
      const { capture, sessionId } = get();
      if ((capture !== 'recording' && capture !== 'paused') || !recorder || !sessionId) return;
      set({ capture: 'stopping', silent: false });
      try {
        await recorder.stop();
      } catch {
        // The microphone is released either way; the chunks already emitted are held below.
      }
      tick();
      stopTicker();
      recorder = undefined;
      await drain();
      if (held.length > 0) {
        // Refused for good (the reason is on screen): end the session with the audio that was
        // saved rather than leave it open.
        held.length = 0;
        set({ unsaved: 0 });
      }
      const stopped = await companion().stopRecording({ sessionId });
      set({
        capture: 'idle',
        sessionId: null,
        level: null,
        ...(stopped.ok ? {} : { captureError: stopped.error.message }),
      });
      await get().loadSessions();
      await get().select(sessionId);
    },

    async toggle() {
      const { capture } = get();
      if (capture === 'idle') await get().start();
      else if (capture === 'recording') await get().pause();
      else if (capture === 'paused') await get().resume();
    },

    async saveSettings(input) {
      const result = await companion().saveRecordingSettings(input);
      if (!result.ok) return result.error;
      set({ settings: result.value });
      return null;
    },

    async loadSessions() {
      const result = await companion().listRecordings({});
      set(result.ok ? { sessions: result.value, listError: null } : { listError: result.error });
    },

    async select(sessionId) {
      set({
        selectedId: sessionId,
        detail: null,
        detailError: null,
        platform: null,
        platformError: null,
      });
      if (sessionId) await refreshDetail(sessionId);
    },

    async askPlatform(sessionId) {
      set({ platformLoading: true, platformError: null });
      const result = await companion().getRecordingPlatformDetails({ sessionId });
      if (get().selectedId !== sessionId) return;
      set(
        result.ok
          ? { platform: result.value, platformLoading: false }
          : { platform: null, platformError: result.error, platformLoading: false },
      );
    },

    async retry(sessionId) {
      const result = await companion().retryRecording({ sessionId });
      if (!result.ok) set({ detailError: result.error });
      await refreshDetail(sessionId);
      await get().loadSessions();
    },

    showBesidePad(result) {
      set({ besidePad: result });
    },

    async flushForClose() {
      // The last chunk is emitted before stop resolves; the session itself stays open and is
      // ended when the app starts again.
      if (recorder && (get().capture === 'recording' || get().capture === 'paused')) {
        await recorder.stop().catch(() => undefined);
      }
      await drain();
    },
  };
});

/** For tests: forget the module's recorder and held chunks. */
export function resetRecordingModule(): void {
  recorder = undefined;
  held.length = 0;
  draining = undefined;
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
}
