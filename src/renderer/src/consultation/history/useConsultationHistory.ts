import { useCallback, useEffect, useState } from 'react';
import type { ConsultationHistoryView } from '../../../../shared/consultation-history';
import { companion } from '../../companion';

/**
 * The history of the consultation on screen (`consultation:history`), read on arrival and again
 * when a consultation or a patient changes (a visit finished elsewhere, allergies edited). The
 * panel is keyed by the consultation, so another consultation starts with nothing shown.
 */
export function useConsultationHistory(consultationId: string): {
  history: ConsultationHistoryView | null;
  error: string | null;
  reload: () => void;
} {
  const [history, setHistory] = useState<ConsultationHistoryView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await companion().getConsultationHistory({ id: consultationId });
    if (result.ok) {
      setHistory(result.value);
      setError(null);
    } else setError(result.error.message);
  }, [consultationId]);

  useEffect(() => {
    void Promise.resolve().then(load);
    const stops = [
      companion().onConsultationChanged(() => void load()),
      companion().onPatientsChanged(() => void load()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [load]);

  return { history, error, reload: () => void load() };
}
