import { BrowserWindow, app, net, session } from 'electron';
import type { Logger } from '../core/log/logger';
import { proxyLoginPage, readProxyLoginSubmission } from './policy/proxy-login-page';
import {
  createProxyLogin,
  type ProxyChallenge,
  type ProxyCredentials,
  type ProxyLogin,
  type ProxyLoginOptions,
} from './policy/proxy-login';

/*
 * The Electron side of the proxy sign-in: a small dialog window, the app's 'login' event, and a
 * sign-in request for net.fetch (which cannot answer a sign-in itself). Every decision (when to
 * ask, reuse or cancel) is in policy/proxy-login.ts; the page and its answer in
 * policy/proxy-login-page.ts. This file needs the Electron binary and cannot run here.
 */

let dialogSession: Electron.Session | undefined;

/** The dialog's own session: it loads its data: page and nothing else, and grants nothing. */
function proxyDialogSession(): Electron.Session {
  if (dialogSession) return dialogSession;
  const own = session.fromPartition('proxy-login', { cache: false });
  own.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !details.url.startsWith('data:text/html') }),
  );
  own.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  dialogSession = own;
  return own;
}

/** Asks in a small window without JavaScript, in front of the app's window when it is open. */
export function askInWindow(parent: () => BrowserWindow | undefined): ProxyLoginOptions['ask'] {
  return (challenge, refused) =>
    new Promise<ProxyCredentials | undefined>((resolve) => {
      const owner = parent();
      const window = new BrowserWindow({
        width: 480,
        height: 400,
        resizable: false,
        minimizable: false,
        maximizable: false,
        autoHideMenuBar: true,
        title: 'Proxy sign-in',
        show: false,
        ...(owner && !owner.isDestroyed() ? { parent: owner, modal: true } : {}),
        webPreferences: {
          session: proxyDialogSession(),
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          javascript: false,
          webSecurity: true,
          webviewTag: false,
          spellcheck: false,
        },
      });
      let settled = false;
      const finish = (credentials: ProxyCredentials | undefined): void => {
        if (settled) return;
        settled = true;
        resolve(credentials);
        setImmediate(() => {
          if (!window.isDestroyed()) window.destroy();
        });
      };
      const contents = window.webContents;
      // The form's submission is a navigation: read it, never let it happen.
      contents.on('will-navigate', (event) => {
        event.preventDefault();
        const submission = readProxyLoginSubmission(event.url);
        if (submission)
          finish(submission.action === 'sign-in' ? submission.credentials : undefined);
      });
      contents.on('will-redirect', (event) => event.preventDefault());
      contents.on('will-attach-webview', (event) => event.preventDefault());
      contents.setWindowOpenHandler(() => ({ action: 'deny' }));
      window.on('closed', () => finish(undefined));
      window.once('ready-to-show', () => window.show());
      const page = proxyLoginPage(challenge, refused);
      window
        .loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(page)}`)
        .catch(() => finish(undefined));
    });
}

function toChallenge(authInfo: Electron.AuthInfo): ProxyChallenge {
  return {
    isProxy: authInfo.isProxy,
    scheme: authInfo.scheme,
    host: authInfo.host,
    port: authInfo.port,
    realm: authInfo.realm,
  };
}

/**
 * Proxy sign-ins asked by the app's windows and utility processes (app 'login'). A server's own
 * sign-in is left to Electron's default, which cancels it.
 */
export function answerAppLogins(login: ProxyLogin): void {
  app.on('login', (event, _contents, details, authInfo, callback) => {
    if (!authInfo.isProxy) return;
    event.preventDefault();
    void login
      .answer(toChallenge(authInfo), { retry: !details.firstAuthAttempt })
      .then((given) => (given ? callback(given.username, given.password) : callback()));
  });
}

/**
 * One request to `url`'s origin that can answer the proxy's sign-in (a ClientRequest with a
 * 'login' listener, which net.fetch lacks). Chromium keeps credentials the proxy accepted in the
 * session's authentication cache and gives them to the session's later requests, net.fetch's
 * included, without asking again. True when credentials were given and the proxy let it through.
 */
export function signInThroughProxy(url: string, login: ProxyLogin): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let given = 0;
    const request = net.request({
      method: 'HEAD',
      url: `${new URL(url).origin}/`,
      redirect: 'manual',
    });
    request.on('login', (authInfo, callback) => {
      void login.answer(toChallenge(authInfo), { retry: given > 0 }).then((credentials) => {
        if (!credentials) return callback();
        given += 1;
        callback(credentials.username, credentials.password);
      });
    });
    request.on('response', (response) => {
      response.on('data', () => undefined); // drained (a HEAD answer has no body)
      resolve(given > 0 && response.statusCode !== 407);
    });
    // A redirect (refused by 'manual') or a failure after the proxy let it through still counts.
    request.on('error', () => resolve(given > 0));
    request.end();
  });
}

/**
 * The run's proxy sign-in: asked in a window in front of `parent()`, answering the app's own
 * 'login' events too; the log hears the proxy's address and what happened, never a credential.
 */
export function startProxyLogin(
  parent: () => BrowserWindow | undefined,
  logger: Logger,
): ProxyLogin {
  const login = createProxyLogin({
    ask: askInWindow(parent),
    onOutcome: (outcome, challenge) =>
      logger.info(
        { proxy: `${challenge.host}:${challenge.port}`, scheme: challenge.scheme, outcome },
        'proxy sign-in',
      ),
  });
  answerAppLogins(login);
  return login;
}
