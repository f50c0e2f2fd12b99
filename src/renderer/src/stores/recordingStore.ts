import { create } from 'zustand';
import { VOICE_MODEL_MAX_SECONDS } from '../../../shared/voice';
import { companion } from '../companion';
import { listMicrophones, watchMicrophones } from '../recording/capture/microphones';
import { createRecorder, type RecordedChunk, type Recorder } from '../recording/capture/recorder';
import type { RecordingState } from './recordingState';
import { drainHeld, held, resetHeld } from './recordingUpload';
import { startTicker, stopTicker } from './recordingTicker';

export type { CaptureState } from './recordingState';

/** The warning before the model's longest session comes this long before it. */
export const LIMIT_WARNING_MS = 60_000;

let recorder: Recorder | undefined;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'The microphone could not be used.';

export const useRecordingStore = create<RecordingState>()((set, get) => {
  /** Sends held chunks in order; one pass at a time. Resolves when none is held or one is refused for good. */
  function drain(): Promise<void> {
    return drainHeld(get, set);
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
      startTicker(tick);
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
  resetHeld();
  stopTicker();
}
