import { boundaryFor } from './multipart-boundary';

/** `"` and line breaks escaped in a quoted parameter, as browsers do (WHATWG HTML, form data). */
function quoteParameter(value: string): string {
  return value.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/**
 * A presigned POST form as `multipart/form-data` (RFC 7578): every field the platform gave, in its
 * order, then the file last (the storage service reads fields until the file). The boundary comes
 * from `seed`, so every retry of one upload sends the same bytes.
 */
export function presignedFormBody(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; contentType: string; fileName: string },
  seed: string,
): { contentType: string; bytes: Uint8Array } {
  const fieldText = Object.entries(fields)
    .map(([name, value]) => `${name}\u0000${value}`)
    .join('\u0000');
  const boundary = boundaryFor(seed, file.bytes, fieldText);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoteParameter(name)}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoteParameter(file.fileName)}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
      'utf8',
    ),
    Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(parts) };
}
