import { describe, expect, it } from 'vitest';
import type { PadRow } from '../../../../src/main/core/pad/pad-repository';
import { finalizedRowToSend } from '../../../../src/main/core/pad/pad-sent-row';

const FINALIZED = {
  id: 'pad-1',
  status: 'finalized',
  revision: 4,
  bodySealed: Buffer.from('sealed body'),
} as unknown as PadRow;

const rows = (row?: Partial<PadRow>) => ({
  get: (id: string) => (row && id === 'pad-1' ? { ...FINALIZED, ...row } : undefined),
});

describe('the finalized pad a queued change sends', () => {
  it('is the finalized row of the revision queued', () => {
    expect(finalizedRowToSend(rows({}), 'pad-1', 4)).toMatchObject({ id: 'pad-1', revision: 4 });
  });

  it.each<[string, Partial<PadRow> | undefined, number, string]>([
    ['no row', undefined, 4, 'The prescription saved for sending is missing on this computer.'],
    [
      'no sealed body',
      { bodySealed: undefined },
      4,
      'The prescription saved for sending is missing on this computer.',
    ],
    [
      'reopened',
      { status: 'draft' },
      4,
      'This prescription was changed after it was finalized; this copy of it is not sent.',
    ],
    [
      'a later revision',
      {},
      3,
      'This prescription was changed after it was finalized; this copy of it is not sent.',
    ],
    [
      'an earlier revision',
      {},
      5,
      'This prescription was changed after it was finalized; this copy of it is not sent.',
    ],
  ])('is refused as damaged local data with %s', (_what, row, revision, message) => {
    expect(() => finalizedRowToSend(rows(row), 'pad-1', revision)).toThrow(
      expect.objectContaining({ code: 'LOCAL_DATA_DAMAGED', message }),
    );
  });
});
