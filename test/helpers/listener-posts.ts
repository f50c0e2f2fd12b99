import { request } from 'node:http';
import { connect } from 'node:net';

/** POSTs `body` to the listener over real HTTP; resolves with the status (the answer's body is read). */
export function post(
  url: string,
  body: Buffer | string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  options: { chunked?: boolean } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const req = request(url, {
      method: 'POST',
      // A connection per request: a listener restarted in between closed the old ones.
      agent: false,
      headers: options.chunked ? headers : { ...headers, 'content-length': String(bytes.length) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (options.chunked) {
      // Two pieces without a length: the listener counts them as they come.
      const half = Math.floor(bytes.length / 2);
      req.write(bytes.subarray(0, half));
      req.end(bytes.subarray(half));
    } else req.end(bytes);
  });
}

/**
 * Sends only a request's head, announcing `contentLength` bytes that never come, and resolves with
 * the status of the answer: a listener that decides from the headers answers; one that waits for
 * the body never does (the test then times out).
 */
export function headOnly(
  url: string,
  headers: Record<string, string>,
  contentLength: number,
): Promise<number> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (line) {
        resolve(Number(line[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    const lines = [
      `POST ${pathname}${search} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Content-Length: ${contentLength}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}
