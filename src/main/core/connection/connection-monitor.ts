import type { ConnectionState, ConnectionStatus } from '../../../shared/connection';
import type { Clock } from '../clock';
import { isCoreError } from '../errors';
import { isPlatformError } from '../platform/errors';

export interface ConnectionMonitor {
  status(): ConnectionStatus;
  /** Feed the outcome of every platform call; the state changes only when it means something. */
  reportSuccess(): void;
  reportFailure(error: unknown): void;
  /** The shell's OS offline signal. */
  reportOsOffline(): void;
  /** A probe of the platform got no answer. */
  reportUnreachable(): void;
  onChange(listener: (status: ConnectionStatus) => void): () => void;
  /** When the platform was last found unreachable, or undefined while reachable. */
  offlineSince(): number | undefined;
}

export function createConnectionMonitor(clock: Clock): ConnectionMonitor {
  let current: ConnectionStatus = { state: 'unknown', since: new Date(clock.now()).toISOString() };
  let offlineAt: number | undefined;
  const listeners = new Set<(status: ConnectionStatus) => void>();

  function set(state: ConnectionState, detail?: string): void {
    if (state === 'offline') offlineAt ??= clock.now();
    else offlineAt = undefined;
    if (current.state === state && current.detail === detail) return;
    current = { state, since: new Date(clock.now()).toISOString(), ...(detail ? { detail } : {}) };
    for (const listener of listeners) listener(current);
  }

  return {
    status: () => current,
    reportSuccess: () => set('online'),
    reportFailure(error) {
      if (isPlatformError(error)) {
        if (error.failure === 'network' || error.failure === 'timeout')
          return set('offline', 'The platform cannot be reached.');
        // A 403 refuses one request, not the sign-in: the platform answered, so it is online.
        if (error.code === 'SIGNED_OUT' && error.status !== 403) {
          return set('signed_out', error.message);
        }
        if (error.failure === 'http' || error.failure === 'bad-response') return set('online');
        return;
      }
      if (isCoreError(error) && error.code === 'SIGNED_OUT') set('signed_out', error.message);
    },
    reportOsOffline: () => set('offline', 'This computer is offline.'),
    reportUnreachable: () => set('offline', 'The platform cannot be reached.'),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offlineSince: () => offlineAt,
  };
}

/** Awaits a platform call and reports its outcome to the monitor. */
export async function tracked<T>(connection: ConnectionMonitor, work: Promise<T>): Promise<T> {
  try {
    const value = await work;
    connection.reportSuccess();
    return value;
  } catch (error) {
    connection.reportFailure(error);
    throw error;
  }
}
