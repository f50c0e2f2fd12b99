import { describe, expect, it } from 'vitest';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';

describe('useNavStore', () => {
  it('starts on Today without having navigated, then records navigation', () => {
    expect(useNavStore.getState()).toMatchObject({ screen: 'today', navigated: false });
    useNavStore.getState().navigate('today');
    expect(useNavStore.getState().navigated).toBe(false);
    useNavStore.getState().navigate('settings');
    expect(useNavStore.getState()).toMatchObject({ screen: 'settings', navigated: true });
  });
});
