import { useState, type FormEvent } from 'react';
import type { PatientAlerts } from '../../../../shared/patient-alerts';
import type { Result } from '../../../../shared/result';
import { BusyButton } from '../../frame/BusyButton';
import { ErrorAlert } from '../../frame/ErrorAlert';
import { FieldError } from '../../frame/FieldError';
import { EntrySearch, type PickedEntry } from '../../pad/EntrySearch';
import {
  EMPTY_DRAFT,
  TEXT_MAX,
  allergyOf,
  draftProblems,
  forgetDraft,
  keepDraft,
  keptDraft,
  withAllergy,
  type AllergyDraft,
  type DraftField,
  type DraftProblems,
} from './alertEdits';
import { useSubstanceSearch } from './alertSearches';
import { useFocusLater } from './useFocusLater';

/** The ids the editor moves focus to. */
export const SUBSTANCE_ID = 'alerts-substance';
const FIELD_IDS: Record<DraftField, string> = {
  substance: SUBSTANCE_ID,
  category: 'alerts-category',
  reaction: 'alerts-reaction',
};

interface AllergyFormProps {
  patientId: string;
  alerts: PatientAlerts;
  save: (next: PatientAlerts) => Promise<Result<PatientAlerts>>;
  announce: (text: string) => void;
}

/**
 * Adding one allergy: the substance picked from the drugs-and-labs search (its drug id and generic
 * name kept) or typed as free text, then its kind, reaction, severity, type and how sure. What is
 * typed is kept if the save fails or the editor is closed, and the problems are said in words
 * beside their fields.
 */
export function AllergyForm({ patientId, alerts, save, announce }: AllergyFormProps) {
  const [draft, setDraftState] = useState<AllergyDraft>(() => keptDraft(patientId));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusLater();
  const substances = useSubstanceSearch();

  const setDraft = (next: AllergyDraft) => {
    setDraftState(next);
    keepDraft(patientId, next);
  };
  const change = (patch: Partial<AllergyDraft>) => {
    setDraft({ ...draft, ...patch });
    setProblems((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key as DraftField];
      return rest;
    });
  };

  const pick = (entry: PickedEntry) => {
    const item = substances.itemOf(entry.id);
    // A drug of the platform's database: its id and generic name, and it is a drug. A medicine
    // only written on this computer's pads is a drug too, without a platform id. Free text: the
    // kind is asked.
    const fromSearch = item !== undefined && item.kind === 'drug';
    const platformDrug = fromSearch && item.freeText !== true;
    const { drug: _drug, ...rest } = draft;
    void _drug;
    const next: AllergyDraft = {
      ...rest,
      substance: entry.name,
      ...(platformDrug
        ? {
            drug: {
              id: item.id,
              ...(item.genericName ? { genericName: item.genericName } : {}),
            },
          }
        : {}),
      category: fromSearch ? 'drug' : rest.category,
    };
    setDraft(next);
    setProblems({});
    focusLater(next.category === '' ? FIELD_IDS.category : FIELD_IDS.reaction);
  };

  const clearSubstance = () => {
    const { drug: _drug, ...rest } = draft;
    void _drug;
    setDraft({ ...rest, substance: '' });
    focusLater(SUBSTANCE_ID);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblems(draft, alerts);
    setProblems(found);
    const first = (Object.keys(FIELD_IDS) as DraftField[]).find((field) => found[field]);
    if (first !== undefined) {
      focusLater(FIELD_IDS[first]);
      return;
    }
    const allergy = allergyOf(draft, crypto.randomUUID(), new Date());
    setBusy(true);
    setError(null);
    const result = await save(withAllergy(alerts, allergy));
    setBusy(false);
    if (!result.ok) {
      // Everything typed stays in the form.
      setError(`The allergy was not added: ${result.error.message}`);
      return;
    }
    forgetDraft(patientId);
    setDraftState(EMPTY_DRAFT);
    announce(
      alerts.allergyStatus === 'none-known'
        ? `${allergy.substance} added to the allergies; the patient is no longer marked as having no known drug allergies.`
        : `${allergy.substance} added to the allergies.`,
    );
    focusLater(SUBSTANCE_ID);
  };

  const invalid = (field: DraftField) => (problems[field] ? true : undefined);
  const describedBy = (field: DraftField) =>
    problems[field] ? `${FIELD_IDS[field]}-error` : undefined;

  return (
    <form
      className="allergy-form"
      aria-labelledby="alerts-add-heading"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h4 id="alerts-add-heading">Add an allergy</h4>
      {draft.substance === '' ? (
        <EntrySearch
          id={SUBSTANCE_ID}
          label="Substance (search the drugs, or type it)"
          search={substances.search}
          onPick={pick}
        />
      ) : (
        <div className="field allergy-form__chosen">
          <p id="alerts-substance-chosen">
            Substance: <strong>{draft.substance}</strong>{' '}
            <span className="muted">
              {draft.drug
                ? `(from the drug search${draft.drug.genericName ? `: ${draft.drug.genericName}` : ''})`
                : '(as typed)'}
            </span>
          </p>
          <button
            id={SUBSTANCE_ID}
            type="button"
            className="button button--small"
            aria-describedby="alerts-substance-chosen"
            onClick={clearSubstance}
          >
            Change the substance
          </button>
        </div>
      )}
      <FieldError id={`${SUBSTANCE_ID}-error`} message={problems.substance} />
      <div className="allergy-form__grid">
        <div className="field">
          <label htmlFor={FIELD_IDS.category}>Kind</label>
          <select
            id={FIELD_IDS.category}
            className="select"
            value={draft.category}
            aria-invalid={invalid('category')}
            aria-describedby={describedBy('category')}
            onChange={(e) => change({ category: e.target.value as AllergyDraft['category'] })}
          >
            <option value="">Choose the kind</option>
            <option value="drug">Drug (a medicine)</option>
            <option value="food">Food</option>
            <option value="environment">Environment (dust, pollen, latex, stings)</option>
            <option value="other">Other</option>
          </select>
          <FieldError id={`${FIELD_IDS.category}-error`} message={problems.category} />
        </div>
        <div className="field">
          <label htmlFor={FIELD_IDS.reaction}>Reaction (optional)</label>
          <input
            id={FIELD_IDS.reaction}
            className="input"
            value={draft.reaction}
            maxLength={TEXT_MAX + 50}
            autoComplete="off"
            placeholder="rash, anaphylaxis, swelling"
            aria-invalid={invalid('reaction')}
            aria-describedby={describedBy('reaction')}
            onChange={(e) => change({ reaction: e.target.value })}
          />
          <FieldError id={`${FIELD_IDS.reaction}-error`} message={problems.reaction} />
        </div>
        <div className="field">
          <label htmlFor="alerts-severity">Severity</label>
          <select
            id="alerts-severity"
            className="select"
            value={draft.severity}
            onChange={(e) => change({ severity: e.target.value as AllergyDraft['severity'] })}
          >
            <option value="unknown">Not known</option>
            <option value="mild">Mild</option>
            <option value="moderate">Moderate</option>
            <option value="severe">Severe (for example anaphylaxis)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="alerts-type">Type</label>
          <select
            id="alerts-type"
            className="select"
            value={draft.type}
            onChange={(e) => change({ type: e.target.value as AllergyDraft['type'] })}
          >
            <option value="allergy">Allergy</option>
            <option value="intolerance">Intolerance (not an allergy, such as stomach upset)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="alerts-verification">How sure</label>
          <select
            id="alerts-verification"
            className="select"
            value={draft.verification}
            onChange={(e) =>
              change({ verification: e.target.value as AllergyDraft['verification'] })
            }
          >
            <option value="unconfirmed">Reported by the patient, not confirmed</option>
            <option value="confirmed">Confirmed (seen by a doctor, tested or re-challenged)</option>
          </select>
        </div>
      </div>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <div className="form-actions">
        <BusyButton busy={busy} className="button button--primary">
          Add the allergy
        </BusyButton>
      </div>
    </form>
  );
}
