import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, memo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FindingRowModule from '../../../../src/renderer/src/pad/FindingRow';
import type * as ProcedureRowModule from '../../../../src/renderer/src/pad/ProcedureRow';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { ProcedureSection } from '../../../../src/renderer/src/pad/ProcedureSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { finding, procedure, resetPad, showPad } from './entries-fixtures';

/*
 * Each row the sections render is replaced by two layers: a wrapper, not memoised, that counts
 * how often the section renders it (every time the section itself renders), around a memoised
 * copy of the real row that counts its own renders (the real row's function, called inside it).
 */
const counts = vi.hoisted(() => ({
  section: new Map<string, number>(),
  row: new Map<string, number>(),
}));
const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);

type RowProps = { localId: string };

/** The counting pair for a memoised row component. */
function countingRow(real: unknown) {
  const render = (real as { type: (props: RowProps) => ReactNode }).type;
  const Counted = memo(function Counted(props: RowProps) {
    bump(counts.row, props.localId);
    return render(props);
  });
  return function Wrapper(props: RowProps) {
    bump(counts.section, props.localId);
    return <Counted {...props} />;
  };
}

vi.mock('../../../../src/renderer/src/pad/FindingRow', async (importOriginal) => {
  const actual = await importOriginal<typeof FindingRowModule>();
  return { ...actual, FindingRow: countingRow(actual.FindingRow) };
});

vi.mock('../../../../src/renderer/src/pad/ProcedureRow', async (importOriginal) => {
  const actual = await importOriginal<typeof ProcedureRowModule>();
  return { ...actual, ProcedureRow: countingRow(actual.ProcedureRow) };
});

const ids = Array.from({ length: 5 }, (_, n) => `0b0e1c1a-0000-4000-8000-00000000000${n}`);
const [first, second, third] = ids as [string, string, string];
const names = ['Fever', 'Cough', 'Headache', 'Vomiting', 'Rash'];
const procedureIds = [
  '0b0e1c1a-0000-4000-8000-0000000000a1',
  '0b0e1c1a-0000-4000-8000-0000000000a2',
];

beforeEach(() => {
  resetPad();
  installFakeCompanion();
  showPad({
    findings: ids.map((localId, n) => finding(localId, 'symptom', names[n]!, `sym-${n}`)),
    procedures: [
      procedure(procedureIds[0]!, 'ECG', 'pr-ecg'),
      procedure(procedureIds[1]!, 'X-ray chest'),
    ],
  });
  counts.section.clear();
  counts.row.clear();
});

afterEach(() => {
  resetPad();
});

function renderSections() {
  const sectionCommits = { findings: 0, procedures: 0 };
  render(
    <>
      <Profiler id="findings" onRender={() => (sectionCommits.findings += 1)}>
        <FindingSection kind="symptom" />
      </Profiler>
      <Profiler id="procedures" onRender={() => (sectionCommits.procedures += 1)}>
        <ProcedureSection />
      </Profiler>
    </>,
  );
  counts.section.clear();
  counts.row.clear();
  sectionCommits.findings = 0;
  sectionCommits.procedures = 0;
  return sectionCommits;
}

describe('editing one row re-renders that row alone', () => {
  it('typing a note in one finding renders neither its siblings nor the section', async () => {
    const sectionCommits = renderSections();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cough: note' }), 'dry');

    // One render per keystroke, all of them the Cough row's.
    expect(counts.row.get(second)).toBe(3);
    for (const localId of [first, third, ...ids.slice(3), ...procedureIds]) {
      expect(counts.row.get(localId) ?? 0).toBe(0);
    }
    // The section did not render again: each of its renders calls every row's wrapper.
    expect(counts.section.size).toBe(0);
    // The Profilers around the sections: three commits in the findings (the Cough row's), none
    // in the procedures.
    expect(sectionCommits.findings).toBe(3);
    expect(sectionCommits.procedures).toBe(0);
    expect(usePadStore.getState().saveState).not.toBe('saved');
  });

  it('typing a Since and a date renders only the rows typed in', async () => {
    renderSections();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Headache: since, number' }), '12');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Headache: since, unit' })).getByRole('radio', {
        name: 'days',
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'X-ray chest: date' }), '2025');

    expect(counts.row.get(third)).toBeGreaterThan(0);
    expect(counts.row.get(procedureIds[1]!)).toBeGreaterThan(0);
    for (const localId of [first, second, ...ids.slice(3), procedureIds[0]!]) {
      expect(counts.row.get(localId) ?? 0).toBe(0);
    }
    expect(counts.section.size).toBe(0);
  });

  it('adding a row renders the section once more, and leaves the other rows alone', () => {
    const sectionCommits = renderSections();
    let added = '';
    act(() => {
      added = usePadStore.getState().addFinding('symptom', { name: 'Chills' });
    });
    expect(screen.getByRole('textbox', { name: 'Chills: note' })).toBeTruthy();
    // The section called its rows again; the memoised rows that did not change did not render.
    expect(counts.section.get(first)).toBe(1);
    expect(counts.row.get(added)).toBe(1);
    for (const localId of ids) expect(counts.row.get(localId) ?? 0).toBe(0);
    expect(sectionCommits.findings).toBe(1);
    expect(sectionCommits.procedures).toBe(0);
  });
});
