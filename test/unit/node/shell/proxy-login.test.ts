import { describe, expect, it } from 'vitest';
import {
  createProxyLogin,
  proxyKey,
  type ProxyChallenge,
  type ProxyCredentials,
  type ProxyLoginOutcome,
} from '../../../../src/main/shell/policy/proxy-login';
import {
  SUBMIT_URL,
  proxyLoginPage,
  readProxyLoginSubmission,
} from '../../../../src/main/shell/policy/proxy-login-page';
import { refusedByProxy, replayableBody } from '../../../../src/main/shell/policy/proxy-refusal';

const PROXY: ProxyChallenge = {
  isProxy: true,
  scheme: 'basic',
  host: 'proxy.clinic.lan',
  port: 3128,
  realm: 'Clinic',
};
const SERVER: ProxyChallenge = { ...PROXY, isProxy: false, host: 'platform.example', port: 443 };
const GIVEN: ProxyCredentials = { username: 'reception', password: 's3cret' };

/** A user who answers each question with the next of `answers` (undefined: Cancel). */
function user(answers: (ProxyCredentials | undefined)[]) {
  const asked: { challenge: ProxyChallenge; refused: boolean }[] = [];
  const outcomes: { outcome: ProxyLoginOutcome; args: unknown[] }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const login = createProxyLogin({
    async ask(challenge, refused) {
      asked.push({ challenge, refused });
      await gate;
      return answers.shift();
    },
    onOutcome: (outcome, ...args) => outcomes.push({ outcome, args }),
  });
  return { login, asked, outcomes, release };
}

describe('proxy sign-in decisions', () => {
  it("never answers a server's own sign-in (401), and never asks about it", async () => {
    const u = user([GIVEN]);
    u.release();
    expect(await u.login.answer(SERVER)).toBeUndefined();
    expect(u.asked).toEqual([]);
    expect(u.outcomes.map((o) => o.outcome)).toEqual(['not-a-proxy']);
  });

  it('asks once for a proxy however many requests it refused at once, then reuses the answer', async () => {
    const u = user([GIVEN]);
    const answers = [u.login.answer(PROXY), u.login.answer(PROXY), u.login.answer(PROXY)];
    u.release();
    expect(await Promise.all(answers)).toEqual([GIVEN, GIVEN, GIVEN]);
    expect(await u.login.answer(PROXY)).toEqual(GIVEN);
    expect(u.asked).toEqual([{ challenge: PROXY, refused: false }]);
    expect(u.outcomes.map((o) => o.outcome)).toEqual(['given', 'reused']);
  });

  it('credentials the proxy refused are asked for once more, and a second refusal ends it for the run', async () => {
    const other = { username: 'reception', password: 'typo' };
    const u = user([other, GIVEN]);
    u.release();
    expect(await u.login.answer(PROXY)).toEqual(other);
    expect(await u.login.answer(PROXY, { retry: true })).toEqual(GIVEN);
    expect(u.asked.map((a) => a.refused)).toEqual([false, true]);
    expect(await u.login.answer(PROXY, { retry: true })).toBeUndefined();
    expect(await u.login.answer(PROXY)).toBeUndefined();
    expect(u.asked).toHaveLength(2);
    expect(u.outcomes.map((o) => o.outcome)).toEqual([
      'given',
      'given',
      'refused-twice',
      'gave-up',
    ]);
    expect(u.login.mayAsk()).toBe(false);
  });

  it('Cancel is final for that proxy this run; another proxy is still asked', async () => {
    const u = user([undefined, GIVEN]);
    u.release();
    expect(u.login.mayAsk()).toBe(true);
    expect(await u.login.answer(PROXY)).toBeUndefined();
    expect(await u.login.answer(PROXY)).toBeUndefined();
    expect(u.login.mayAsk()).toBe(false);
    const elsewhere = { ...PROXY, realm: 'Head office' };
    expect(await u.login.answer(elsewhere)).toEqual(GIVEN);
    expect(u.login.mayAsk()).toBe(true);
    expect(u.asked.map((a) => a.challenge.realm)).toEqual(['Clinic', 'Head office']);
  });

  it('an empty user name counts as Cancel; a failing dialog too', async () => {
    const u = user([{ username: '', password: 'x' }]);
    u.release();
    expect(await u.login.answer(PROXY)).toBeUndefined();
    const failing = createProxyLogin({ ask: () => Promise.reject(new Error('no window')) });
    expect(await failing.answer(PROXY)).toBeUndefined();
    expect(failing.mayAsk()).toBe(false);
  });

  it('the log hears the outcome and the proxy, never a credential', async () => {
    const u = user([GIVEN]);
    u.release();
    await u.login.answer(PROXY);
    await u.login.answer(PROXY);
    expect(JSON.stringify(u.outcomes)).not.toContain('s3cret');
    expect(JSON.stringify(u.outcomes)).not.toContain('reception');
  });

  it('one proxy is its scheme, host, port and realm (host and scheme in any case)', () => {
    expect(proxyKey({ ...PROXY, host: 'PROXY.clinic.lan', scheme: 'Basic' })).toBe(proxyKey(PROXY));
    expect(proxyKey({ ...PROXY, port: 8080 })).not.toBe(proxyKey(PROXY));
    expect(proxyKey({ ...PROXY, scheme: 'digest' })).not.toBe(proxyKey(PROXY));
  });
});

describe('the sign-in page', () => {
  it("shows the proxy's host and realm as text only, under a policy without script", () => {
    const page = proxyLoginPage({ ...PROXY, realm: '<script>alert(1)</script>"x' }, false);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;x');
    expect(page).toContain('proxy.clinic.lan:3128');
    expect(page).toContain(`content="default-src 'none'; form-action ${SUBMIT_URL}"`);
    expect(page).toContain(`action="${SUBMIT_URL}"`);
    expect(page).not.toMatch(/did not accept/);
    expect(proxyLoginPage(PROXY, true)).toMatch(/did not accept the user name and password/);
  });

  it('reads the form as the browser submits it: Sign in, Cancel, anything else is not the form', () => {
    const submitted = (fields: Record<string, string>) =>
      `${SUBMIT_URL}?${new URLSearchParams(fields).toString()}`;
    expect(
      readProxyLoginSubmission(
        submitted({ username: 'dr k', password: 'p&ss=1 é', action: 'sign-in' }),
      ),
    ).toEqual({ action: 'sign-in', credentials: { username: 'dr k', password: 'p&ss=1 é' } });
    expect(
      readProxyLoginSubmission(submitted({ username: 'x', password: 'y', action: 'cancel' })),
    ).toEqual({ action: 'cancel' });
    expect(
      readProxyLoginSubmission(submitted({ username: '', password: 'y', action: 'sign-in' })),
    ).toEqual({ action: 'cancel' });
    expect(readProxyLoginSubmission('https://proxy-login.invalid/elsewhere?username=a')).toBe(
      undefined,
    );
    expect(readProxyLoginSubmission('https://example.com/submit?username=a')).toBeUndefined();
    expect(readProxyLoginSubmission('not a url')).toBeUndefined();
  });
});

describe('a request net.fetch gave up on at a proxy', () => {
  it("is a 407 answer or Chromium's net::ERR_PROXY_AUTH_REQUESTED, nothing else", () => {
    expect(refusedByProxy({ response: { status: 407 } })).toBe(true);
    expect(refusedByProxy({ response: { status: 401 } })).toBe(false);
    expect(refusedByProxy({ error: new Error('net::ERR_PROXY_AUTH_REQUESTED') })).toBe(true);
    expect(refusedByProxy({ error: new Error('net::ERR_CONNECTION_REFUSED') })).toBe(false);
    expect(refusedByProxy({ error: 'net::ERR_PROXY_AUTH_REQUESTED' })).toBe(false);
  });

  it('is sent again only when its body can be: none, text, bytes, Blob, form fields; not a stream', () => {
    for (const body of [
      undefined,
      null,
      '{}',
      new Uint8Array(2),
      new ArrayBuffer(2),
      new Blob(['x']),
    ])
      expect(replayableBody(body)).toBe(true);
    expect(replayableBody(new URLSearchParams('a=1'))).toBe(true);
    expect(replayableBody(new ReadableStream())).toBe(false);
  });
});
