import { create } from 'zustand';
import type {
  ConsultationStartInput,
  ConsultationSummaryView,
  ConsultationView,
  TodayView,
} from '../../../shared/consultation-view';
import type { IpcError, Result } from '../../../shared/result';
import { companion } from '../companion';

/*
 * The day (queue, consultations in progress and finished) and the consultation on screen. A
 * consultation is opened by id and stays the one on screen until another is opened: nothing here
 * ever replaces it silently.
 */
interface ConsultationState {
  today: TodayView | null;
  todayError: IpcError | null;
  /** The consultation on screen. */
  current: ConsultationView | null;
  currentError: IpcError | null;
  busy: 'starting' | 'consent' | 'finishing' | 'discarding' | null;
  loadToday: (refresh?: boolean) => Promise<void>;
  start: (input: ConsultationStartInput) => Promise<Result<ConsultationView>>;
  open: (id: string) => Promise<Result<ConsultationView>>;
  recordConsent: () => Promise<Result<ConsultationView>>;
  finish: () => Promise<Result<ConsultationView>>;
  discard: (reason: string | undefined) => Promise<Result<ConsultationView>>;
  search: (input: {
    text?: string;
    from?: string;
    to?: string;
  }) => Promise<Result<ConsultationSummaryView[]>>;
  /** Follows the core's events for the day and the consultation on screen. */
  watch: () => () => void;
}

export const useConsultationStore = create<ConsultationState>()((set, get) => {
  function shown(result: Result<ConsultationView>): Result<ConsultationView> {
    if (result.ok) set({ current: result.value, currentError: null });
    return result;
  }

  async function act(
    busy: NonNullable<ConsultationState['busy']>,
    run: (id: string) => Promise<Result<ConsultationView>>,
  ): Promise<Result<ConsultationView>> {
    const current = get().current;
    if (!current) {
      return { ok: false, error: { code: 'INTERNAL', message: 'No consultation is open.' } };
    }
    set({ busy });
    try {
      const result = await run(current.id);
      if (result.ok && get().current?.id === current.id) set({ current: result.value });
      void get().loadToday();
      return result;
    } finally {
      set({ busy: null });
    }
  }

  return {
    today: null,
    todayError: null,
    current: null,
    currentError: null,
    busy: null,

    async loadToday(refresh = false) {
      const result = await companion().getToday({});
      if (!result.ok) {
        set({ todayError: result.error });
        return;
      }
      set({ today: result.value, todayError: null });
      if (refresh) {
        const queue = await companion().getTodayQueue({ refresh: true });
        if (queue.ok) {
          const again = await companion().getToday({});
          if (again.ok) set({ today: again.value });
        }
      }
    },

    async start(input) {
      set({ busy: 'starting' });
      try {
        const result = shown(await companion().startConsultation(input));
        void get().loadToday();
        return result;
      } finally {
        set({ busy: null });
      }
    },

    async open(id) {
      const result = await companion().getConsultation({ id });
      if (!result.ok) set({ currentError: result.error });
      return shown(result);
    },

    recordConsent: () => act('consent', (id) => companion().recordConsent({ id })),
    finish: () => act('finishing', (id) => companion().finishConsultation({ id })),
    discard: (reason) =>
      act('discarding', (id) => companion().discardConsultation(reason ? { id, reason } : { id })),
    search: (input) => companion().searchConsultations(input),

    watch() {
      const stops = [
        companion().onConsultationChanged(({ id }) => {
          void get().loadToday();
          if (get().current?.id === id) void get().open(id);
        }),
        companion().onQueueChanged(() => void get().loadToday()),
        companion().onPatientsChanged(() => {
          const current = get().current;
          if (current) void get().open(current.id);
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
});
