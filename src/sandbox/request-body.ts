import type { IncomingMessage } from 'node:http';

/** Largest body a route accepts unless it says otherwise; anything bigger is answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Past this many times the route's limit the sandbox stops draining and drops the connection:
 * reading an oversized body to its end lets the client see the 413 instead of a reset, but not at
 * any cost.
 */
const DRAIN_FACTOR = 4;
const MIN_DRAIN_BYTES = 64 * MAX_BODY_BYTES;

export type BodyRead =
  { kind: 'ok'; bytes: Buffer } | { kind: 'too-large'; limit: number } | { kind: 'aborted' };

/** Reads the whole request body, keeping at most `limit` bytes in memory. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const drainLimit = Math.max(MIN_DRAIN_BYTES, DRAIN_FACTOR * limit);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) {
        req.destroy();
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(
        size > limit
          ? { kind: 'too-large', limit }
          : { kind: 'ok', bytes: Buffer.concat(chunks, size) },
      );
    });
    // 'close' without 'end' means the client went away or we destroyed the request.
    req.on('close', () => {
      if (!req.readableEnded) resolve({ kind: 'aborted' });
    });
    req.on('error', () => resolve({ kind: 'aborted' }));
  });
}

/** "1 MiB", "24 MiB", "10 MB (10000000 bytes)": limits as the 413 message states them. */
export function describeLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (Number.isInteger(mib)) return `${mib} MiB`;
  const mb = bytes / 1_000_000;
  return Number.isInteger(mb) ? `${mb} MB (${bytes} bytes)` : `${bytes} bytes`;
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
