import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { checkKey } from '../../../shared/checks/check-refusals';
import { TIMINGS, type Medicine, type Timing } from '../../../shared/pad/medicine';
import { directionsOf, printedName, type MedicineLine } from '../../../shared/pad/medicine-line';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { FreeTextTag, RemoveEntryButton, filledFields } from './FindingRow';
import { setMedicineField, type MedicineField } from './medicineFields';
import { MedicineLineEditor } from './MedicineLineEditor';
import {
  chooseReading,
  focusAfterAnswer,
  questionTargetId,
  rowQuestions,
  type LineOffer,
  type RowQuestion,
} from './medicineLineEntry';
import { MedicineQuestions, questionTextId } from './MedicineQuestions';
import { reviewedLine } from '../../../shared/pad/medicine-repeat';
import { RepeatReview } from './RepeatReview';
import { MEDICINE_SEARCH_ID_TARGET, nextToReview } from './repeatFocus';
import { MedicineTextField } from './MedicineTextField';
import { MedicineWarnings } from './MedicineWarnings';
import { medicineSlice } from './rowSlices';
import './PlanSections.css';

export const TIMING_LABELS: Record<Timing, string> = {
  'before-food': 'Before food',
  'after-food': 'After food',
  'with-food': 'With food',
  'empty-stomach': 'Empty stomach',
  'before-breakfast': 'Before breakfast',
  bedtime: 'At bedtime',
};

/** A medicine's optional text (route, instructions): blank is left out, as the schema wants. */
function withText(medicine: Medicine, key: 'route' | 'instructions', text: string): Medicine {
  const { [key]: _old, ...rest } = medicine;
  return text.trim() === '' ? rest : { ...rest, [key]: text };
}

const TEXT_LIMITS = { route: 60, instructions: 500 } as const;

/** The routes offered as the doctor types one (any other may be written). */
export const ROUTES = [
  'Oral',
  'Sublingual',
  'Topical',
  'Inhalation',
  'Nasal',
  'Eye',
  'Ear',
  'Intramuscular',
  'Intravenous',
  'Subcutaneous',
  'Rectal',
  'Vaginal',
] as const;
export const ROUTES_LIST_ID = 'pad-medicine-routes';

/** The medicine with a retyped line's fields: its id, origin and drug kept. */
function withLine(medicine: Medicine, offer: LineOffer): Medicine {
  const { localId, origin, drugId, genericName } = medicine;
  return {
    localId,
    name: offer.name,
    ...(drugId === undefined ? {} : { drugId }),
    ...(genericName === undefined || offer.name !== medicine.name ? {} : { genericName }),
    ...offer.fields,
    ...(origin === undefined ? {} : { origin }),
  };
}

/**
 * One medicine: its name, dose, frequency, timing, duration, route and instructions, the
 * directions in plain words under them (directionsOf: a taper's steps too), any question its
 * fields leave open beside it (MedicineQuestions; Enter in a field goes to it), and Remove. A
 * taper is one medicine with steps, edited as a line. A medicine entered twice (same drug or same
 * name) is still flagged on every row it is on, in words; it is not refused. One subscription to
 * its own slice (the flag is worked out once per change of a drug or name, not per row), so
 * typing reads and re-renders this row alone.
 */
export const MedicineRow = memo(function MedicineRow({ localId }: { localId: string }) {
  const { medicine, twice, canEdit, problems } = useRowSlice(
    [rowKey('medicine', localId)],
    (state) => medicineSlice(state, localId),
  );
  const { updateMedicine, removeMedicine } = usePadStore.getState();
  const questions = useMemo(
    () => (medicine === undefined ? [] : rowQuestions(medicine)),
    [medicine],
  );
  // Where focus goes once this row shows its change (an answer chosen, a line retyped).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  if (medicine === undefined) return null;
  const key = `medicines.${localId}`;
  const directions =
    questions.length > 0 ? 'Not settled: answer the question below.' : directionsOf(medicine);
  const choose = (question: RowQuestion, reading: MedicineLine) => {
    updateMedicine(localId, (m) => chooseReading(m, question.base, reading));
    const now = usePadStore.getState().medicines.find((m) => m.localId === localId);
    focusNext.current = now === undefined ? null : focusAfterAnswer(now, question.field);
  };
  const retyped = (offer: LineOffer) => {
    updateMedicine(localId, (m) => withLine(m, offer));
    const now = usePadStore.getState().medicines.find((m) => m.localId === localId);
    focusNext.current =
      now !== undefined && rowQuestions(now).length > 0
        ? questionTargetId(localId)
        : `med-line-${localId}-edit`;
  };
  // Enter in a field of a row that asks a question goes to the question's likely reading.
  const toQuestion = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || questions.length === 0) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    document.getElementById(questionTargetId(localId))?.focus();
  };
  const askedAbout = (field: MedicineField) => {
    const index = questions.findIndex((q) => q.field === field);
    return index === -1 ? undefined : questionTextId(localId, index);
  };
  // A line copied by Repeat last prescription: kept, edited or removed before anything else.
  const repeatedFrom = medicine.repeatedFrom;
  const keep = () => {
    updateMedicine(localId, reviewedLine);
    const now = usePadStore.getState().medicines;
    const self = now.find((m) => m.localId === localId);
    focusNext.current =
      self !== undefined && rowQuestions(self).length > 0
        ? questionTargetId(localId)
        : (nextToReview(now, localId) ?? MEDICINE_SEARCH_ID_TARGET);
  };
  const editLine = () => {
    updateMedicine(localId, reviewedLine);
    focusNext.current = `med-dose-${localId}`;
  };
  const duplicateId = `med-twice-${localId}`;
  const text = (field: MedicineField) => (
    <MedicineTextField
      medicine={medicine}
      field={field}
      readOnly={!canEdit}
      questionId={askedAbout(field)}
      finalizeMessage={
        field === 'dose'
          ? (problems[`${key}.dose.value`] ?? problems[`${key}.dose.unit`])
          : field === 'duration'
            ? problems[`${key}.duration.value`]
            : problems[`${key}.frequency`]
      }
      onChange={(typed) => updateMedicine(localId, (m) => setMedicineField(m, field, typed))}
    />
  );
  const plain = (field: 'route' | 'instructions', label: string) => (
    <div className={`pad-field med-field med-field--${field}`}>
      <label htmlFor={`med-${field}-${localId}`} className="pad-field__label">
        {label}
      </label>
      <input
        id={`med-${field}-${localId}`}
        type="text"
        className="input med-field__input"
        value={medicine[field] ?? ''}
        maxLength={TEXT_LIMITS[field]}
        list={field === 'route' ? ROUTES_LIST_ID : undefined}
        readOnly={!canEdit}
        aria-label={`${medicine.name}: ${label.toLowerCase()}`}
        onChange={(event) => updateMedicine(localId, (m) => withText(m, field, event.target.value))}
      />
    </div>
  );

  return (
    <li
      className={twice ? 'pad-entry med-entry med-entry--twice' : 'pad-entry med-entry'}
      id={`medicine-${localId}`}
      aria-describedby={twice ? duplicateId : undefined}
    >
      <div className="pad-entry__head">
        {/* As printed: the form, generic name, strength ("Cap. Vitamin D3 60,000 units"). */}
        <span className="pad-entry__name">{printedName(medicine)}</span>
        {medicine.drugId === undefined ? <FreeTextTag /> : null}
        {twice ? (
          <span id={duplicateId} className="pad-tag pad-tag--warning">
            <span aria-hidden="true">⚠ </span>Entered twice: check the dose is not doubled
          </span>
        ) : null}
      </div>
      {/* Enter in a field goes to the row's question (the buttons beside it handle their own). */}
      <div className="med-entry__fields" onKeyDown={toQuestion}>
        {text('dose')}
        {text('frequency')}
        <div className="pad-field med-field med-field--timing">
          <label htmlFor={`med-timing-${localId}`} className="pad-field__label">
            Timing
          </label>
          <select
            id={`med-timing-${localId}`}
            className="input med-field__input"
            value={medicine.timing ?? ''}
            disabled={!canEdit}
            aria-label={`${medicine.name}: timing`}
            onChange={(event) => {
              const value = event.target.value as Timing | '';
              updateMedicine(localId, ({ timing: _old, ...rest }) =>
                value === '' ? rest : { ...rest, timing: value },
              );
            }}
          >
            <option value="">Not said</option>
            {TIMINGS.map((timing) => (
              <option key={timing} value={timing}>
                {TIMING_LABELS[timing]}
              </option>
            ))}
          </select>
        </div>
        {text('duration')}
        {plain('route', 'Route')}
        {plain('instructions', 'Instructions')}
      </div>
      <p className="med-entry__directions">
        <span className="visually-hidden">{medicine.name}, in words: </span>
        {directions === '' ? 'No directions yet.' : directions}
      </p>
      {repeatedFrom !== undefined ? (
        <RepeatReview
          medicine={{ ...medicine, repeatedFrom }}
          canEdit={canEdit}
          finalizeMessage={problems[`${key}.question`]}
          onKeep={keep}
          onEdit={editLine}
          onRemove={() => removeMedicine(localId)}
        />
      ) : questions.length > 0 ? (
        <MedicineQuestions
          medicine={medicine}
          questions={questions}
          canEdit={canEdit}
          finalizeMessage={problems[`${key}.question`]}
          onChoose={choose}
        />
      ) : null}
      {canEdit && medicine.then !== undefined ? (
        <MedicineLineEditor medicine={medicine} onRead={retyped} />
      ) : null}
      {/* The prescribing checks' warnings shown beside this row (never blocking the fields). */}
      <MedicineWarnings
        localId={localId}
        medicineName={medicine.name}
        canEdit={canEdit}
        refused={problems[checkKey(localId)]}
      />
      {canEdit && repeatedFrom === undefined ? (
        <div className="pad-entry__actions">
          <RemoveEntryButton
            entryName={medicine.name}
            written={filledFields([
              [medicine.dose !== undefined, 'dose'],
              [medicine.frequency !== undefined, 'frequency'],
              [medicine.duration !== undefined, 'duration'],
              [medicine.instructions !== undefined, 'instructions'],
            ])}
            onRemove={() => removeMedicine(localId)}
          />
        </div>
      ) : null}
    </li>
  );
});
