import { useEffect } from 'react';
import type { CheckPerson } from '../../../shared/checks/prescribing-patient';
import { companion } from '../companion';
import { usePadStore } from '../stores/padStore';

/*
 * The consultation's patient for the prescribing checks: their age and sex from the record, and
 * their allergies, read when the pad opens and again whenever the patient changes
 * (`patients:changed`). Allergies that cannot be read are said in words; the checks run without
 * them (Finalize reads them again itself).
 */
export function useCheckPatient(patientId: string | undefined, person: CheckPerson | null): void {
  const birthDate = person?.birthDate;
  const ageYears = person?.ageYears;
  const sex = person?.sex;
  useEffect(() => {
    const store = usePadStore.getState();
    const known: CheckPerson | null =
      patientId === undefined
        ? null
        : {
            ...(birthDate === undefined ? {} : { birthDate }),
            ...(ageYears === undefined ? {} : { ageYears }),
            ...(sex === undefined ? {} : { sex }),
          };
    store.setCheckPatient(known, null);
    if (patientId === undefined) return undefined;
    let live = true;
    const read = async () => {
      const result = await companion().getPatientAlerts({ id: patientId });
      if (!live) return;
      usePadStore
        .getState()
        .setCheckPatient(
          known,
          result.ok
            ? { alerts: result.value }
            : { error: `The patient’s allergies could not be read: ${result.error.message}` },
        );
    };
    void read();
    const stop = companion().onPatientsChanged(({ id }) => {
      if (id === patientId) void read();
    });
    return () => {
      live = false;
      stop();
      usePadStore.getState().setCheckPatient(null, null);
    };
  }, [patientId, birthDate, ageYears, sex]);
}
