import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { LISTENER_BODY_LIMIT_BYTES } from '../../../shared/webhooks/listen';

/** The platform posts JSON: `application/json`, parameters such as `; charset=utf-8` allowed. */
const JSON_TYPE = /^application\/json[ \t]*(;.*)?$/i;

export interface Refusal {
  status: 403 | 404 | 413 | 415;
  /** One sentence for the sender (no value of the request is echoed). */
  reason: string;
}

/**
 * Decided from the headers alone, before any of the body is read: a request from a web page (it
 * carries an `Origin` header, which the platform's deliveries do not), one that is not JSON, and
 * one that says it is larger than the limit are refused.
 */
export function refuseByHeaders(headers: IncomingHttpHeaders): Refusal | undefined {
  if (headers.origin !== undefined) {
    return {
      status: 403,
      reason:
        'Refused: requests from web pages are not accepted here, only the platform’s deliveries.',
    };
  }
  const type = headers['content-type'];
  if (type === undefined || !JSON_TYPE.test(type.trim())) {
    return {
      status: 415,
      reason: 'Refused: a webhook delivery is sent as application/json.',
    };
  }
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > LISTENER_BODY_LIMIT_BYTES) return tooLarge();
  return undefined;
}

const tooLarge = (): Refusal => ({
  status: 413,
  reason: `Refused: a webhook delivery is at most ${LISTENER_BODY_LIMIT_BYTES} bytes.`,
});

/**
 * Answers a refusal and closes the connection: nothing more of the body is kept, and Node's server
 * ends the socket once the answer is written (`shouldKeepAlive`, `_http_server.js` resOnFinish).
 */
export function answerRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  req.on('error', () => undefined);
  res.shouldKeepAlive = false;
  res
    .writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
    .end(refusal.reason);
}

/** The body as received (bytes), or a refusal once it passes the limit (nothing more is kept). */
export function readBody(
  req: IncomingMessage,
  limit = LISTENER_BODY_LIMIT_BYTES,
): Promise<Buffer | Refusal> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      over = true;
      chunks.length = 0;
      req.off('data', onData);
      resolve(tooLarge());
    };
    req.on('data', onData);
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks, size));
    });
    req.on('error', reject);
  });
}
