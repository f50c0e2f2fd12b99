import type { IpcError, Result } from '../../../../shared/result';

/** An action asked for before the pad was read from the core. */
export function notReady(): Result<never> {
  return {
    ok: false,
    error: { code: 'INTERNAL', message: 'The pad has not been read yet; wait a moment.' },
  };
}

/** An action that needs the pad saved first, when the save failed: nothing else is done. */
export function notSaved(): IpcError {
  return {
    code: 'INTERNAL',
    message: 'The pad could not be saved, so nothing else was done. What you wrote is on screen.',
  };
}
