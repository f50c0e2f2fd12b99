import type { Fetch } from '../../core/platform/http';
import type { ProxyLogin } from './proxy-login';
import { refusedByProxy, replayableBody } from './proxy-refusal';

/**
 * `fetchImpl` (Electron's net.fetch in the app) with the proxy's sign-in added: a request the
 * proxy refused for want of a sign-in (proxy-refusal.ts) waits while `signIn` gets one (a request
 * that can answer the proxy, asking the user once per run), then is sent once more when its body
 * can be sent again. Several refused requests share one sign-in, also one whose refusal arrives
 * after a sign-in that finished while it was on its way (it was refused for want of the sign-in it
 * now has). The caller's signal still ends the wait (the core's time limit): the sign-in goes on,
 * and the next request finds it.
 * After the user gave up (`login.mayAsk()` false) a refusal is handed back at once.
 */
export function withProxySignIn(
  fetchImpl: Fetch,
  deps: { login: ProxyLogin; signIn: (url: string) => Promise<boolean> },
): Fetch {
  let signingIn: Promise<boolean> | undefined;
  /** Sign-ins finished so far, and whether the last one signed in. */
  let finishedSignIns = 0;
  let lastSignedIn = false;

  const settle = (signedIn: boolean): boolean => {
    finishedSignIns += 1;
    lastSignedIn = signedIn;
    signingIn = undefined;
    return signedIn;
  };

  const signInOnce = (url: string): Promise<boolean> =>
    (signingIn ??= deps.signIn(url).then(settle, (error: unknown) => {
      settle(false);
      throw error;
    }));

  const fetchWithSignIn = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const signInsBefore = finishedSignIns;
    const outcome: { response: Response } | { error: unknown } = await fetchImpl(input, init).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    if (refusedByProxy(outcome) && deps.login.mayAsk()) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // Refused before a sign-in that finished while this request was on its way: send it again.
      const signedIn =
        finishedSignIns !== signInsBefore && lastSignedIn
          ? true
          : await untilAborted(signInOnce(url), init?.signal ?? undefined);
      if (signedIn && replayableBody(init?.body)) {
        if ('response' in outcome) await outcome.response.body?.cancel().catch(() => undefined);
        return fetchImpl(input, init);
      }
    }
    if ('response' in outcome) return outcome.response;
    throw outcome.error;
  };
  return fetchWithSignIn;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
