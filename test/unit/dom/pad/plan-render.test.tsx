import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MedicineRowModule from '../../../../src/renderer/src/pad/MedicineRow';
import { MedicineSection } from '../../../../src/renderer/src/pad/MedicineSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

/*
 * The medicine rows, counted as entries-render.test.tsx counts the findings': a wrapper the
 * section renders (counts the section's renders) around a memoised copy of the real row (counts
 * the row's own renders).
 */
const counts = vi.hoisted(() => ({
  section: new Map<string, number>(),
  row: new Map<string, number>(),
}));
const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);

vi.mock('../../../../src/renderer/src/pad/MedicineRow', async (importOriginal) => {
  const actual = await importOriginal<typeof MedicineRowModule>();
  const real = (actual.MedicineRow as unknown as { type: (p: { localId: string }) => ReactNode })
    .type;
  const Counted = memo(function Counted(props: { localId: string }) {
    bump(counts.row, props.localId);
    return real(props);
  });
  return {
    ...actual,
    MedicineRow: function Wrapper(props: { localId: string }) {
      bump(counts.section, props.localId);
      return <Counted {...props} />;
    },
  };
});

const ids = Array.from({ length: 4 }, (_, n) => `0b0e1c1a-0000-4000-8000-00000000020${n}`);
const names = ['Paracetamol 650', 'Pantoprazole 40', 'Cetirizine 10', 'Amoxicillin 500'];

beforeEach(() => {
  resetPad();
  installFakeCompanion();
  showPad();
  usePadStore.setState({ medicines: ids.map((localId, n) => ({ localId, name: names[n]! })) });
  counts.section.clear();
  counts.row.clear();
});
afterEach(resetPad);

describe('medicine rows re-render alone', () => {
  it('typing in one row renders that row only, and the section not at all', async () => {
    render(<MedicineSection />);
    counts.section.clear();
    counts.row.clear();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Pantoprazole 40: frequency' }), '1-0-0');
    expect(counts.row.get(ids[1]!)).toBeGreaterThanOrEqual(5);
    expect([ids[0], ids[2], ids[3]].map((id) => counts.row.get(id!) ?? 0)).toEqual([0, 0, 0]);
    expect(counts.section.size).toBe(0);
  });

  it('a row entered twice re-renders with its twin, to show the flag', async () => {
    render(<MedicineSection />);
    counts.row.clear();
    usePadStore.getState().updateMedicine(ids[3]!, (m) => ({ ...m, name: 'paracetamol 650' }));
    await screen.findAllByText(/Entered twice/);
    expect(counts.row.get(ids[0]!)).toBe(1);
    expect(counts.row.get(ids[1]!) ?? 0).toBe(0);
  });
});
