import { useCallback } from 'react';
import { duplicateMedicineIds } from '../../../shared/pad/medicine-duplicates';
import type { MedicalDbItem } from '../../../shared/medical-db';
import { medicineOfDrug } from '../../../shared/picked-drug';
import type { NewMedicine } from '../stores/pad/padState';
import { usePlanIds } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { EntryAnnouncer } from './EntryList';
import { EntrySearch, type PickedEntry } from './EntrySearch';
import { MedicineRow, ROUTES, ROUTES_LIST_ID } from './MedicineRow';
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
const firstField = (localId: string) => document.getElementById(medicineFieldId('dose', localId));

/** What a pick adds: a drug of the search with what is known of it, else the text as typed. */
function newMedicineOf(item: MedicalDbItem | undefined, typed: string): NewMedicine {
  if (item?.kind !== 'drug') return { name: typed };
  const { name, drugId, ...known } = medicineOfDrug(item);
  return { name, ...(drugId === undefined ? {} : { id: drugId }), defaults: known };
}

/**
 * The medicines: their rows, then the drug search that adds one. A drug found in the search
 * keeps its brand, generic name and form (shared/picked-drug.ts) and starts with its published
 * defaults (dose, frequency, days, food timing), each the doctor's to change; the last option adds what was typed as free text. Focus then moves to the new row's dose.
 */
export function MedicineSection() {
  const ids = usePlanIds('medicine');
  const canEdit = usePadStore((state) => state.meta?.canEdit ?? false);
  const { search, itemOf } = useMedicalDbSearch('drug', drugIdsOnPad);
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

  return (
    <section className="pad-entries pad-plan" aria-labelledby="pad-medicines-heading">
      <h2 id="pad-medicines-heading" className="pad-entries__heading">
        Medicines
      </h2>
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
