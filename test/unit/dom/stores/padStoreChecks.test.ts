import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { rowWarnings } from '../../../../src/renderer/src/stores/pad/checkHub';
import {
  AUTOSAVE_DELAY_MS,
  resetPadStoreTimers,
  usePadStore,
} from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView } from '../fixtures';

/*
 * The pad store's part of the prescribing checks: the warnings beside their first row, going ahead
 * with a reason (refused when empty, kept with the warning's words and time, saved with the draft),
 * a changed line asked again, and the pregnant mark saved and read back.
 */

const store = () => usePadStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  resetPadStoreTimers();
  usePadStore.setState(usePadStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
});

const DOLO = '00000000-0000-4000-8000-000000000201';
const CROCIN = '00000000-0000-4000-8000-000000000202';
const MEDICINES: Medicine[] = [
  { localId: DOLO, name: 'Dolo 650 Tablet', genericName: 'Paracetamol' },
  { localId: CROCIN, name: 'Crocin 500 Tablet', genericName: 'Paracetamol' },
];

async function loadTwoParacetamols() {
  const view = makePadView();
  const fake = installFakeCompanion({
    getCurrentPad: () =>
      Promise.resolve({ ok: true, value: { ...view, pad: { ...view.pad, medicines: MEDICINES } } }),
  });
  await store().load();
  return fake;
}

describe('the prescribing checks in the pad store', () => {
  it('shows the warning beside its first row only', async () => {
    await loadTwoParacetamols();
    const [shown] = rowWarnings(DOLO);
    expect(shown?.warning.rule).toBe('duplicate');
    expect(shown?.override).toBeUndefined();
    expect(rowWarnings(CROCIN)).toEqual([]);
  });

  it('refuses an empty reason in words, and keeps nothing', async () => {
    const fake = await loadTwoParacetamols();
    const { warning } = rowWarnings(DOLO)[0]!;
    expect(store().overrideWarning(warning, '   ')).toBe('Give a reason for going ahead.');
    expect(store().checkOverrides).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fake.savePadDraft).not.toHaveBeenCalled();
  });

  it('keeps the reason with the warning’s words and time, saved with the draft', async () => {
    const fake = await loadTwoParacetamols();
    const { warning } = rowWarnings(DOLO)[0]!;
    expect(store().overrideWarning(warning, 'Crocin only at night')).toBeNull();
    expect(rowWarnings(DOLO)[0]?.override?.reason).toBe('Crocin only at night');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    const saved = fake.savePadDraft.mock.calls[0]![0].pad;
    expect(saved.checkOverrides).toEqual([
      {
        warningId: warning.id,
        words: warning.words,
        reason: 'Crocin only at night',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      },
    ]);
  });

  it('a changed line is a new warning: the override no longer applies', async () => {
    await loadTwoParacetamols();
    const { warning } = rowWarnings(DOLO)[0]!;
    store().overrideWarning(warning, 'Crocin only at night');
    store().updateMedicine(CROCIN, (m) => ({ ...m, dose: { value: '2', unit: 'tablet' } }));
    const [now] = rowWarnings(DOLO);
    expect(now?.warning.id).not.toBe(warning.id);
    expect(now?.override).toBeUndefined();
    // The old warning is gone: a reason for it is not kept.
    expect(store().overrideWarning(warning, 'late')).toMatch(/^This warning changed/);
  });

  it('the pregnant mark is saved with the draft, and read back', async () => {
    const fake = await loadTwoParacetamols();
    store().setPregnant(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fake.savePadDraft.mock.calls[0]![0].pad.pregnant).toBe(true);
    store().setPregnant(false);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fake.savePadDraft.mock.calls[1]![0].pad).not.toHaveProperty('pregnant');
  });
});
