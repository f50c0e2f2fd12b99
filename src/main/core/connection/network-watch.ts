import type { Logger } from '../log/logger';
import type { ConnectionMonitor } from './connection-monitor';

export interface NetworkWatchOptions {
  /** First probe delay after the platform became unreachable; doubles up to `maxProbeMs`. */
  minProbeMs?: number;
  maxProbeMs?: number;
}

export interface NetworkWatch {
  /** The shell's OS signal. Offline is believed at once; online is confirmed by a probe. */
  setOsOnline(online: boolean): void;
  /** Probe now (the computer woke up, the user pressed "Sync now"). */
  check(): Promise<boolean>;
  stop(): void;
}

/**
 * Connectivity: OS events plus a cheap probe of the platform. While the platform is unreachable it
 * is probed with exponential backoff (1 s, 2 s, 4 s ... capped); the first success reports the
 * connection back and calls `onReconnect`, which starts the sync loop.
 */
export function createNetworkWatch(deps: {
  connection: ConnectionMonitor;
  probe: () => Promise<boolean>;
  onReconnect: () => void;
  logger: Logger;
  options?: NetworkWatchOptions;
}): NetworkWatch {
  const minMs = deps.options?.minProbeMs ?? 1_000;
  const maxMs = deps.options?.maxProbeMs ?? 30_000;
  let delay = minMs;
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<boolean> | undefined;
  let stopped = false;
  let osOffline = false;

  function schedule(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void check();
    }, delay);
    timer.unref();
    delay = Math.min(maxMs, delay * 2);
  }

  function check(): Promise<boolean> {
    probing ??= deps
      .probe()
      .catch(() => false)
      .then((reachable) => {
        probing = undefined;
        if (stopped) return reachable;
        if (reachable && !osOffline) {
          const wasDown = deps.connection.status().state !== 'online';
          deps.connection.reportSuccess();
          delay = minMs;
          if (wasDown) deps.onReconnect();
        } else {
          if (osOffline) deps.connection.reportOsOffline();
          else deps.connection.reportUnreachable();
          schedule();
        }
        return reachable;
      });
    return probing;
  }

  const unsubscribe = deps.connection.onChange((status) => {
    if (status.state === 'offline') schedule();
  });

  return {
    setOsOnline(online) {
      if (stopped) return;
      if (!online) {
        if (!osOffline) deps.logger.info('the operating system reports no network');
        osOffline = true;
        deps.connection.reportOsOffline();
        return;
      }
      const wasOffline = osOffline;
      osOffline = false;
      if (wasOffline) {
        delay = minMs;
        if (timer) clearTimeout(timer);
        timer = undefined;
        void check();
      }
    },
    check,
    stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}
