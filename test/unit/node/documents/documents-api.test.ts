import { describe, expect, it } from 'vitest';
import { postDocument } from '../../../../src/main/core/documents/documents-api';
import type { TokenManager } from '../../../../src/main/core/platform/auth';
import { createPlatformClient } from '../../../../src/main/core/platform/client';
import { bytesSource } from '../../../../src/main/core/storage/byte-source';

const tokens: TokenManager = {
  getAccessToken: () => Promise.resolve('token'),
  renewAfterRejection: () => Promise.resolve('token'),
  signOut: () => undefined,
};

/** The query of the one request postDocument sends for a document of this type. */
async function queryFor(documentType: string | undefined): Promise<Record<string, string>> {
  const urls: URL[] = [];
  const client = createPlatformClient({
    fetch: (input) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return Promise.resolve(
        new Response(JSON.stringify({ document_id: 'd-1' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
    baseUrl: 'https://platform.invalid',
    tokens,
  });
  await postDocument(
    client,
    {
      source: bytesSource(new Uint8Array([1, 2, 3])),
      fileName: 'cbc.pdf',
      mediaType: 'application/pdf',
      form: 'multipart',
      task: 'smart',
      ...(documentType === undefined ? {} : { documentType }),
    },
    { idempotencyKey: 'k', timeoutBaseMs: 1000 },
  );
  expect(urls.map((url) => url.pathname)).toEqual(['/mr/api/v2/docs']);
  return Object.fromEntries(urls[0]!.searchParams);
}

describe('the parsing upload’s query (records.json uploadDocument)', () => {
  it('always carries the task, and dt only as lr, the one type the route publishes', async () => {
    expect(await queryFor('lr')).toEqual({ task: 'smart', dt: 'lr' });
    expect(await queryFor(undefined)).toEqual({ task: 'smart' });
    // A free-text type saved by an earlier version is left out, not sent for the route to refuse.
    expect(await queryFor('lab_report')).toEqual({ task: 'smart' });
    expect(await queryFor('LR')).toEqual({ task: 'smart' });
  });
});
