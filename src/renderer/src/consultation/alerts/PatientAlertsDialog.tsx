import { useEffect, useRef, useState } from 'react';
import type { PatientAlerts } from '../../../../shared/patient-alerts';
import type { Result } from '../../../../shared/result';
import { allergyText, conditionText } from '../../../../shared/printout/printout-alerts';
import { ErrorAlert } from '../../frame/ErrorAlert';
import { LiveAnnouncer } from '../../frame/LiveAnnouncer';
import { useAnnouncer } from '../../frame/useAnnouncer';
import { EntrySearch, type PickedEntry } from '../../pad/EntrySearch';
import { AllergyForm, SUBSTANCE_ID } from './AllergyForm';
import {
  ALLERGY_STATUS_WORDS,
  conditionProblem,
  withCondition,
  withNoKnownAllergies,
  withNotAsked,
  withoutAllergy,
  withoutCondition,
} from './alertEdits';
import { useConditionSearch } from './alertSearches';
import { useFocusLater } from './useFocusLater';

const CONDITION_ID = 'alerts-condition';
const NKDA_ID = 'alerts-nkda';
const NOT_ASKED_ID = 'alerts-not-asked';
const removeAllergyId = (id: string) => `alerts-remove-allergy-${id}`;
const removeConditionId = (id: string) => `alerts-remove-condition-${id}`;

interface PatientAlertsDialogProps {
  patientId: string;
  name: string;
  alerts: PatientAlerts;
  save: (next: PatientAlerts) => Promise<Result<PatientAlerts>>;
  onClose: () => void;
}

/**
 * The patient's allergies and chronic conditions, edited by keyboard in a modal dialog. Each
 * change is saved at once (sealed on this computer, never sent); a failed save changes nothing on
 * screen and says why, with what was typed kept. Escape or Close closes it.
 */
export function PatientAlertsDialog(props: PatientAlertsDialogProps) {
  const { patientId, name, alerts, save, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { announcement, announce } = useAnnouncer();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusLater();
  const [failedCondition, setFailedCondition] = useState<PickedEntry | null>(null);
  const [conditionWords, setConditionWords] = useState<string | undefined>(undefined);
  const conditions = useConditionSearch();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The next thing to decide: the allergy's substance.
    document.getElementById(SUBSTANCE_ID)?.focus();
    return () => dialog?.close();
  }, []);

  /** Saves the whole list; on success says what changed and moves focus on. */
  async function apply(
    next: PatientAlerts,
    failure: string,
    done: { said: string; focus: string },
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setError(null);
    const result = await save(next);
    setBusy(false);
    if (!result.ok) {
      setError(`${failure} ${result.error.message}`);
      return false;
    }
    announce(done.said);
    focusLater(done.focus);
    return true;
  }

  const removeAllergy = (index: number) => {
    const allergy = alerts.allergies[index]!;
    const next = withoutAllergy(alerts, allergy.id);
    const after = alerts.allergies[index + 1] ?? alerts.allergies[index - 1];
    void apply(next, 'The allergy was not removed.', {
      said:
        next.allergyStatus === 'not-asked'
          ? `${allergy.substance} removed. No allergies are recorded now: if the patient has none, choose "No known drug allergies".`
          : `${allergy.substance} removed.`,
      focus: after ? removeAllergyId(after.id) : NKDA_ID,
    });
  };

  const addCondition = async (entry: PickedEntry) => {
    const problem = conditionProblem(alerts, entry.name);
    setConditionWords(problem);
    if (problem !== undefined) return;
    const next = withCondition(
      alerts,
      { name: entry.name, ...(entry.id === undefined ? {} : { platformId: entry.id }) },
      crypto.randomUUID(),
      new Date(),
    );
    const saved = await apply(next, `${entry.name} was not added to the chronic conditions.`, {
      said: `${entry.name} added to the chronic conditions.`,
      focus: CONDITION_ID,
    });
    // The search clears itself on a pick: a failed one is offered again, not lost.
    setFailedCondition(saved ? null : entry);
  };

  const removeCondition = (index: number) => {
    const condition = alerts.conditions[index]!;
    const after = alerts.conditions[index + 1] ?? alerts.conditions[index - 1];
    void apply(withoutCondition(alerts, condition.id), 'The condition was not removed.', {
      said: `${condition.name} removed from the chronic conditions.`,
      focus: after ? removeConditionId(after.id) : CONDITION_ID,
    });
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog alerts-dialog"
      aria-labelledby="alerts-dialog-title"
      aria-describedby="alerts-dialog-about"
      onCancel={(event) => {
        // Escape: React state, not the browser, decides that the dialog is gone.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="alerts-dialog-title">Allergies and chronic conditions: {name}</h2>
      <p id="alerts-dialog-about" className="muted">
        Kept sealed on this computer with the patient; printed on the prescription and in the FHIR
        export; not sent to the platform. Each change is saved at once.
      </p>
      <LiveAnnouncer announcement={announcement} />
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
          {failedCondition ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => void addCondition(failedCondition)}
            >
              Try adding {failedCondition.name} again
            </button>
          ) : null}
        </ErrorAlert>
      ) : null}

      <section aria-labelledby="alerts-allergies-heading">
        <h3 id="alerts-allergies-heading">Allergies</h3>
        <p className={`alerts-dialog__status alerts-dialog__status--${alerts.allergyStatus}`}>
          {ALLERGY_STATUS_WORDS[alerts.allergyStatus]}
        </p>
        {alerts.allergyStatus === 'not-asked' ? (
          <button
            id={NKDA_ID}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() =>
              void apply(withNoKnownAllergies(alerts), 'It was not recorded.', {
                said: 'Recorded: no known drug allergies.',
                focus: NOT_ASKED_ID,
              })
            }
          >
            No known drug allergies
          </button>
        ) : null}
        {alerts.allergyStatus === 'none-known' ? (
          <button
            id={NOT_ASKED_ID}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() =>
              void apply(withNotAsked(alerts), 'It was not changed.', {
                said: 'Allergies are marked not recorded again.',
                focus: NKDA_ID,
              })
            }
          >
            Undo: allergies not asked yet
          </button>
        ) : null}
        {alerts.allergies.length > 0 ? (
          <ul className="alerts-dialog__list" aria-label="Recorded allergies">
            {alerts.allergies.map((allergy, index) => (
              <li key={allergy.id}>
                <span>
                  {allergyText(allergy)}
                  {allergy.verification === 'confirmed' ? ', confirmed' : ''}
                </span>
                <button
                  id={removeAllergyId(allergy.id)}
                  type="button"
                  className="button button--small"
                  aria-label={`Remove ${allergy.substance}`}
                  aria-disabled={busy}
                  onClick={() => removeAllergy(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <AllergyForm patientId={patientId} alerts={alerts} save={save} announce={announce} />
      </section>

      <section aria-labelledby="alerts-conditions-heading">
        <h3 id="alerts-conditions-heading">Chronic conditions</h3>
        {alerts.conditions.length > 0 ? (
          <ul className="alerts-dialog__list" aria-label="Recorded chronic conditions">
            {alerts.conditions.map((condition, index) => (
              <li key={condition.id}>
                <span>{conditionText(condition)}</span>
                <button
                  id={removeConditionId(condition.id)}
                  type="button"
                  className="button button--small"
                  aria-label={`Remove ${condition.name}`}
                  aria-disabled={busy}
                  onClick={() => removeCondition(index)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None recorded.</p>
        )}
        <EntrySearch
          id={CONDITION_ID}
          label="Add a chronic condition (search the diagnoses, or type it)"
          search={conditions}
          onPick={(entry) => void addCondition(entry)}
        />
        {conditionWords ? <p className="field-error">{conditionWords}</p> : null}
      </section>

      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
