import { useCallback, useRef } from 'react';
import { duplicateMedicineIds } from '../../../shared/pad/medicine-duplicates';
import type { MedicalDbItem } from '../../../shared/medical-db';
import { medicineOfDrug } from '../../../shared/picked-drug';
import type { NewMedicine } from '../stores/pad/padState';
import { usePlanIds } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { AboutChecksButton } from './AboutChecks';
import { EntryAnnouncer } from './EntryList';
import { EntrySearch, type PickedEntry } from './EntrySearch';
import { MedicineRow, ROUTES, ROUTES_LIST_ID } from './MedicineRow';
import { lineOffer, questionTargetId, rowQuestions } from './medicineLineEntry';
import { medicineFieldId } from './MedicineTextField';
import { useMedicalDbSearch } from './planSearch';
import { EntryListContext } from './useEntrySearch';
import { useListFocus } from './useListFocus';
import './PadEntries.css';
import './PlanSections.css';

export const MEDICINE_SEARCH_ID = 'pad-add-medicine';
export const TWICE_SAID = 'It is now on the pad twice: both rows are flagged.';

const drugIdsOnPad = () =>
  new Set(usePadStore.getState().medicines.flatMap((m) => (m.drugId ? [m.drugId] : [])));
const leadOf = (text: string) => lineOffer(text)?.label;

/**
 * Where focus goes once a medicine is added: a question it asks (its likely reading); for a line
 * typed whole and read with nothing to ask, back to the search for the next line; else its dose.
 */
function focusOf(localId: string, asLine: boolean): HTMLElement | null {
  const medicine = usePadStore.getState().medicines.find((m) => m.localId === localId);
  if (medicine !== undefined && rowQuestions(medicine).length > 0) {
    return document.getElementById(questionTargetId(localId));
  }
  if (asLine) return document.getElementById(MEDICINE_SEARCH_ID);
  return document.getElementById(medicineFieldId('dose', localId));
}

/** What a pick adds: a drug of the search with what is known of it, else the text as typed. */
function newMedicineOf(item: MedicalDbItem | undefined, typed: string): NewMedicine {
  if (item?.kind !== 'drug') return { name: typed };
  const { name, drugId, ...known } = medicineOfDrug(item);
  return { name, ...(drugId === undefined ? {} : { id: drugId }), defaults: known };
}

/**
 * The medicines: their rows, then the drug search that adds one. A drug found in the search
 * keeps its brand, generic name and form (shared/picked-drug.ts) and starts with its published
 * defaults (dose, frequency, days, food timing), each the doctor's to change; the last option adds
 * what was typed as free text. Focus then moves to the new row's dose. A whole line typed as
 * doctors write it ("Tab Paracetamol 650 1-0-1 x 5 days after food") is offered first, read back
 * in words: Enter adds it with every field filled (each editable), and focus comes back here for
 * the next line, or goes to the question the line leaves open.
 */
export function MedicineSection() {
  const ids = usePlanIds('medicine');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const alertsError = usePadStore((state) => state.checkAlertsError);
  const { search, itemOf } = useMedicalDbSearch('drug', drugIdsOnPad);
  const asLines = useRef(new Set<string>());
  const firstField = useCallback(
    (localId: string) => focusOf(localId, asLines.current.has(localId)),
    [],
  );
  const { announcement, added, actions } = useListFocus(
    MEDICINE_SEARCH_ID,
    'medicines',
    ids,
    firstField,
  );
  const onPick = useCallback(
    (entry: PickedEntry) => {
      const item = itemOf(entry.id);
      const localId = usePadStore.getState().addMedicine(newMedicineOf(item, entry.name));
      const twice = duplicateMedicineIds(usePadStore.getState().medicines).has(localId);
      added(localId, entry.name, twice ? TWICE_SAID : undefined);
    },
    [itemOf, added],
  );
  const onLine = useCallback(
    (text: string) => {
      const offer = lineOffer(text);
      if (offer === undefined) return;
      const localId = usePadStore
        .getState()
        .addMedicine({ name: offer.name, fields: offer.fields });
      if (localId !== '') asLines.current.add(localId);
      const twice = duplicateMedicineIds(usePadStore.getState().medicines).has(localId);
      const said = offer.question === undefined ? '' : ` It asks: ${offer.question}`;
      added(localId, offer.name, `${said}${twice ? ` ${TWICE_SAID}` : ''}`.trim() || undefined);
    },
    [added],
  );

  return (
    <section className="pad-entries pad-plan" aria-labelledby="pad-medicines-heading">
      <div className="pad-entries__heading-row">
        <h2 id="pad-medicines-heading" className="pad-entries__heading">
          Medicines
        </h2>
        <AboutChecksButton />
      </div>
      {alertsError !== null ? (
        <p className="notice pad-checks-notice">
          {alertsError} The allergy checks ran without them; Finalize reads them again.
        </p>
      ) : null}
      {ids.length === 0 ? (
        <p className="pad-entries__empty">No medicines yet.</p>
      ) : (
        <EntryListContext value={actions}>
          <ul className="pad-entries__list" aria-labelledby="pad-medicines-heading">
            {ids.map((localId) => (
              <MedicineRow key={localId} localId={localId} />
            ))}
          </ul>
        </EntryListContext>
      )}
      {canEdit ? (
        <EntrySearch
          id={MEDICINE_SEARCH_ID}
          label="Add a medicine"
          search={search}
          onPick={onPick}
          lead={leadOf}
          onLead={onLine}
        />
      ) : null}
      <datalist id={ROUTES_LIST_ID}>
        {ROUTES.map((route) => (
          <option key={route} value={route} />
        ))}
      </datalist>
      <EntryAnnouncer announcement={announcement} />
    </section>
  );
}
