import { errorName, type Logger } from '../log/logger';
import type { EventListener } from '../core-shared';

/** The operating system's "do not sleep" switch (Electron's powerSaveBlocker): a true edge. */
export interface SleepBlocker {
  start(): number;
  stop(id: number): void;
}

/**
 * Keeps the computer from sleeping while a consultation is being recorded: a laptop that sleeps
 * mid-consultation stops the microphone, and the rest of the visit is never heard. The recorder's
 * status events say when to look again; the database says whether a session is recording.
 */
export function keepAwakeWhileRecording(deps: {
  onEvent(listener: EventListener): () => void;
  isRecording(): boolean;
  blocker: SleepBlocker;
  logger: Logger;
}): () => void {
  let held: number | undefined;
  const sync = (): void => {
    try {
      const recording = deps.isRecording();
      if (recording && held === undefined) {
        held = deps.blocker.start();
        deps.logger.info('keeping the computer awake while recording');
      } else if (!recording && held !== undefined) {
        deps.blocker.stop(held);
        held = undefined;
        deps.logger.info('the computer may sleep again');
      }
    } catch (error) {
      deps.logger.warn({ err: errorName(error) }, 'keeping the computer awake failed');
    }
  };
  sync();
  const unsubscribe = deps.onEvent((channel) => {
    if (channel === 'recording:status') sync();
  });
  return () => {
    unsubscribe();
    if (held !== undefined) deps.blocker.stop(held);
    held = undefined;
  };
}
