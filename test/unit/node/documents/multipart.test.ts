import { describe, expect, it } from 'vitest';
import { boundaryFor, multipartFile } from '../../../../src/main/core/documents/multipart';

async function parse(body: { contentType: string; bytes: Uint8Array }): Promise<File> {
  const form = await new Response(body.bytes, {
    headers: { 'content-type': body.contentType },
  }).formData();
  const part = form.get('file');
  if (!(part instanceof File)) throw new Error('no file part');
  return part;
}

describe('multipart file body', () => {
  it('is read back by a standard parser as the same bytes, name and type', async () => {
    const bytes = new Uint8Array(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));
    const body = multipartFile(
      { name: 'रिपोर्ट "final"\r\n.pdf', mediaType: 'application/pdf', bytes },
      'key-1',
    );
    const part = await parse(body);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes);
    // Quotes and line breaks travel escaped (%22, %0D, %0A) and come back as typed.
    expect(part.name).toBe('रिपोर्ट "final"\r\n.pdf');
    expect(part.type).toBe('application/pdf');
  });

  it('uses the same boundary for the same key (byte-identical retries) and another for another key', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const a = multipartFile({ name: 'a', mediaType: 'text/plain', bytes }, 'key-1');
    const b = multipartFile({ name: 'a', mediaType: 'text/plain', bytes }, 'key-1');
    const c = multipartFile({ name: 'a', mediaType: 'text/plain', bytes }, 'key-2');
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    expect(a.contentType).toBe(b.contentType);
    expect(a.contentType).not.toBe(c.contentType);
  });

  it('never picks a boundary that occurs in the file', async () => {
    const first = boundaryFor('seed', new Uint8Array(0));
    const tricky = Buffer.from(`xx${first}yy`);
    const chosen = boundaryFor('seed', tricky);
    expect(chosen).not.toBe(first);
    const part = await parse(
      multipartFile({ name: 'f', mediaType: 'text/plain', bytes: tricky }, 'seed'),
    );
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe(tricky.toString());
  });
});
