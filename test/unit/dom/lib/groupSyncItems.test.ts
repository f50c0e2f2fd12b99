import { describe, expect, it } from 'vitest';
import { groupSyncItems } from '../../../../src/renderer/src/lib/groupSyncItems';
import { makeSyncItem } from '../fixtures';

describe('groupSyncItems', () => {
  it('puts rejected and given-up changes under attention, the rest under waiting, in order', () => {
    const items = [
      makeSyncItem({ id: 1, state: 'sending' }),
      makeSyncItem({ id: 2, state: 'rejected' }),
      makeSyncItem({ id: 3, state: 'waiting' }),
      makeSyncItem({ id: 4, state: 'dead' }),
    ];
    const groups = groupSyncItems(items);
    expect(groups.attention.map((item) => item.id)).toEqual([2, 4]);
    expect(groups.waiting.map((item) => item.id)).toEqual([1, 3]);
  });

  it('gives two empty groups for no changes', () => {
    expect(groupSyncItems([])).toEqual({ attention: [], waiting: [] });
  });
});
