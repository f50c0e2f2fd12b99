import { useCallback, useEffect, useRef, useState } from 'react';
import type { PatientAlerts } from '../../../../shared/patient-alerts';
import type { Result } from '../../../../shared/result';
import { companion } from '../../companion';

export type AlertsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; alerts: PatientAlerts };

/**
 * A patient's allergies and chronic conditions as saved on this computer, read again when the
 * patient changes (another window, the scribe), and saved whole. A failed read is said as such:
 * never shown as "not recorded".
 */
export function usePatientAlerts(patientId: string) {
  const [state, setState] = useState<AlertsState>({ status: 'loading' });
  // Only the newest read counts.
  const asked = useRef(0);

  const load = useCallback(async () => {
    asked.current += 1;
    const ticket = asked.current;
    const result = await companion().getPatientAlerts({ id: patientId });
    if (ticket !== asked.current) return;
    setState(
      result.ok
        ? { status: 'ready', alerts: result.value }
        : { status: 'failed', message: result.error.message },
    );
  }, [patientId]);

  // One patient per hook: the header keys it by patient, so a new patient starts from "loading".
  useEffect(() => {
    void load();
    const stop = companion().onPatientsChanged(({ id }) => {
      if (id === patientId) void load();
    });
    return () => {
      asked.current += 1;
      stop();
    };
  }, [patientId, load]);

  const save = useCallback(
    async (alerts: PatientAlerts): Promise<Result<PatientAlerts>> => {
      const result = await companion().savePatientAlerts({ id: patientId, alerts });
      if (result.ok) {
        asked.current += 1;
        setState({ status: 'ready', alerts: result.value });
      }
      return result;
    },
    [patientId],
  );

  return { state, save, reload: load };
}
