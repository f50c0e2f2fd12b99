import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('drug and lab search through the core and the sandbox', () => {
  it('finds drugs live with their published defaults as a starting point', async () => {
    app = await startTestCompanion();
    const found = await app.value('medical-db:search', { kind: 'drug', text: 'paracetamol 6' });
    expect(found.source).toBe('live');
    // The generic's own product first, then a brand of it (found by its generic name).
    expect(found.items.map((item) => item.name)).toEqual(['Paracetamol 650 mg Tablet', 'Dolo 650']);
    expect(found.items[0]).toEqual({
      kind: 'drug',
      id: 'sbx-drug-paracetamol-650',
      name: 'Paracetamol 650 mg Tablet',
      genericName: 'Paracetamol',
      manufacturer: 'Sandbox Pharma',
      form: 'Tablet',
      defaults: {
        dose: { value: '1', unit: 'tablet' },
        frequency: { kind: 'pattern', pattern: '1-0-1' },
        duration: { value: 5, unit: 'days' },
        timing: 'after-food',
      },
    });
    const inhaler = await app.value('medical-db:search', { kind: 'drug', text: 'salbutamol' });
    expect(inhaler.items[0]).toMatchObject({
      defaults: { dose: { value: '2', unit: 'puff' }, frequency: { kind: 'sos' } },
    });
  });

  it('finds lab tests, limited, and nothing of the other kind', async () => {
    app = await startTestCompanion();
    const labs = await app.value('medical-db:search', { kind: 'lab', text: 'profile', limit: 5 });
    expect(labs.items).toEqual([
      {
        kind: 'lab',
        id: 'sbx-lab-lipid-profile',
        name: 'Lipid Profile',
        category: 'Biochemistry',
        preparation: 'Fast for 10 to 12 hours; water is allowed.',
      },
    ]);
    const few = await app.value('medical-db:search', { kind: 'lab', text: 't', limit: 2 });
    expect(few.items).toHaveLength(2);
    expect(few.items.every((item) => item.kind === 'lab')).toBe(true);
  });

  it('offline, searches what was seen before (word starts, any order), and says so', async () => {
    app = await startTestCompanion();
    await app.value('medical-db:search', { kind: 'drug', text: 'p' });
    await app.value('medical-db:search', { kind: 'lab', text: 'cbc' });
    app.sandbox.faults.set({ offline: true });
    const saved = await app.value('medical-db:search', { kind: 'drug', text: 'PAN' });
    expect(saved.source).toBe('cache');
    expect(saved.staleReason?.message).toMatch(/saved on this computer/);
    expect(saved.items.map((item) => item.name)).toEqual([
      'Pan 40',
      'Pantocid 40',
      'Pantoprazole 40 mg Tablet',
    ]);
    const inside = await app.value('medical-db:search', { kind: 'drug', text: '650' });
    expect(inside.items.map((item) => item.id)).toEqual([
      'sbx-drug-dolo-650',
      'sbx-drug-paracetamol-650',
    ]);
    // Seen as a lab, not as a drug.
    expect((await app.value('medical-db:search', { kind: 'drug', text: 'cbc' })).items).toEqual([]);
    // Kept across a restart.
    await app.restart();
    app.sandbox.faults.set({ offline: true });
    const after = await app.value('medical-db:search', { kind: 'lab', text: 'complete' });
    expect(after.items.map((item) => item.id)).toEqual(['sbx-lab-cbc']);
  });

  it('offline with nothing seen before: no medicines on this computer, and no tests, in words', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ offline: true });
    const drugs = await app.value('medical-db:search', { kind: 'drug', text: 'para' });
    expect(drugs).toMatchObject({ items: [], source: 'cache', fetchedAt: null, savedCount: 0 });
    expect(drugs.staleReason?.message).toMatch(/cannot be reached/);
    const result = await app.call('medical-db:search', { kind: 'lab', text: 'cbc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(/[Cc]annot be reached|reach/);
  });

  it('refuses an empty search before asking anyone', async () => {
    app = await startTestCompanion();
    const result = await app.call('medical-db:search', { kind: 'drug', text: '  ' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', fields: { text: 'Type at least one letter to search.' } },
    });
  });
});
