import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrugItem, MedicalDbItem } from '../../../src/shared/medical-db';
import type { Medicine } from '../../../src/shared/pad/medicine';
import { printedName } from '../../../src/shared/pad/medicine-line';
import type { Pad } from '../../../src/shared/pad/pad';
import { addMedicine } from '../../../src/shared/pad/pad-plan';
import { medicineOfDrug } from '../../../src/shared/picked-drug';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

/*
 * Brand search and the formulary on this computer, through the real core (real SQLite file) and
 * the sandbox over loopback HTTP: a brand found the way doctors type keeps its generic name and
 * form on the pad; offline, the same search answers from this computer, and says so.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const drugs = async (text: string): Promise<DrugItem[]> => {
  const view = await app!.value('medical-db:search', { kind: 'drug', text, limit: 8 });
  return view.items.filter((item): item is DrugItem => item.kind === 'drug');
};
const names = (items: readonly MedicalDbItem[]) => items.map((item) => item.name);

function withMedicine(pad: Pad, medicine: Medicine): Pad {
  const result = addMedicine(pad, medicine);
  if (!result.ok) throw new Error('the test pad refused the medicine');
  return result.pad;
}

/** A finalized pad holding these medicines. */
async function finalizeWith(medicines: Medicine[]): Promise<void> {
  let { pad } = await app!.value('pad:new', {});
  for (const medicine of medicines) pad = withMedicine(pad, medicine);
  await app!.value('pad:save-draft', { pad });
  await app!.value('pad:finalize', { id: pad.id });
}

const changes = () =>
  (app!.core.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

describe('brand search through the core and the sandbox', () => {
  it('finds Dolo 650 by "dolo" and by "650 dolo", with its generic name', async () => {
    app = await startTestCompanion();
    const [first] = await drugs('dolo');
    expect(first).toMatchObject({
      id: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'Tablet',
    });
    expect((await drugs('650 dolo'))[0]?.id).toBe('sbx-drug-dolo-650');
    expect(names(await drugs('pan 40')).slice(0, 2)).toEqual(['Pan 40', 'Pantocid 40']);
  });

  it('a picked brand is stored with its generic name, brand and form, and printed so', async () => {
    app = await startTestCompanion();
    const [dolo] = await drugs('dolo');
    const { pad } = await app.value('pad:get-current', {});
    const localId = randomUUID();
    await app.value('pad:save-draft', {
      pad: withMedicine(pad, { localId, ...medicineOfDrug(dolo!) }),
    });
    await app.restart();
    const saved = (await app.value('pad:get', { id: pad.id })).pad.medicines[0]!;
    expect(saved).toMatchObject({
      localId,
      drugId: 'sbx-drug-dolo-650',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'tablet',
      dose: { value: '1', unit: 'tablet' },
    });
    // The published Drug has no strength field: none is made up from the name.
    expect(saved).not.toHaveProperty('strength');
    expect(printedName(saved)).toBe('Tab. PARACETAMOL (Dolo 650)');

    const [ciplox] = await drugs('ciplox');
    expect(medicineOfDrug(ciplox!)).toMatchObject({ form: 'eye drops', route: 'Eye' });
  });
});

describe('offline: the formulary on this computer', () => {
  it('answers the same search from the drugs seen before, counts them, and says why', async () => {
    app = await startTestCompanion();
    await drugs('dolo');
    await drugs('pan');
    app.sandbox.faults.set({ offline: true });
    const view = await app.value('medical-db:search', { kind: 'drug', text: '650 dolo' });
    expect(view.source).toBe('cache');
    expect(view.staleReason?.message).toBe(
      'The platform cannot be reached; searched the medicines saved on this computer.',
    );
    expect(view.items[0]).toMatchObject({ name: 'Dolo 650', genericName: 'Paracetamol' });
    // "dolo" answered Dolo 650; "pan" Pan 40, Pantocid 40 and Pantoprazole 40 mg Tablet.
    expect(view.savedCount).toBe(4);
  });

  it('finds a medicine typed as free text on a finalized pad, after a restart, without its dose', async () => {
    app = await startTestCompanion();
    const [pan] = await drugs('pan 40');
    await finalizeWith([
      {
        localId: randomUUID(),
        name: 'Becosules Z',
        form: 'capsule',
        dose: { value: '1', unit: 'capsule' },
        frequency: { kind: 'pattern', pattern: '1-0-0' },
        duration: { value: 30, unit: 'days' },
        instructions: 'Take after breakfast',
      },
      { localId: randomUUID(), ...medicineOfDrug(pan!) },
    ]);
    await app.restart();
    app.sandbox.faults.set({ offline: true });

    const view = await app.value('medical-db:search', { kind: 'drug', text: 'z becos' });
    expect(view.items).toEqual([
      {
        kind: 'drug',
        id: 'text:becosules z capsule',
        name: 'Becosules Z',
        form: 'capsule',
        freeText: true,
        defaults: {},
      },
    ]);
    // The three "pan 40" answered, and Becosules Z. Pan 40 was seen in a search and prescribed:
    // one medicine, not two.
    expect(view.savedCount).toBe(4);
    const pans = await app.value('medical-db:search', { kind: 'drug', text: 'pan' });
    expect(names(pans.items)).toEqual(['Pan 40', 'Pantocid 40', 'Pantoprazole 40 mg Tablet']);

    // Picked offline, it is free text again: no drug id is made up for it.
    const picked = medicineOfDrug(view.items[0] as DrugItem);
    expect(picked).toEqual({ name: 'Becosules Z', form: 'capsule' });

    // The formulary holds names and forms only: nothing of the dose, the pad or the patient.
    const rows = app.core.db
      .prepare('SELECT * FROM medical_db_own_medicines ORDER BY key')
      .all() as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row).sort())[0]).toEqual([
      'account_key',
      'drug_id',
      'form',
      'generic_name',
      'key',
      'name',
      'strength',
      'uses',
      'words',
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/breakfast|1-0-0|30/);
  });

  it('counts one more use when a medicine is prescribed again, and ranks the doctor’s own first', async () => {
    app = await startTestCompanion();
    await drugs('paracetamol');
    const [calpol] = await drugs('calpol 500');
    await finalizeWith([{ localId: randomUUID(), ...medicineOfDrug(calpol!) }]);
    await finalizeWith([{ localId: randomUUID(), ...medicineOfDrug(calpol!) }]);
    const uses = app.core.db
      .prepare('SELECT uses FROM medical_db_own_medicines WHERE drug_id = ?')
      .get('sbx-drug-calpol-500');
    expect(uses).toEqual({ uses: 2 });
    app.sandbox.faults.set({ offline: true });
    // Among the brands of paracetamol (found by the generic), the one this doctor uses first.
    expect(names(await drugs('paracetamol'))).toEqual([
      'Paracetamol 250 mg/5 ml Syrup',
      'Paracetamol 500 mg Tablet',
      'Paracetamol 650 mg Tablet',
      'Calpol 500',
      'Calpol 250',
      'Crocin Advance',
      'Dolo 650',
    ]);
  });
});

describe('the search writes only what is new', () => {
  it('typing the same drugs again writes nothing; a new drug is written once', async () => {
    app = await startTestCompanion();
    // Written once typing pauses, and at close at the latest: each restart writes what is held.
    await drugs('dolo');
    await app.restart();
    const saved = (): number =>
      (app!.core.db.prepare('SELECT count(*) AS n FROM medical_db_cache').get() as { n: number }).n;
    const before = saved();
    expect(before).toBeGreaterThan(0);
    for (const text of ['dolo', 'dolo ', 'dolo 6', 'dolo 65', 'dolo 650', '650 dolo']) {
      await drugs(text);
    }
    // Nothing written on the keystroke path, and nothing new at close either.
    expect(changes()).toBe(0);
    await app.restart();
    expect(saved()).toBe(before);
    // Pan 40, Pantocid 40 and Pantoprazole 40 mg Tablet.
    await drugs('pan 40');
    await app.restart();
    expect(saved() - before).toBe(3);
  });
});
