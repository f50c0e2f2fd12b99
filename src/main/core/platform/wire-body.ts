import { Readable } from 'node:stream';
import type { WireBody } from './node-transport';

/**
 * How one request body is handed to each of the core's two transports.
 *
 * The core's own Node transport (node-transport.ts) writes the headers itself, so it is told the
 * body's length and streams it, reporting progress as the socket takes each slice.
 *
 * A fetch (Electron's `net.fetch` in the app, Node's fetch in tests and tools) is never given a
 * Content-Length, Transfer-Encoding or any other header the network stack owns: Chromium refuses
 * a request that carries one (`net::ERR_INVALID_ARGUMENT`; the list is in
 * src/main/shell/policy/chromium-request.ts). The stack sets Content-Length itself from a body of
 * known length, so a body whose length is known goes as bytes: a stream announced with its length
 * is read whole first. (Electron's `net.fetch` does the same to any body: its ClientRequest,
 * without chunked encoding, collects the whole body before it starts the request;
 * electron/electron lib/browser/api/net-client-request.ts, `SlurpStream`.) Only a stream of
 * unknown length goes as a stream, with `duplex: 'half'`, which fetch's Request requires of one
 * (and `net.fetch` builds that Request first: lib/browser/api/net-fetch.ts).
 */

/** The body and headers for the Node transport: its length announced when known. */
export function bodyForExchange(
  body: WireBody | undefined,
  headers: Record<string, string>,
  options: { bodyLength?: number; onProgress?: (sent: number, total: number) => void },
): { body: WireBody | undefined; headers: Record<string, string> } {
  if (body instanceof Uint8Array && options.onProgress) {
    // Streamed in slices with its length, so a large upload reports progress without a copy.
    return {
      body: progressStream(body, options.onProgress),
      headers: { ...headers, 'content-length': String(body.byteLength) },
    };
  }
  const streamed = body instanceof Readable || body instanceof ReadableStream;
  if (streamed && options.bodyLength !== undefined) {
    return { body, headers: { ...headers, 'content-length': String(options.bodyLength) } };
  }
  // Text and bytes: the transport counts them itself; an unknown stream goes chunked.
  return { body, headers };
}

/**
 * The body for a fetch: text or bytes as they are, a stream of announced length as the bytes it
 * holds (checked against that length), any other stream as it comes.
 */
export async function bodyForFetch(
  body: WireBody | undefined,
  bodyLength: number | undefined,
): Promise<{
  body: string | Uint8Array | ReadableStream<Uint8Array> | undefined;
  streamed: boolean;
}> {
  if (body === undefined || typeof body === 'string' || body instanceof Uint8Array) {
    return { body, streamed: false };
  }
  if (bodyLength !== undefined)
    return { body: await readExactly(body, bodyLength), streamed: false };
  const stream =
    body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body;
  return { body: stream, streamed: true };
}

/** Every byte of `source` in one array, which must be exactly `length` bytes long. */
export async function readExactly(
  source: Readable | ReadableStream<Uint8Array>,
  length: number,
): Promise<Uint8Array> {
  const bytes = new Uint8Array(length);
  let filled = 0;
  // Both are async iterables: a Node Readable of Buffers (or strings), a web stream of bytes.
  for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
    const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (filled + part.byteLength > length) {
      throw new RangeError(`The request body is longer than the ${length} bytes announced.`);
    }
    bytes.set(part, filled);
    filled += part.byteLength;
  }
  if (filled !== length) {
    throw new RangeError(
      `The request body ended after ${filled} of the ${length} bytes announced.`,
    );
  }
  return bytes;
}

const UPLOAD_SLICE_BYTES = 64 * 1024;

/** A stream over `bytes` that reports each slice as the network pulls it. */
function progressStream(
  bytes: Uint8Array,
  onProgress: (sent: number, total: number) => void,
): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.byteLength) {
        controller.close();
        return;
      }
      const slice = bytes.subarray(sent, sent + UPLOAD_SLICE_BYTES);
      sent += slice.byteLength;
      controller.enqueue(slice);
      onProgress(sent, bytes.byteLength);
    },
  });
}
