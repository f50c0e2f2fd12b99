import type { IncomingMessage } from 'node:http';

/** Largest body the sandbox accepts; anything bigger is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Past this the sandbox stops draining and drops the connection: reading an oversized body to
 * its end lets the client see the 413 instead of a reset, but not at any cost.
 */
const MAX_DRAIN_BYTES = 64 * MAX_BODY_BYTES;

export type BodyRead = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

/** Reads the whole request body as UTF-8, keeping at most MAX_BODY_BYTES in memory. */
export function readBody(req: IncomingMessage): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) {
        req.destroy();
        return;
      }
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(
        size > MAX_BODY_BYTES
          ? { kind: 'too-large' }
          : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') },
      );
    });
    // 'close' without 'end' means the client went away or we destroyed the request.
    req.on('close', () => {
      if (!req.readableEnded) resolve({ kind: 'aborted' });
    });
    req.on('error', () => resolve({ kind: 'aborted' }));
  });
}

/** Parses a JSON body; an empty body reads as `undefined` so GET and DELETE need none. */
export function parseJsonBody(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'request body is not valid JSON' };
  }
}
