import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PadSummaryView } from '../../../../src/shared/pad-view';
import {
  AUTOSAVE_DELAY_MS,
  padOf,
  resetPadStoreTimers,
  usePadStore,
} from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView } from '../fixtures';

const store = () => usePadStore.getState();

/** Resolves when the promises queued so far have run. */
const settle = () => act(async () => {});

function summary(over: Partial<PadSummaryView>): PadSummaryView {
  return {
    id: '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    status: 'finalized',
    syncState: 'rejected',
    findings: 2,
    procedures: 0,
    vitals: 1,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:05:00.000Z',
    otherAccount: false,
    ...over,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPadStoreTimers();
  usePadStore.setState(usePadStore.getInitialState(), true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('padStore autosave', () => {
  it('saves once, a pause after the last keystroke, with the revision it was read at', async () => {
    const fake = installFakeCompanion();
    await store().load();
    store().setVitalText('pulse', '7');
    store().setVitalText('pulse', '72');
    expect(store().saveState).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(fake.savePadDraft).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.savePadDraft).toHaveBeenCalledTimes(1);
    expect(fake.savePadDraft.mock.calls[0]![0]).toMatchObject({
      pad: { vitals: [{ vitalId: 'pulse', value: '72' }] },
      expectedRevision: 1,
    });
    expect(store()).toMatchObject({ saveState: 'saved', revision: 2 });
  });

  it('saves again right after a save when typing went on during it', async () => {
    let release: () => void = () => undefined;
    const fake = installFakeCompanion();
    fake.savePadDraft.mockImplementationOnce(
      ({ pad }) =>
        new Promise((resolve) => {
          release = () =>
            resolve({ ok: true, value: { id: pad.id, revision: 2, updatedAt: pad.updatedAt } });
        }),
    );
    await store().load();
    store().setVitalText('pulse', '72');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(store().saveState).toBe('saving');
    store().setVitalText('spo2', '97');
    release();
    await settle();
    expect(store().saveState).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(fake.savePadDraft).toHaveBeenCalledTimes(2);
    expect(fake.savePadDraft.mock.calls[1]![0]).toMatchObject({
      pad: { vitals: [{ vitalId: 'pulse' }, { vitalId: 'spo2', value: '97' }] },
      expectedRevision: 2,
    });
    expect(store().saveState).toBe('saved');
  });

  it('keeps everything on screen when a save fails, and flush saves it again', async () => {
    const fake = installFakeCompanion();
    fake.savePadDraft.mockResolvedValueOnce({
      ok: false,
      error: { code: 'DISK_FULL', message: 'The disk is full.' },
    });
    await store().load();
    store().setPatientId(' PT-9 ');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(store()).toMatchObject({ saveState: 'failed', saveError: { code: 'DISK_FULL' } });
    expect(padOf(store())?.patientId).toBe('PT-9');
    // Reading the pad again must not replace what was not saved.
    await store().load();
    expect(padOf(store())?.patientId).toBe('PT-9');
    await act(() => store().flush());
    expect(store().saveState).toBe('saved');
    expect(fake.savePadDraft).toHaveBeenCalledTimes(2);
  });
});

describe('padStore reading and finalizing', () => {
  it('keeps the pad on screen when the screen is opened again, a finalized one included', async () => {
    const finalized = makePadView({
      status: 'finalized',
      sync: { state: 'waiting', attempts: 0, outboxId: 1 },
      canEdit: false,
      canReopen: true,
    });
    const fake = installFakeCompanion({
      getPad: () => Promise.resolve({ ok: true, value: finalized }),
    });
    await store().load();
    await store().load();
    expect(fake.getCurrentPad).toHaveBeenCalledTimes(1);
    expect(fake.getPad).toHaveBeenCalledWith({ id: finalized.pad.id });
    expect(store().meta?.status).toBe('finalized');
    // A finalized pad takes no edits.
    store().setVitalText('pulse', '72');
    expect(store().vitals).toEqual([]);
  });

  it('keeps the refused fields of a finalize, keyed for the form', async () => {
    const fields = { 'vitals.pulse.value': 'Enter a number, like 72.' };
    installFakeCompanion({
      finalizePad: () =>
        Promise.resolve({
          ok: false,
          error: { code: 'INVALID_ARGUMENT', message: 'The pad was not finalized.', fields },
        }),
    });
    await store().load();
    store().setVitalText('pulse', 'abc');
    const result = await act(() => store().finalize());
    expect(result.ok).toBe(false);
    expect(store()).toMatchObject({ finalizeFields: fields, saveState: 'saved' });
  });

  it('lists other refused pads, and opens one after saving the pad on screen', async () => {
    const refused = summary({});
    const fake = installFakeCompanion({
      listPads: () =>
        Promise.resolve({
          ok: true,
          value: [
            refused,
            summary({ id: 'b1b2c3d4-0000-4000-8000-000000000000', syncState: 'sent' }),
          ],
        }),
    });
    await store().load();
    await settle();
    expect(store().attention.map((pad) => pad.id)).toEqual([refused.id]);
    store().setVitalText('pulse', '72');
    fake.getPad.mockResolvedValueOnce({
      ok: true,
      value: makePadView({
        pad: { ...makePadView().pad, id: refused.id },
        status: 'finalized',
        sync: { state: 'rejected', attempts: 1, lastError: 'patient_id is unknown' },
        canEdit: false,
        canReopen: true,
      }),
    });
    await act(() => store().open(refused.id));
    expect(fake.savePadDraft).toHaveBeenCalledTimes(1);
    expect(store().meta).toMatchObject({ id: refused.id, sync: { state: 'rejected' } });
    await settle();
    expect(store().attention).toEqual([]);
  });
});
