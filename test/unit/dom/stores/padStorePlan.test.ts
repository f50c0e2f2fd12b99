import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Pad } from '../../../../src/shared/pad/pad';
import {
  AUTOSAVE_DELAY_MS,
  resetPadStoreTimers,
  usePadStore,
} from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView } from '../fixtures';

const store = () => usePadStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  resetPadStoreTimers();
  usePadStore.setState(usePadStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
});

const PLAN: Pick<Pad, 'medicines' | 'investigations' | 'advice' | 'followUp'> = {
  medicines: [
    {
      localId: '00000000-0000-4000-8000-000000000101',
      name: 'Paracetamol 650 mg Tablet',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
    },
  ],
  investigations: [{ localId: '00000000-0000-4000-8000-000000000102', name: 'CBC' }],
  advice: [{ localId: '00000000-0000-4000-8000-000000000103', text: 'Rest' }],
  followUp: { date: '2025-03-12' },
};

describe('padStore and the plan read from the core', () => {
  it('saves the medicines, investigations, advice and follow-up it read, unchanged', async () => {
    const view = makePadView();
    const fake = installFakeCompanion({
      getCurrentPad: () =>
        Promise.resolve({ ok: true, value: { ...view, pad: { ...view.pad, ...PLAN } } }),
    });
    await store().load();
    store().setVitalText('pulse', '72');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fake.savePadDraft).toHaveBeenCalledTimes(1);
    expect(fake.savePadDraft.mock.calls[0]![0].pad).toMatchObject(PLAN);
  });
});
