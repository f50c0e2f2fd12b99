import { describe, expect, it } from 'vitest';
import {
  addFinding,
  createPad,
  isPadEmpty,
  PadSchema,
  type Pad,
  type PadEdit,
} from '../../../../src/shared/pad/pad';
import {
  addAdvice,
  addInvestigation,
  addMedicine,
  findMedicine,
  removeAdvice,
  removeInvestigation,
  removeMedicine,
  setFollowUp,
  updateAdvice,
  updateInvestigation,
  updateMedicine,
} from '../../../../src/shared/pad/pad-plan';
import { createFinding } from '../../../../src/shared/pad/finding';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { PAD_ID, deepFreeze } from './fixtures';

const NOW = new Date('2025-03-14T09:30:00.000Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function edited(edit: PadEdit): Pad {
  if (!edit.ok) throw new Error(`expected an edit, got ${edit.reason}`);
  return edit.pad;
}

const paracetamol: Medicine = {
  localId: uuid(11),
  drugId: 'drug-paracetamol-650',
  name: 'Paracetamol 650 Tablet',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-1' },
  timing: 'after-food',
  duration: { value: 5, unit: 'days' },
};
const cbc = { localId: uuid(12), labId: 'lab-cbc', name: 'Complete blood count (CBC)' };
const fluids = { localId: uuid(13), text: 'Drink plenty of fluids' };

const empty = () => deepFreeze(createPad({ id: PAD_ID, now: NOW }));

describe('a pad stored before medicines existed', () => {
  it('still parses, with an empty plan', () => {
    const {
      medicines: _m,
      investigations: _i,
      advice: _a,
      ...old
    } = createPad({ id: PAD_ID, now: NOW });
    const parsed = PadSchema.parse(old);
    expect(parsed.medicines).toEqual([]);
    expect(parsed.investigations).toEqual([]);
    expect(parsed.advice).toEqual([]);
    expect(parsed.followUp).toBeUndefined();
  });
});

describe('the plan: medicines, investigations, advice and follow-up', () => {
  it('adds, updates and removes each kind without changing the pad given', () => {
    const pad = empty();
    let next = edited(addMedicine(pad, paracetamol));
    next = edited(addInvestigation(next, cbc));
    next = edited(addAdvice(next, fluids));
    expect(pad.medicines).toEqual([]);
    expect(next.medicines).toEqual([paracetamol]);
    expect(next.investigations).toEqual([cbc]);
    expect(next.advice).toEqual([fluids]);
    expect(PadSchema.parse(next)).toEqual(next);

    const twice = { ...paracetamol, duration: { value: 3, unit: 'days' as const } };
    next = edited(updateMedicine(deepFreeze(next), twice));
    expect(findMedicine(next, paracetamol.localId)).toEqual(twice);
    next = edited(updateInvestigation(next, { ...cbc, note: 'fasting' }));
    expect(next.investigations[0]?.note).toBe('fasting');
    next = edited(updateAdvice(next, { ...fluids, text: 'Rest' }));
    expect(next.advice[0]?.text).toBe('Rest');

    next = edited(removeMedicine(next, paracetamol.localId));
    next = edited(removeInvestigation(next, cbc.localId));
    next = edited(removeAdvice(next, fluids.localId));
    expect([next.medicines, next.investigations, next.advice]).toEqual([[], [], []]);
  });

  it('refuses a local id used by any entry of the pad, of any kind', () => {
    const withFinding = edited(
      addFinding(empty(), createFinding({ localId: uuid(1), kind: 'symptom', name: 'Fever' })),
    );
    expect(addMedicine(withFinding, { ...paracetamol, localId: uuid(1) })).toEqual({
      ok: false,
      reason: 'duplicate-local-id',
    });
    const withMedicine = edited(addMedicine(withFinding, paracetamol));
    expect(addAdvice(withMedicine, { ...fluids, localId: paracetamol.localId }).ok).toBe(false);
    expect(addInvestigation(withMedicine, { ...cbc, localId: paracetamol.localId }).ok).toBe(false);
  });

  it('says not-found for an entry that is not there', () => {
    expect(updateMedicine(empty(), paracetamol)).toEqual({ ok: false, reason: 'not-found' });
    expect(removeInvestigation(empty(), cbc.localId)).toEqual({ ok: false, reason: 'not-found' });
    expect(removeAdvice(empty(), fluids.localId)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('the stored schema refuses two entries with one local id across lists', () => {
    const pad = {
      ...empty(),
      medicines: [paracetamol],
      advice: [{ ...fluids, localId: paracetamol.localId }],
    };
    const result = PadSchema.safeParse(pad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['advice', 0, 'localId']);
  });

  it('sets and clears the follow-up', () => {
    const pad = setFollowUp(empty(), { date: '2025-03-21', note: 'with reports' });
    expect(pad.followUp).toEqual({ date: '2025-03-21', note: 'with reports' });
    expect(PadSchema.parse(pad).followUp).toEqual(pad.followUp);
    const cleared = setFollowUp(deepFreeze(pad), undefined);
    expect('followUp' in cleared).toBe(false);
    expect(PadSchema.safeParse({ ...pad, followUp: { date: '2025-02-30' } }).success).toBe(false);
  });

  it('a pad holding only a plan is not empty (an empty draft is dropped, this one is kept)', () => {
    expect(isPadEmpty(empty())).toBe(true);
    expect(isPadEmpty(edited(addMedicine(empty(), paracetamol)))).toBe(false);
    expect(isPadEmpty(edited(addInvestigation(empty(), cbc)))).toBe(false);
    expect(isPadEmpty(edited(addAdvice(empty(), fluids)))).toBe(false);
    expect(isPadEmpty(setFollowUp(empty(), { date: '2025-03-21' }))).toBe(false);
    // A pad stored before the plan existed, opened as stored.
    const { medicines: _m, investigations: _i, advice: _a, ...old } = empty();
    expect(isPadEmpty(old as Pad)).toBe(true);
  });
});
