import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../../src/shared/connection';
import { createConnectionMonitor } from '../../../../src/main/core/connection/connection-monitor';
import { PlatformError } from '../../../../src/main/core/platform/errors';
import { createFakeClock } from '../../../helpers/fake-clock';

describe('connection monitor', () => {
  it('moves between states on call outcomes and tells listeners only of changes', () => {
    const clock = createFakeClock();
    const monitor = createConnectionMonitor(clock);
    const seen: ConnectionStatus['state'][] = [];
    monitor.onChange((s) => seen.push(s.state));
    expect(monitor.status().state).toBe('unknown');

    monitor.reportSuccess();
    monitor.reportSuccess();
    monitor.reportFailure(new PlatformError('OFFLINE', 'x', { failure: 'network' }));
    expect(monitor.offlineSince()).toBe(clock.now());
    clock.advance(1000);
    monitor.reportFailure(new PlatformError('TIMEOUT', 'x', { failure: 'timeout' }));
    expect(monitor.offlineSince()).toBe(clock.now() - 1000);
    monitor.reportFailure(new PlatformError('SERVER_ERROR', 'x', { failure: 'http', status: 500 }));
    monitor.reportFailure(
      new PlatformError('SIGNED_OUT', 'Sign in again.', { failure: 'http', status: 401 }),
    );
    monitor.reportFailure(new PlatformError('ABORTED', 'x', { failure: 'aborted' }));

    expect(seen).toEqual(['online', 'offline', 'online', 'signed_out']);
    expect(monitor.status()).toMatchObject({ state: 'signed_out', detail: 'Sign in again.' });
    expect(monitor.offlineSince()).toBeUndefined();
  });

  it('tells an OS offline signal from an unanswered probe, in words', () => {
    const monitor = createConnectionMonitor(createFakeClock());
    monitor.reportOsOffline();
    expect(monitor.status()).toMatchObject({
      state: 'offline',
      detail: 'This computer is offline.',
    });
    monitor.reportUnreachable();
    expect(monitor.status()).toMatchObject({
      state: 'offline',
      detail: 'The platform cannot be reached.',
    });
  });
});
