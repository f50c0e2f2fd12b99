import { useCallback, useState } from 'react';
import type { RegistrationView } from '../../../../shared/abha-registration';
import type { IpcError, Result } from '../../../../shared/result';
import { companion } from '../../companion';
import { useLoadResult } from '../../frame/useLoadResult';

export interface Registration {
  /** Where the core's flow stands for this patient; null before a start (or after it ended). */
  view: RegistrationView | null;
  /** Loaded from the core at least once (a flow left earlier is resumed). */
  loaded: boolean;
  busy: boolean;
  /** The last refusal, in the core's words. */
  error: IpcError | null;
  /** Runs one step; the view follows its answer, or is read again when it was refused. */
  run: (call: () => Promise<Result<RegistrationView | null>>) => Promise<boolean>;
  clearError: () => void;
  setView: (view: RegistrationView | null) => void;
}

/**
 * One patient's ABHA registration as the core holds it (in memory, by patient): read on arrival
 * so a registration left half-way is resumed where it stood, and after a refusal (which may have
 * ended it).
 */
export function useRegistration(patientId: string): Registration {
  const [view, setView] = useState<RegistrationView | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);

  useLoadResult(
    () => companion().getAbhaRegistration({ patientId }),
    (result) => {
      if (result.ok) setView(result.value);
      setLoaded(true);
    },
    [patientId],
  );

  const run = useCallback(
    async (call: () => Promise<Result<RegistrationView | null>>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      const result = await call();
      if (result.ok) {
        setView(result.value);
      } else {
        setError(result.error);
        const again = await companion().getAbhaRegistration({ patientId });
        if (again.ok) setView(again.value);
      }
      setBusy(false);
      return result.ok;
    },
    [patientId],
  );

  return {
    view,
    loaded,
    busy,
    error,
    run,
    clearError: () => setError(null),
    setView,
  };
}
