import { describe, expect, it } from 'vitest';
import { syncLines } from '../../../../src/renderer/src/lib/syncLines';
import type { SyncItemAbout, SyncItemView } from '../../../../src/shared/sync';

const ASHA: SyncItemAbout = {
  patient: { kind: 'named', name: 'Asha Rao' },
  what: 'x',
  when: '2026-11-24T05:50:00Z',
  whenIs: 'visit',
};
const RAVI: SyncItemAbout = { ...ASHA, patient: { kind: 'named', name: 'Ravi Kumar' } };

function item(id: number, extra: Partial<SyncItemView> = {}): SyncItemView {
  return {
    id,
    operation: 'x',
    summary: `change ${id}`,
    about: { patient: { kind: 'none' }, what: `change ${id}`, when: '', whenIs: 'saved' },
    detail: 'Waiting to be sent',
    state: 'waiting',
    attempts: 0,
    createdAt: '2026-11-24T05:50:00Z',
    message: `change ${id}: waiting to be sent`,
    canRetry: true,
    canDiscard: true,
    ...extra,
  };
}
const atAsha = { visit: { id: 'c1' }, about: ASHA };
const atRavi = { visit: { id: 'c2' }, about: RAVI };
const REC = {
  id: 'recording:s1',
  label: 'Recording of the visit',
  audioParts: { saved: 3, uploaded: 1 },
};
const heading = (each: SyncItemView) =>
  each.about.patient.kind === 'named' ? each.about.patient.name : '?';

describe('the Sync screen in the doctor’s words', () => {
  it('puts changes under their consultation, a recording as one line counted in audio parts', () => {
    const lines = syncLines(
      [
        item(1, { summary: 'Webhook registration' }),
        item(2, { ...atAsha, bundle: REC }),
        item(3, { ...atAsha, bundle: REC }),
        item(4, { ...atAsha, bundle: REC }),
        item(5, { ...atRavi, summary: 'New patient' }),
        item(6, { ...atAsha, summary: 'Prescription' }),
      ],
      heading,
    );
    expect(lines.map((visit) => visit.title)).toEqual(['Asha Rao', 'Ravi Kumar', undefined]);
    // Three outbox steps, but the recording's count is its audio parts, as the consultation says.
    expect(lines[0]!.lines.map((line) => line.message)).toEqual([
      'Recording of the visit: 1 of 3 audio parts sent; the rest waiting to be sent',
      'change 6: waiting to be sent',
    ]);
    // Its Retry and Discard act on the recording; the line stands for its 3 changes.
    expect(lines[0]!.lines[0]).toMatchObject({
      id: 2,
      summary: 'Recording of the visit',
      about: { what: 'Recording of the visit' },
      canRetry: true,
      canDiscard: true,
      changes: 3,
    });
  });

  it('says why a recording is stuck, and offers no Retry or Discard while a part is being sent', () => {
    const stuck = syncLines(
      [
        item(2, { ...atAsha, bundle: REC }),
        item(3, {
          ...atAsha,
          bundle: REC,
          state: 'rejected',
          summary: 'Part 2 of a recording’s audio',
          detail: 'Refused by the platform: bad audio',
        }),
      ],
      heading,
    );
    expect(stuck[0]!.lines).toHaveLength(1);
    expect(stuck[0]!.lines[0]).toMatchObject({
      id: 3,
      detail: 'Part 2 of a recording’s audio. Refused by the platform: bad audio',
      canRetry: true,
    });
    const sending = syncLines(
      [
        item(2, { ...atAsha, bundle: REC, state: 'sending', canRetry: false, canDiscard: false }),
        item(3, { ...atAsha, bundle: REC }),
      ],
      heading,
    );
    expect(sending[0]!.lines[0]).toMatchObject({
      detail: '1 of 3 audio parts sent; the rest being sent',
      canRetry: false,
      canDiscard: false,
    });
  });
});
