/**
 * When the app answers a proxy's request for a sign-in (HTTP 407, Basic or Digest or any other
 * scheme Chromium asks the app about), and with what. Plain code: the Electron wiring
 * (src/main/shell/proxy-login.ts) only hands challenges in and credentials out.
 *
 * The rules, per proxy (scheme, host, port and realm):
 * - A server's own request for a sign-in (HTTP 401, `isProxy` false) is never answered: the app
 *   signs in to the platform with its token, and nothing else should receive a password.
 * - The first challenge asks the user. Challenges that arrive while the question is open wait for
 *   the same answer (one dialog, however many requests were refused at once).
 * - Credentials given are kept for the run, in memory only (never stored, never logged), and given
 *   again when the same proxy asks again in another network session (the updater has its own).
 * - A challenge that follows credentials the proxy just had (`retry`) means they were refused:
 *   they are forgotten and the user is asked once more. A second refusal ends it for this proxy
 *   until the app restarts, as does Cancel: the app does not keep interrupting a consultation.
 */

/** What Electron reports of an authentication challenge (electron.d.ts `AuthInfo`). */
export interface ProxyChallenge {
  isProxy: boolean;
  scheme: string;
  host: string;
  port: number;
  realm: string;
}

export interface ProxyCredentials {
  username: string;
  password: string;
}

/** Refusals of the user's credentials after which this proxy is not asked about again this run. */
export const MAX_REFUSALS = 2;

interface ProxyState {
  credentials?: ProxyCredentials;
  refusals: number;
  gaveUp: boolean;
}

export type ProxyLoginStep =
  | { action: 'cancel'; reason: 'not-a-proxy' | 'gave-up' | 'refused-twice' }
  | { action: 'reuse'; credentials: ProxyCredentials }
  | { action: 'ask'; refused: boolean };

/**
 * The step for one challenge, given what this run knows of its proxy (mutated: a refusal is
 * counted and forgets the credentials). `retry` says the proxy has just had our credentials on
 * the same request.
 */
export function proxyLoginStep(
  state: ProxyState,
  challenge: ProxyChallenge,
  retry: boolean,
): ProxyLoginStep {
  if (!challenge.isProxy) return { action: 'cancel', reason: 'not-a-proxy' };
  if (state.gaveUp) return { action: 'cancel', reason: 'gave-up' };
  if (retry && state.credentials) {
    delete state.credentials;
    state.refusals += 1;
    if (state.refusals >= MAX_REFUSALS) {
      state.gaveUp = true;
      return { action: 'cancel', reason: 'refused-twice' };
    }
    return { action: 'ask', refused: true };
  }
  if (state.credentials) return { action: 'reuse', credentials: state.credentials };
  return { action: 'ask', refused: state.refusals > 0 };
}

/** The key of one proxy's sign-in: scheme, host, port and realm, as Chromium caches it. */
export function proxyKey(challenge: ProxyChallenge): string {
  return [
    challenge.scheme.toLowerCase(),
    challenge.host.toLowerCase(),
    challenge.port,
    challenge.realm,
  ].join('\u0000');
}

export interface ProxyLogin {
  /** Credentials for this challenge, or undefined to cancel it. */
  answer(
    challenge: ProxyChallenge,
    options?: { retry?: boolean },
  ): Promise<ProxyCredentials | undefined>;
  /**
   * Whether a refused request should try to sign in to a proxy at all: not when every proxy seen
   * this run was given up and none has credentials (nothing would be asked or given).
   */
  mayAsk(): boolean;
}

export interface ProxyLoginOptions {
  /**
   * Asks the user for this proxy's user name and password (`refused`: the last ones were not
   * accepted); undefined when the user cancelled.
   */
  ask(challenge: ProxyChallenge, refused: boolean): Promise<ProxyCredentials | undefined>;
  /** Hears what happened, for the log: never the credentials. */
  onOutcome?: (outcome: ProxyLoginOutcome, challenge: ProxyChallenge) => void;
}

export type ProxyLoginOutcome =
  'given' | 'reused' | 'cancelled-by-user' | 'not-a-proxy' | 'gave-up' | 'refused-twice';

export function createProxyLogin(options: ProxyLoginOptions): ProxyLogin {
  const proxies = new Map<string, ProxyState>();
  const asking = new Map<string, Promise<ProxyCredentials | undefined>>();

  function stateOf(challenge: ProxyChallenge): ProxyState {
    const key = proxyKey(challenge);
    let state = proxies.get(key);
    if (!state) {
      state = { refusals: 0, gaveUp: false };
      proxies.set(key, state);
    }
    return state;
  }

  async function ask(
    challenge: ProxyChallenge,
    state: ProxyState,
    refused: boolean,
  ): Promise<ProxyCredentials | undefined> {
    let credentials: ProxyCredentials | undefined;
    try {
      credentials = await options.ask(challenge, refused);
    } catch {
      credentials = undefined;
    }
    if (!credentials || credentials.username === '') {
      state.gaveUp = true;
      options.onOutcome?.('cancelled-by-user', challenge);
      return undefined;
    }
    state.credentials = { username: credentials.username, password: credentials.password };
    options.onOutcome?.('given', challenge);
    return state.credentials;
  }

  return {
    answer(challenge, answerOptions = {}) {
      const key = proxyKey(challenge);
      const open = asking.get(key);
      if (open && challenge.isProxy) return open;
      const state = stateOf(challenge);
      const step = proxyLoginStep(state, challenge, answerOptions.retry === true);
      if (step.action === 'cancel') {
        options.onOutcome?.(step.reason, challenge);
        return Promise.resolve(undefined);
      }
      if (step.action === 'reuse') {
        options.onOutcome?.('reused', challenge);
        return Promise.resolve(step.credentials);
      }
      const question = ask(challenge, state, step.refused).finally(() => asking.delete(key));
      asking.set(key, question);
      return question;
    },
    mayAsk() {
      if (proxies.size === 0) return true;
      return [...proxies.values()].some((state) => !state.gaveUp || state.credentials);
    },
  };
}
