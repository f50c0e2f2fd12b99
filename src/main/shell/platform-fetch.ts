import { net } from 'electron';
import type { Fetch } from '../core/platform/http';

/**
 * Every platform call of the core goes through Chromium's network stack (Electron's `net.fetch`),
 * not Node's: it follows the system proxy settings and PAC files, answers proxy authentication,
 * and trusts the operating system's certificate store, so a clinic behind a proxy or TLS
 * inspection is online. Loopback (the embedded sandbox) bypasses any proxy.
 */
export const platformFetch: Fetch = (input, init) =>
  net.fetch(input instanceof URL ? input.href : input, init);
