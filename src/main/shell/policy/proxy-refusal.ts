/**
 * How the shell recognises that Electron's net.fetch gave up on a proxy's sign-in, and whether
 * the request can simply be sent again once the user has signed in.
 *
 * net.fetch answers no proxy sign-in itself: its ClientRequest has no 'login' listener, and a
 * ClientRequest without one cancels the challenge (electron/electron
 * lib/browser/api/net-fetch.ts and net-client-request.ts, the 'login' handler), and app 'login'
 * is not emitted for the main process's net.fetch (Electron issue 44249, open; electron.d.ts:
 * app 'login' is "emitted when webContents or Utility process wants to do basic auth"). Chromium
 * then hands the request the proxy's 407 answer ("let the consumer read the HTTP error page",
 * net/url_request/url_request_http_job.cc `CancelAuth`), or fails it with
 * net::ERR_PROXY_AUTH_REQUESTED where no answer can be shown.
 */

export type FetchOutcome = { response: { status: number } } | { error: unknown };

/** True when the outcome is a proxy's sign-in that was not given. */
export function refusedByProxy(outcome: FetchOutcome): boolean {
  if ('response' in outcome) return outcome.response.status === 407;
  const message = outcome.error instanceof Error ? outcome.error.message : '';
  return message.includes('ERR_PROXY_AUTH_REQUESTED');
}

/**
 * Whether a request body can be sent a second time as it was: none, text, bytes, a Blob or form
 * fields can; a stream was read by the first attempt and cannot.
 */
export function replayableBody(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof FormData
  );
}
