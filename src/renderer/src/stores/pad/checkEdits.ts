import { checkPrescription } from '../../../../shared/checks/check-prescription';
import {
  CheckOverrideSchema,
  type PrescribingPatient,
  type PrescribingWarning,
} from '../../../../shared/checks/check-types';
import { prescribingPatient } from '../../../../shared/checks/prescribing-patient';
import type { PadState } from './padState';

/*
 * The pad store's part of the checks at the point of prescribing (docs/prescribing-checks.md):
 * the patient they read (the consultation's patient and alerts, the pad's weight and pregnant
 * mark), the warnings for the pad on screen, and the doctor's edits: the pregnant mark and going
 * ahead past a warning with a reason. Both are pad edits, saved with the draft like any other.
 */

/** The patient of the checks for the pad on screen (the same builder Finalize uses). */
export function checkPatientOf(state: PadState): PrescribingPatient {
  return prescribingPatient({
    person: state.checkPerson ?? undefined,
    alerts: state.checkAlerts ?? undefined,
    pad: {
      createdAt: state.meta?.createdAt ?? new Date().toISOString(),
      vitals: state.vitals,
      pregnant: state.pregnant,
    },
  });
}

/** Every warning for the pad on screen, overridden or not. */
export function warningsOf(state: PadState): PrescribingWarning[] {
  return checkPrescription(checkPatientOf(state), state.medicines);
}

export const OVERRIDE_WORDS = {
  gone: 'This warning changed before the reason was saved (its line was edited): read it again.',
  finalized: 'This pad cannot be changed now: reopen it to go ahead past a warning.',
} as const;

type SetState = (partial: Partial<PadState>) => void;
type Edit = (change: (state: PadState) => Partial<PadState>) => boolean;

export function checkEdits(
  get: () => PadState,
  set: SetState,
  edit: Edit,
): Pick<
  PadState,
  | 'pregnant'
  | 'checkOverrides'
  | 'checkPerson'
  | 'checkAlerts'
  | 'checkAlertsError'
  | 'setCheckPatient'
  | 'setPregnant'
  | 'overrideWarning'
> {
  return {
    pregnant: false,
    checkOverrides: [],
    checkPerson: null,
    checkAlerts: null,
    checkAlertsError: null,
    setCheckPatient: (person, alerts) =>
      set({
        checkPerson: person,
        checkAlerts: alerts !== null && 'alerts' in alerts ? alerts.alerts : null,
        checkAlertsError: alerts !== null && 'error' in alerts ? alerts.error : null,
      }),
    setPregnant: (pregnant) => {
      edit(() => ({ pregnant }));
    },
    overrideWarning: (warning, reason) => {
      const parsed = CheckOverrideSchema.safeParse({
        warningId: warning.id,
        words: warning.words.slice(0, 1000),
        reason,
        at: new Date().toISOString(),
      });
      if (!parsed.success)
        return parsed.error.issues[0]?.message ?? 'Give a reason for going ahead.';
      const current = new Set(warningsOf(get()).map((w) => w.id));
      if (!current.has(warning.id)) return OVERRIDE_WORDS.gone;
      // Overrides of warnings no longer on the pad (their line changed) are dropped with this one.
      const saved = edit((state) => ({
        checkOverrides: [
          ...state.checkOverrides.filter(
            (o) => current.has(o.warningId) && o.warningId !== warning.id,
          ),
          parsed.data,
        ],
      }));
      return saved ? null : OVERRIDE_WORDS.finalized;
    },
  };
}
