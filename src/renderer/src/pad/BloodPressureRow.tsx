import { memo, useState } from 'react';
import { requireVital, type VitalPanel } from '../../../shared/pad/vitals';
import {
  BP_QUESTION_KEY,
  DIASTOLIC_ID,
  SYSTOLIC_ID,
  bloodPressureQuestion,
} from '../../../shared/pad/vitals-bp';
import { rangeChoiceFor, rangeNumbers, RANGE_WORDS } from '../../../shared/pad/vitals-flags';
import { FieldError } from '../frame/FieldError';
import { usePadStore } from '../stores/padStore';
import { BP_QUESTION_TARGET, vitalInputId } from './padFields';
import { describedBy } from './fieldProblem';
import { useVitalField, VitalFlagNote, VitalInput, type VitalFieldState } from './VitalField';

/** "Systolic" from "Systolic blood pressure" in the panel "Blood pressure". */
function partName(name: string, panelName: string): string {
  const suffix = ` ${panelName.toLowerCase()}`;
  return name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : name;
}

interface Reading {
  vitalId: string;
  id: string;
  part: string;
  unitLabel: string;
  field: VitalFieldState;
}

function reading(vitalId: string, panel: VitalPanel, field: VitalFieldState): Reading {
  const vital = requireVital(vitalId);
  return {
    vitalId,
    id: vitalInputId(vitalId),
    part: partName(vital.name, panel.name),
    unitLabel: vital.unitLabel,
    field,
  };
}

/**
 * "normal 90–120 / 60–80" for an adult, "normal 97–115 / 57–76 (children 6–9 years)" for a
 * child, why a child's readings are not flagged, or undefined when neither reading has a range.
 */
function pairHint(readings: readonly Reading[]): string | undefined {
  const choices = readings.map((r) => rangeChoiceFor(requireVital(r.vitalId), r.field.options));
  if (choices.some((c) => c.kind === 'age-needed')) return RANGE_WORDS.ageNeeded;
  const ranges = choices.map((c) => (c.kind === 'range' ? c.normal : undefined));
  if (ranges.every((r) => r === undefined)) {
    return choices.some((c) => c.kind === 'adult-only') ? RANGE_WORDS.adultOnly : undefined;
  }
  const numbers = ranges.map((r) => (r ? rangeNumbers(r.range) : '–')).join(' / ');
  const child = ranges.find((r) => r?.child);
  return `normal ${numbers}${child ? ` (${child.whose})` : ''}`;
}

/**
 * Blood pressure: one row, a group named by the panel, systolic / diastolic each in its own box
 * with its own name ("Blood pressure, systolic, mmHg"), message and flag. When systolic is not
 * above diastolic (84/128), the row asks in words, offering the swap (never made on its own) or
 * to keep editing; Finalize waits for it (vitals-bp.ts). The question shows once the systolic box
 * was left, so Tab from the diastolic box lands on its first button.
 */
export const BloodPressureRow = memo(function BloodPressureRow({ panel }: { panel: VitalPanel }) {
  const [firstId = '', secondId = ''] = panel.components;
  const first = reading(firstId, panel, useVitalField(firstId));
  const second = reading(secondId, panel, useVitalField(secondId));
  const refusedQuestion = usePadStore((state) => state.finalizeFields[BP_QUESTION_KEY]);
  const [swappedTo, setSwappedTo] = useState<string | undefined>(undefined);
  const rowId = `pad-vital-${panel.id}`;
  const labelId = `${rowId}-label`;
  const hintId = `${rowId}-hint`;
  const questionId = `${rowId}-question-text`;
  const hint = pairHint([first, second]);
  const unitLabel = first.unitLabel === second.unitLabel ? first.unitLabel : undefined;

  const byId = { [first.vitalId]: first, [second.vitalId]: second };
  const systolic = byId[SYSTOLIC_ID];
  const diastolic = byId[DIASTOLIC_ID];
  const asked =
    systolic && diastolic
      ? bloodPressureQuestion(systolic.field.text, diastolic.field.text)
      : undefined;
  const question =
    asked !== undefined && (systolic?.field.revealed === true || refusedQuestion !== undefined)
      ? asked
      : undefined;
  const nowText = `${systolic?.field.text ?? ''}/${diastolic?.field.text ?? ''}`;
  const canEdit = first.field.canEdit;

  const swap = () => {
    if (question?.swapped === undefined) return;
    usePadStore.getState().swapVitals(SYSTOLIC_ID, DIASTOLIC_ID);
    setSwappedTo(`${question.swapped.systolic}/${question.swapped.diastolic}`);
    document.getElementById(vitalInputId(SYSTOLIC_ID))?.focus();
  };
  const keepEditing = () => document.getElementById(vitalInputId(SYSTOLIC_ID))?.focus();

  const input = (r: Reading) => (
    <VitalInput
      id={r.id}
      short
      label={`${panel.name}, ${r.part.toLowerCase()}, ${r.unitLabel}`}
      field={r.field}
      describedBy={describedBy(
        r.field.message && `${r.id}-error`,
        question && questionId,
        r.field.flag && `${r.id}-flag`,
        hint && hintId,
      )}
    />
  );
  const note = (r: Reading) => (
    <>
      <FieldError
        id={`${r.id}-error`}
        message={r.field.message && `${r.part}: ${r.field.message}`}
      />
      <VitalFlagNote id={`${r.id}-flag`} flag={r.field.flag} part={r.part} />
    </>
  );

  return (
    <div className="vital-row" role="group" aria-labelledby={labelId}>
      <div className="vital-row__name">
        <label id={labelId} htmlFor={first.id}>
          {panel.name}
        </label>
        {hint ? (
          <p id={hintId} className="hint">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="vital-row__value vital-row__value--pair">
        {input(first)}
        <span className="vital-row__slash" aria-hidden="true">
          /
        </span>
        {input(second)}
      </div>
      <span className="vital-row__unit">
        {unitLabel ?? `${first.unitLabel} / ${second.unitLabel}`}
      </span>
      <div className="vital-row__note">
        {question ? (
          <div
            role="group"
            aria-labelledby={questionId}
            className={
              refusedQuestion ? 'vital-question vital-question--refused' : 'vital-question'
            }
          >
            <p id={questionId} className="vital-question__text">
              <span aria-hidden="true">? </span>
              {question.words}
            </p>
            <div className="vital-question__actions">
              {question.swapped ? (
                <button
                  type="button"
                  id={BP_QUESTION_TARGET}
                  className="button"
                  disabled={!canEdit}
                  onClick={swap}
                >
                  Swap to {question.swapped.systolic}/{question.swapped.diastolic}
                </button>
              ) : null}
              <button
                type="button"
                id={question.swapped ? undefined : BP_QUESTION_TARGET}
                className="button"
                disabled={!canEdit}
                onClick={keepEditing}
              >
                Keep editing
              </button>
            </div>
            {refusedQuestion !== undefined ? (
              <p className="field-error">Finalize waits for this answer.</p>
            ) : null}
          </div>
        ) : null}
        <p className="hint vital-row__status" role="status">
          {swappedTo !== undefined && swappedTo === nowText
            ? `Swapped: blood pressure ${swappedTo}.`
            : null}
        </p>
        {note(first)}
        {note(second)}
      </div>
    </div>
  );
});
