import { describe, expect, it } from 'vitest';
import { syncLines } from '../../../../src/renderer/src/lib/syncLines';
import type { SyncItemView } from '../../../../src/shared/sync';

function item(id: number, extra: Partial<SyncItemView> = {}): SyncItemView {
  return {
    id,
    operation: 'x',
    summary: `change ${id}`,
    state: 'waiting',
    attempts: 0,
    createdAt: '2026-11-24T05:50:00Z',
    message: `change ${id}: waiting to be sent`,
    canRetry: false,
    canDiscard: true,
    ...extra,
  };
}
const ASHA = { id: 'c1', title: 'Asha Rao, 11:20' };
const RAVI = { id: 'c2', title: 'Ravi Kumar, 11:40' };
const REC = { id: 'recording:s1', label: 'Recording' };

describe('the Sync screen in the doctor’s words', () => {
  it('puts changes under their consultation, a recording as one line, the others last', () => {
    const lines = syncLines([
      item(1, { summary: 'Webhook registration' }),
      item(2, { visit: ASHA, bundle: REC }),
      item(3, { visit: ASHA, bundle: REC }),
      item(4, { visit: ASHA, bundle: REC }),
      item(5, { visit: RAVI, summary: 'New patient 1234abcd' }),
      item(6, { visit: ASHA, summary: 'Prescription 9f0e' }),
    ]);
    expect(lines.map((visit) => visit.title)).toEqual([ASHA.title, RAVI.title, undefined]);
    expect(lines[0]!.lines.map((line) => line.message)).toEqual([
      'Recording: 3 parts waiting to be sent',
      'change 6: waiting to be sent',
    ]);
    // Its Discard acts on the recording (the core discards every step of it).
    expect(lines[0]!.lines[0]).toMatchObject({ id: 2, summary: 'Recording', canDiscard: true });
  });

  it('says why a recording is stuck, and offers no Discard while a part is being sent', () => {
    const stuck = syncLines([
      item(2, { visit: ASHA, bundle: REC }),
      item(3, {
        visit: ASHA,
        bundle: REC,
        state: 'rejected',
        message: 'Part 2 rejected: bad audio',
        canRetry: true,
      }),
    ]);
    expect(stuck[0]!.lines).toHaveLength(1);
    expect(stuck[0]!.lines[0]).toMatchObject({
      id: 3,
      message: 'Recording: Part 2 rejected: bad audio',
      canRetry: true,
    });
    const sending = syncLines([
      item(2, { visit: ASHA, bundle: REC, state: 'sending', canDiscard: false }),
      item(3, { visit: ASHA, bundle: REC }),
    ]);
    expect(sending[0]!.lines[0]).toMatchObject({
      message: 'Recording: 2 parts being sent',
      canDiscard: false,
    });
  });
});
