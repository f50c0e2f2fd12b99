import { create } from 'zustand';
import { documentFileProblem, type DocumentOptions } from '../../../shared/documents';
import {
  type DocumentProgress,
  type DocumentSettingsView,
  type DocumentView,
} from '../../../shared/documents-view';
import type { IpcError, Result } from '../../../shared/result';
import type { SyncItemView } from '../../../shared/sync';
import { companion } from '../companion';
import { serverFieldErrors, type FieldErrors } from '../lib/fieldErrors';
import { useSyncStore } from './syncStore';

/** A file picked or dropped on the Documents screen and not saved by the core yet. */
export interface StagedFile {
  /** Stable for the file's life in the list (two files may share a name). */
  key: number;
  file: File;
  /** Why the last attempt to hand it to the core failed; the file stays to be tried again. */
  error?: string;
}

/** What became of one press of Upload. */
export interface UploadBatchOutcome {
  saved: number;
  failed: number;
  /** Sendable files not tried because the batch stopped; they stay staged as they were. */
  untried: number;
  /** The core's complaints about the options (task, document type, patient id), keyed by field. */
  fields: FieldErrors;
}

/** The option fields the core may name in a refusal; anything else concerns the file itself. */
const OPTION_FIELDS = ['documentType', 'destination', 'task', 'patientId'] as const;

interface DocumentsState {
  /** The uploads the core knows of; null until the first answer. */
  documents: DocumentView[] | null;
  /** The last failed load; the previous list, if any, stays on screen beside it. */
  error: IpcError | null;
  loading: boolean;
  /** The latest progress event per document id: bytes sent in the attempt running now. */
  progress: Record<string, DocumentProgress>;
  /** How new uploads travel; null until loaded (or when it could not be read). */
  settings: DocumentSettingsView | null;
  /**
   * Files waiting for Upload. Kept here rather than in the form, so leaving the screen loses none,
   * and a batch still running when the screen closes finishes.
   */
  staged: StagedFile[];
  /** True while a batch is handing files to the core. */
  uploading: boolean;
  /** The staged file being handed over now. */
  sendingKey: number | null;
  /** Follows progress and change events; returns the unsubscribe. */
  watch: () => () => void;
  load: () => Promise<void>;
  loadSettings: () => Promise<void>;
  stage: (files: readonly File[]) => void;
  unstage: (key: number) => void;
  /**
   * Hands every staged file that can go where the options send it (its kind and size: the others
   * stay, with the reason shown beside them) to the core, one after another. Files
   * the core saved leave the list; the others stay with the reason beside them. A failure that is
   * not about the file itself stops the batch, as it would refuse the rest alike.
   */
  uploadStaged: (options: DocumentOptions) => Promise<UploadBatchOutcome>;
  retry: (outboxId: number) => Promise<Result<SyncItemView>>;
  discard: (outboxId: number) => Promise<Result<{ id: number }>>;
}

// Only the newest list request may write its answer: a slow early one must not replace a later one.
let latestLoad = 0;
let stagedKey = 0;

export const useDocumentsStore = create<DocumentsState>()((set, get) => {
  const patchStaged = (key: number, patch: Partial<StagedFile>): void =>
    set((state) => ({
      staged: state.staged.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    }));

  return {
    documents: null,
    error: null,
    loading: false,
    progress: {},
    settings: null,
    staged: [],
    uploading: false,
    sendingKey: null,
    watch: () => {
      const stopProgress = companion().onDocumentProgress((progress) => {
        set((state) => ({ progress: { ...state.progress, [progress.id]: progress } }));
      });
      const stopChanged = companion().onDocumentsChanged(({ id }) => {
        // Its state moved on: the list's own figure is the one to show until the next event.
        set((state) => {
          const { [id]: _dropped, ...rest } = state.progress;
          return { progress: rest };
        });
        void get().load();
      });
      return () => {
        stopProgress();
        stopChanged();
      };
    },
    load: async () => {
      const request = ++latestLoad;
      set({ loading: true });
      const result = await companion().listDocuments({});
      if (request !== latestLoad) return;
      if (result.ok) set({ documents: result.value, error: null, loading: false });
      else set({ error: result.error, loading: false });
    },
    loadSettings: async () => {
      const result = await companion().getDocumentSettings({});
      // Not knowing the form only hides a hint; the uploads themselves do not depend on it here.
      set({ settings: result.ok ? result.value : null });
    },
    stage: (files) => {
      // Whether a file can be sent depends on where it goes, chosen later: it is judged then.
      const added = files.map((file): StagedFile => ({ key: (stagedKey += 1), file }));
      set((state) => ({ staged: [...state.staged, ...added] }));
    },
    unstage: (key) => set((state) => ({ staged: state.staged.filter((e) => e.key !== key) })),
    uploadStaged: async (options) => {
      const outcome: UploadBatchOutcome = { saved: 0, failed: 0, untried: 0, fields: {} };
      if (get().uploading) return outcome;
      const batch = get().staged.filter(
        ({ file }) =>
          documentFileProblem(
            { name: file.name, size: file.size, mediaType: file.type },
            options.destination,
          ) === undefined,
      );
      set({ uploading: true });
      try {
        for (const [index, entry] of batch.entries()) {
          // Removed while an earlier file was on its way: the person no longer wants it sent.
          if (!get().staged.some((current) => current.key === entry.key)) continue;
          set({ sendingKey: entry.key });
          patchStaged(entry.key, { error: undefined });
          const result = await send(entry.file, options);
          if (result.ok) {
            outcome.saved += 1;
            get().unstage(entry.key);
            continue;
          }
          outcome.failed += 1;
          patchStaged(entry.key, { error: result.error.message });
          const fields = serverFieldErrors(result.error.fields);
          if (OPTION_FIELDS.some((field) => field in fields)) outcome.fields = fields;
          // A refusal of this file alone (its size, its name) says nothing about the next one.
          // Anything else (the options, a full disk, no keychain, no JWE key) would refuse every
          // file alike: stop, and leave the rest staged untouched.
          const aboutThisFile =
            Object.keys(fields).length > 0 && Object.keys(fields).every((f) => f === 'file');
          if (!aboutThisFile) {
            const rest = batch.slice(index + 1);
            outcome.untried = rest.filter((later) =>
              get().staged.some((current) => current.key === later.key),
            ).length;
            break;
          }
        }
      } finally {
        set({ uploading: false, sendingKey: null });
      }
      if (outcome.saved > 0) void get().load();
      return outcome;
    },
    retry: async (outboxId) => {
      // Through the sync store, so the header's counts follow at once.
      const result = await useSyncStore.getState().retry(outboxId);
      if (result.ok) void get().load();
      return result;
    },
    discard: async (outboxId) => {
      const result = await useSyncStore.getState().discard(outboxId);
      if (result.ok) void get().load();
      return result;
    },
  };
});

/** Reads the file and hands its bytes to the core; empty options are left out, not sent as "". */
async function send(file: File, options: DocumentOptions): Promise<Result<DocumentView>> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return {
      ok: false,
      error: {
        code: 'INTERNAL',
        message: 'The file could not be read. It may have been moved or deleted; choose it again.',
        fields: { file: 'The file could not be read.' },
      },
    };
  }
  return companion().uploadDocument({
    fileName: file.name,
    ...(file.type ? { mediaType: file.type } : {}),
    bytes,
    documentType: options.documentType,
    destination: options.destination,
    ...(options.task ? { task: options.task } : {}),
    ...(options.patientId ? { patientId: options.patientId } : {}),
  });
}
