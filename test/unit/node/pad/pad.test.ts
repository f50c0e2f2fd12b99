import { describe, expect, it } from 'vitest';
import { NOTE_PROPERTY_GROUP_ID as NOTE_ID } from '../../../../src/shared/properties';
import { createFinding, writeNote } from '../../../../src/shared/pad/finding';
import {
  PadSchema,
  addFinding,
  addProcedure,
  createPad,
  findFinding,
  findProcedure,
  groupFindings,
  removeFinding,
  removeProcedure,
  touchPad,
  updateFinding,
  updateProcedure,
  type Pad,
  type PadEdit,
} from '../../../../src/shared/pad/pad';
import { createProcedure } from '../../../../src/shared/pad/procedure';
import { PAD_ID, deepFreeze } from './fixtures';

const NOW = new Date('2025-03-14T09:30:00.000Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function edited(edit: PadEdit): Pad {
  if (!edit.ok) throw new Error(`expected an edit, got ${edit.reason}`);
  return edit.pad;
}

const fever = createFinding({ localId: uuid(1), kind: 'symptom', name: 'Fever', id: 'sym-fever' });
const cough = createFinding({ localId: uuid(2), kind: 'symptom', name: 'Cough' });
const urti = createFinding({ localId: uuid(3), kind: 'diagnosis', name: 'URTI' });
const pallor = createFinding({ localId: uuid(4), kind: 'examination', name: 'Pallor' });
const dressing = createProcedure({ localId: uuid(5), name: 'Wound dressing' });
const ecg = createProcedure({ localId: uuid(6), name: 'ECG' });

/** A pad with findings of every kind, interleaved, and two procedures. */
function fullPad(): Pad {
  let pad = createPad({ id: PAD_ID, now: NOW, patientId: 'pt-42' });
  for (const f of [fever, urti, pallor, cough]) pad = edited(addFinding(pad, f));
  for (const p of [dressing, ecg]) pad = edited(addProcedure(pad, p));
  return deepFreeze({ ...pad, vitals: [{ vitalId: 'temperature-f', value: '98.40' }] });
}

describe('createPad', () => {
  it('starts empty, stamped now, and matches the stored schema', () => {
    const pad = createPad({ id: PAD_ID, now: NOW });
    expect(pad).toEqual({
      id: PAD_ID,
      createdAt: '2025-03-14T09:30:00.000Z',
      updatedAt: '2025-03-14T09:30:00.000Z',
      findings: [],
      procedures: [],
      vitals: [],
      medicines: [],
      investigations: [],
      advice: [],
    });
    expect(PadSchema.parse(pad)).toEqual(pad);
  });

  it('keeps the patient when given', () => {
    expect(createPad({ id: PAD_ID, now: NOW, patientId: 'pt-42' }).patientId).toBe('pt-42');
  });

  it('survives a JSON round trip through the schema', () => {
    const pad = fullPad();
    const parsed = PadSchema.parse(JSON.parse(JSON.stringify(pad)));
    expect(parsed).toEqual(pad);
    expect(parsed.vitals).toEqual([{ vitalId: 'temperature-f', value: '98.40' }]);
  });
});

describe('PadSchema refuses', () => {
  it.each([
    ['a pad id that is not a UUID', { id: 'pad-1' }],
    ['a time that is not ISO 8601', { updatedAt: '14/03/2025' }],
    ['an empty patient id', { patientId: '' }],
    ['a vital the catalogue does not know', { vitals: [{ vitalId: 'no-such-vital', value: '1' }] }],
  ])('%s', (_name, over) => {
    expect(PadSchema.safeParse({ ...fullPad(), ...over }).success).toBe(false);
  });

  it('two entries with the same local id, even a finding and a procedure', () => {
    const pad = fullPad();
    const twin = { ...ecg, localId: fever.localId };
    const result = PadSchema.safeParse({ ...pad, procedures: [...pad.procedures, twin] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['procedures', 2, 'localId']);
  });
});

describe('groupFindings', () => {
  it('splits findings by the kind their source gives, each in pad order', () => {
    expect(groupFindings(fullPad())).toEqual({
      symptoms: [fever, cough],
      diagnoses: [urti],
      examinationFindings: [pallor],
    });
  });

  it('puts a legacy finding without source among the examination findings', () => {
    const legacy = PadSchema.parse({
      ...createPad({ id: PAD_ID, now: NOW }),
      findings: [{ localId: uuid(9), name: 'Tenderness', notes: 'RIF' }],
    });
    expect(groupFindings(legacy).examinationFindings.map((f) => f.name)).toEqual(['Tenderness']);
  });
});

describe('editing findings', () => {
  it('adds at the end without changing the pad it was given', () => {
    const pad = fullPad();
    const headache = createFinding({ localId: uuid(7), kind: 'symptom', name: 'Headache' });
    const next = edited(addFinding(pad, headache));
    expect(next.findings.map((f) => f.name)).toEqual([
      'Fever',
      'URTI',
      'Pallor',
      'Cough',
      'Headache',
    ]);
    expect(pad.findings).toHaveLength(4);
    expect(next.procedures).toBe(pad.procedures);
  });

  it('refuses a local id already on the pad, as a finding or a procedure', () => {
    const pad = fullPad();
    expect(addFinding(pad, { ...pallor, name: 'Icterus' })).toEqual({
      ok: false,
      reason: 'duplicate-local-id',
    });
    expect(addFinding(pad, { ...pallor, localId: ecg.localId })).toEqual({
      ok: false,
      reason: 'duplicate-local-id',
    });
  });

  it('updates in place, by local id, with a written group', () => {
    const pad = fullPad();
    const current = findFinding(pad, urti.localId);
    if (current === undefined) throw new Error('URTI is on the pad');
    const note = writeNote(current, 'viral, likely');
    if (!note.ok) throw new Error('a valid note');
    const next = edited(updateFinding(pad, note.value));
    expect(next.findings.map((f) => f.name)).toEqual(['Fever', 'URTI', 'Pallor', 'Cough']);
    expect(findFinding(next, urti.localId)?.properties[NOTE_ID]).toBe('viral, likely');
    expect(findFinding(pad, urti.localId)?.properties).toEqual({});
    expect(next.findings[0]).toBe(pad.findings[0]);
  });

  it('an update that changes the source moves the finding to the other kind', () => {
    const next = edited(updateFinding(fullPad(), { ...cough, source: 'diagnosis' }));
    expect(groupFindings(next).diagnoses.map((f) => f.name)).toEqual(['URTI', 'Cough']);
  });

  it('updating or removing an unknown local id is not-found', () => {
    const pad = fullPad();
    const stranger = createFinding({ localId: uuid(99), kind: 'symptom', name: 'Rash' });
    expect(updateFinding(pad, stranger)).toEqual({ ok: false, reason: 'not-found' });
    expect(removeFinding(pad, uuid(99))).toEqual({ ok: false, reason: 'not-found' });
    expect(removeFinding(pad, dressing.localId)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('removes by local id, keeping the others in order', () => {
    const pad = fullPad();
    const next = edited(removeFinding(pad, urti.localId));
    expect(next.findings.map((f) => f.name)).toEqual(['Fever', 'Pallor', 'Cough']);
    expect(pad.findings).toHaveLength(4);
    expect(findFinding(next, urti.localId)).toBeUndefined();
  });
});

describe('editing procedures', () => {
  it('adds, updates and removes by local id without changing the given pad', () => {
    const pad = fullPad();
    const suture = createProcedure({ localId: uuid(8), name: 'Suture removal' });
    const added = edited(addProcedure(pad, suture));
    expect(added.procedures.map((p) => p.name)).toEqual([
      'Wound dressing',
      'ECG',
      'Suture removal',
    ]);
    expect(added.findings).toBe(pad.findings);

    const updated = edited(updateProcedure(added, { ...dressing, name: 'Dressing (dry)' }));
    expect(updated.procedures.map((p) => p.name)).toEqual([
      'Dressing (dry)',
      'ECG',
      'Suture removal',
    ]);
    expect(findProcedure(added, dressing.localId)?.name).toBe('Wound dressing');

    const removed = edited(removeProcedure(updated, ecg.localId));
    expect(removed.procedures.map((p) => p.name)).toEqual(['Dressing (dry)', 'Suture removal']);
    expect(pad.procedures).toHaveLength(2);
  });

  it('refuses duplicates and reports unknown ids', () => {
    const pad = fullPad();
    expect(addProcedure(pad, { ...ecg, name: 'Echo' })).toEqual({
      ok: false,
      reason: 'duplicate-local-id',
    });
    expect(addProcedure(pad, { ...ecg, localId: fever.localId })).toEqual({
      ok: false,
      reason: 'duplicate-local-id',
    });
    expect(updateProcedure(pad, { ...ecg, localId: uuid(98) })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(removeProcedure(pad, fever.localId)).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('touchPad', () => {
  it('stamps updatedAt only, on a new pad', () => {
    const pad = fullPad();
    const later = touchPad(pad, new Date('2025-03-14T10:00:00.000Z'));
    expect(later.updatedAt).toBe('2025-03-14T10:00:00.000Z');
    expect(later.createdAt).toBe(pad.createdAt);
    expect(pad.updatedAt).toBe('2025-03-14T09:30:00.000Z');
    expect({ ...later, updatedAt: pad.updatedAt }).toEqual(pad);
  });
});
