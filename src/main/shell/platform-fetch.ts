import { net } from 'electron';
import type { Fetch } from '../core/platform/http';
import { refusingWhatChromiumRefuses } from './policy/chromium-request';
import type { ProxyLogin } from './policy/proxy-login';
import { withProxySignIn } from './policy/proxy-sign-in-fetch';
import { signInThroughProxy } from './proxy-login';

/**
 * Every platform call of the core goes through Chromium's network stack (Electron's `net.fetch`),
 * not Node's: it follows the system proxy settings and PAC files and trusts the operating
 * system's certificate store, so a clinic behind a proxy or TLS inspection is online. Loopback
 * (the embedded sandbox) bypasses any proxy.
 *
 * Two things net.fetch does not do on its own, added here:
 * - A request Chromium would refuse (a header the network stack owns, policy/chromium-request.ts)
 *   fails at once with a sentence saying why, not as net::ERR_INVALID_ARGUMENT.
 * - A proxy that asks for a sign-in: net.fetch cancels it (policy/proxy-refusal.ts says why), so
 *   the shell signs in on a request that can (proxy-login.ts), asking the user once per run, and
 *   sends the refused request once more (policy/proxy-sign-in-fetch.ts).
 */
export function createPlatformFetch(login: ProxyLogin): Fetch {
  const viaChromium = refusingWhatChromiumRefuses((input, init) =>
    net.fetch(input instanceof URL ? input.href : input, init),
  );
  return withProxySignIn(viaChromium, {
    login,
    signIn: (url) => signInThroughProxy(url, login),
  });
}
