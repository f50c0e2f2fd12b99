import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenManager } from '../../../src/main/core/platform/auth';
import { createPlatformClient } from '../../../src/main/core/platform/client';
import { PlatformError } from '../../../src/main/core/platform/errors';
import { createVoiceApi, isSessionEnded } from '../../../src/main/core/platform/voice-api';

// The app's voice client against a loopback peer that answers what the test scripts: the
// answers the sandbox never gives (a 200 that says it failed, one that names another file),
// and published shapes read field by field.

interface Scripted {
  status: number;
  body: unknown;
}
let next: Scripted = { status: 200, body: {} };
const seen: { method: string; url: string; type: string | undefined; body: string }[] = [];
let server: Server;
let baseUrl: string;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        type: request.headers['content-type'],
        body,
      });
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** Tokens are not what is under test here: a fixed one. */
const tokens: TokenManager = {
  getAccessToken: () => Promise.resolve('token'),
  renewAfterRejection: () => Promise.resolve('token'),
  signOut: () => undefined,
};
const voice = () => createVoiceApi(createPlatformClient({ fetch, baseUrl, tokens }));
const chunk = {
  fileName: 'audio_3.wav',
  mediaType: 'audio/wav' as const,
  bytes: Buffer.from('RIFF'),
};

describe('the voice client', () => {
  it('posts a chunk under its file name with its audio type, and takes the published 200', async () => {
    next = {
      status: 200,
      body: { session_id: 's', success: true, original_filename: 'audio_3.wav', extra: [1] },
    };
    await voice().uploadChunk('session-0123456789', chunk);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/voice/v1/sessions/session-0123456789/audio/audio_3.wav',
      type: 'audio/wav',
      body: 'RIFF',
    });
  });

  it.each([
    [{ session_id: 's', success: false, original_filename: 'audio_3.wav' }, 'says it failed'],
    [{ session_id: 's', success: true, original_filename: 'audio_4.wav' }, 'names another record'],
  ])('does not count %j as received', async (body, words) => {
    next = { status: 200, body };
    const error = await voice()
      .uploadChunk('session-0123456789', chunk)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE' });
    expect((error as Error).message).toContain(words);
  });

  it('knows a chunk refused because the session was committed', async () => {
    next = { status: 400, body: { error: { code: 'session_ended', message: 'Session ended' } } };
    const error = await voice()
      .uploadChunk('session-0123456789', chunk)
      .catch((caught: unknown) => caught);
    expect(isSessionEnded(error)).toBe(true);
    next = { status: 400, body: { error: { code: 'invalid_audio_format', message: 'no' } } };
    const other = await voice()
      .uploadChunk('session-0123456789', chunk)
      .catch((caught: unknown) => caught);
    expect(isSessionEnded(other)).toBe(false);
  });

  it('reads a 410 poll body as expired or cancelled, and an unknown status as an error', async () => {
    next = { status: 410, body: { status: 'expired', message: 'Session expired', templates: {} } };
    await expect(voice().poll('session-0123456789')).rejects.toMatchObject({
      status: 410,
      platformCode: 'SESSION_EXPIRED',
    });
    next = { status: 410, body: { status: 'cancelled' } };
    await expect(voice().poll('session-0123456789')).rejects.toMatchObject({
      platformCode: 'SESSION_CANCELLED',
    });
    next = { status: 201, body: {} };
    await expect(voice().poll('session-0123456789')).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('refuses to send a PATCH the published schema would refuse, before any request', async () => {
    const before = seen.length;
    await expect(
      voice().updateSession('session-0123456789', { mode: 'dictation' } as never),
    ).rejects.toThrow();
    expect(seen.length).toBe(before);
  });

  it('names the field it needs when an answer lacks it', async () => {
    next = { status: 201, body: { status: 'created' } };
    const error = await voice()
      .createSession({ upload_type: 'chunked' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE' });
    expect((error as Error).message).toContain('at session_id');
  });
});
