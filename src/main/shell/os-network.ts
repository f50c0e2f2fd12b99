import { net, powerMonitor } from 'electron';
import type { NetworkWatch } from '../core/connection/network-watch';

/** How often the OS network state is read; Electron's main process has no event for it. */
const POLL_MS = 2_000;

/**
 * Feeds the operating system's view of the network to the core: `net.isOnline()` polled (cheap, no
 * traffic), and a fresh check when the computer wakes from sleep (a closed lid is the usual way a
 * clinic laptop loses its connection). The core confirms "online" with a probe of the platform.
 */
export function watchOsNetwork(network: NetworkWatch): () => void {
  let last: boolean | undefined;
  const read = (): void => {
    const online = net.isOnline();
    if (online === last) return;
    last = online;
    network.setOsOnline(online);
  };
  read();
  const timer = setInterval(read, POLL_MS);
  const onResume = (): void => {
    read();
    void network.check();
  };
  powerMonitor.on('resume', onResume);
  return () => {
    clearInterval(timer);
    powerMonitor.off('resume', onResume);
  };
}
