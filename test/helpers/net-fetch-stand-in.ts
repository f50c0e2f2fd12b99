import type { Fetch } from '../../src/main/core/platform/http';
import { refusingWhatChromiumRefuses } from '../../src/main/shell/policy/chromium-request';

/**
 * A stand-in for Electron's `net.fetch` in plain Node: it refuses what Chromium refuses (the
 * shell's own check, src/main/shell/policy/chromium-request.ts: a header the network stack owns,
 * a streamed body without `duplex: 'half'`, a data: or blob: address), answers a redirect it is
 * not to follow the way net.fetch does, and otherwise hands the call to `delegate` (Node's fetch,
 * or a test's counting fetch in front of it).
 *
 * Redirects: net.fetch's ClientRequest stops at a redirect nobody follows and the call rejects,
 * under `redirect: 'manual'` ("Redirect was cancelled") as under 'error' ("Attempted to redirect,
 * but redirect policy was 'error'"); Node's fetch hands a 3xx back under 'manual'
 * (electron/electron lib/browser/api/net-client-request.ts, the 'redirect' handler).
 *
 * What it cannot copy: Chromium's proxy settings, certificate store and proxy sign-in, and its
 * collecting of the whole body before sending (Node's fetch streams it). Those run only under
 * `npm run test:electron`.
 */
export function netFetchStandIn(delegate: Fetch = globalThis.fetch): Fetch {
  const electronLike = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await delegate(input, init).catch((error: unknown) => {
      const cause = (error as { cause?: unknown } | undefined)?.cause;
      if (init?.redirect === 'error' && cause instanceof Error && /redirect/i.test(cause.message)) {
        throw new Error("Attempted to redirect, but redirect policy was 'error'");
      }
      throw error;
    });
    const isRedirect = response.status >= 300 && response.status <= 399 && response.status !== 304;
    if (init?.redirect === 'manual' && isRedirect) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error('Redirect was cancelled');
    }
    return response;
  };
  return refusingWhatChromiumRefuses(electronLike);
}
