import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FindingKind } from '../../../../src/shared/pad/finding';
import type * as FindingRowModule from '../../../../src/renderer/src/pad/FindingRow';
import type * as RowSlicesModule from '../../../../src/renderer/src/pad/rowSlices';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { MedicineSection } from '../../../../src/renderer/src/pad/MedicineSection';
import { ProcedureSection } from '../../../../src/renderer/src/pad/ProcedureSection';
import { VitalsGrid } from '../../../../src/renderer/src/pad/VitalsGrid';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView } from '../fixtures';
import { padOf } from '../../../../src/renderer/src/stores/padStore';
import { NOTE_PROPERTY_GROUP_ID } from '../../../../src/shared/properties';
import type { Result } from '../../../../src/shared/result';
import type { PadView } from '../../../../src/shared/pad-view';
import { finding, procedure, resetPad, showPad } from './entries-fixtures';

/*
 * A 500-finding pad with the real store: one keystroke in one row reads that row's slice and
 * renders that row, whatever the number of rows. Every row slice the rows read (rowSlices) is
 * counted by name and by the id it was read for, and every finding row's render by its local id.
 */
const counts = vi.hoisted(() => ({
  slices: new Map<string, number>(),
  rows: new Map<string, number>(),
}));
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

vi.mock('../../../../src/renderer/src/pad/rowSlices', async (importOriginal) => {
  const actual = await importOriginal<typeof RowSlicesModule>();
  const counted: Record<string, unknown> = {};
  for (const [name, real] of Object.entries(actual)) {
    counted[name] =
      typeof real === 'function'
        ? (state: unknown, id: unknown) => {
            bump(counts.slices, `${name} ${String(id)}`);
            return (real as (state: unknown, id: unknown) => unknown)(state, id);
          }
        : real;
  }
  return counted;
});

vi.mock('../../../../src/renderer/src/pad/FindingRow', async (importOriginal) => {
  const actual = await importOriginal<typeof FindingRowModule>();
  const render = (actual.FindingRow as unknown as { type: (p: { localId: string }) => ReactNode })
    .type;
  const Counted = memo(function Counted(props: { localId: string }) {
    bump(counts.rows, props.localId);
    return render(props);
  });
  return { ...actual, FindingRow: Counted };
});

const KINDS: FindingKind[] = ['symptom', 'diagnosis', 'examination'];
const ROWS = 500;
const localIds = Array.from(
  { length: ROWS },
  (_, n) => `0b0e1c1a-0000-4000-8000-${String(n).padStart(12, '0')}`,
);
const middle = localIds[250]!;

beforeEach(() => {
  resetPad();
  installFakeCompanion();
  showPad({
    findings: localIds.map((localId, n) =>
      finding(localId, KINDS[n % 3]!, `Finding ${n + 1}`, `sym-${n}`),
    ),
    procedures: [procedure('0b0e1c1a-0000-4000-8000-0000000000a1', 'ECG', 'pr-ecg')],
  });
  usePadStore.setState({
    medicines: [
      { localId: 'med-1', name: 'Paracetamol 650' },
      { localId: 'med-2', name: 'Amoxicillin 500' },
    ],
  });
});

afterEach(() => {
  resetPad();
});

function renderPad(): void {
  render(
    <>
      {KINDS.map((kind) => (
        <FindingSection key={kind} kind={kind} />
      ))}
      <ProcedureSection />
      <VitalsGrid />
      <MedicineSection />
    </>,
  );
  counts.slices.clear();
  counts.rows.clear();
}

const note = (n: number) =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Finding ${n}: note` });

// Rendering 500 rows in happy-dom takes seconds on a busy machine: the count is what is tested.
describe('a keystroke on a 500-finding pad', { timeout: 60_000 }, () => {
  it('reads one row slice and renders one row', () => {
    renderPad();
    // Every finding row was on screen, each once.
    expect(document.querySelectorAll('li[id^="finding-"]')).toHaveLength(ROWS);

    fireEvent.change(note(251), { target: { value: 'w' } });

    expect(usePadStore.getState().findings[middle]?.properties).not.toEqual({});
    // The typed row's slice, read once (React asks for the snapshot more than once; the row
    // keeps what it read while its key's stamp is the same), and nothing of any other row.
    expect([...counts.slices.keys()]).toEqual([`findingSlice ${middle}`]);
    expect(counts.slices.get(`findingSlice ${middle}`)).toBe(1);
    // The typed row rendered once; no other row did.
    expect([...counts.rows.entries()]).toEqual([[middle, 1]]);
  });

  it('typing a word reads and renders the typed row once per key', () => {
    renderPad();
    const field = note(251);
    for (const text of ['f', 'fe', 'fev', 'feve', 'fever']) {
      fireEvent.change(field, { target: { value: text } });
    }
    expect(field.value).toBe('fever');
    expect([...counts.slices.entries()]).toEqual([[`findingSlice ${middle}`, 5]]);
    expect([...counts.rows.entries()]).toEqual([[middle, 5]]);
  });

  it('a vital or a medicine typed into reads its own slice only', () => {
    renderPad();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pulse, bpm' }), {
      target: { value: '7' },
    });
    expect([...counts.slices.keys()]).toEqual(['vitalSlice pulse']);
    expect(counts.rows.size).toBe(0);

    counts.slices.clear();
    fireEvent.change(screen.getByRole('textbox', { name: 'Paracetamol 650: instructions' }), {
      target: { value: 'O' },
    });
    expect([...counts.slices.keys()]).toEqual(['medicineSlice med-1']);
  });

  it('what every row reads (Finalize’s messages) tells every row once', () => {
    renderPad();
    act(() => {
      usePadStore.setState({ finalizeFields: { [`findings.${middle}.note`]: 'Too long.' } });
    });
    const findingReads = [...counts.slices.keys()].filter((key) => key.startsWith('findingSlice'));
    expect(findingReads).toHaveLength(ROWS);
    // Only the row whose message changed rendered again.
    expect([...counts.rows.keys()]).toEqual([middle]);
  });

  it('the pad read again renders only the row whose finding changed', async () => {
    renderPad();
    const shown = padOf(usePadStore.getState())!;
    // The pad as the core answers it: new objects throughout, one note changed elsewhere.
    const read = structuredClone(shown);
    const changed = read.findings[250]!;
    changed.properties = { ...changed.properties, [NOTE_PROPERTY_GROUP_ID]: 'Seen again.' };
    const view = makePadView({ pad: read });
    installFakeCompanion({
      getPad: (): Promise<Result<PadView>> => Promise.resolve({ ok: true, value: view }),
    });
    await act(async () => {
      await usePadStore.getState().open(shown.id);
    });
    expect(note(251).value).toBe('Seen again.');
    expect([...counts.rows.keys()]).toEqual([middle]);
  });
});
