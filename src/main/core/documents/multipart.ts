import { createHash } from 'node:crypto';

/**
 * A `multipart/form-data` body with one file part named `file` (RFC 7578), built as bytes so the
 * upload can stream it and report progress. The boundary is derived from the change's
 * idempotency key, so every retry sends byte-identical bodies.
 */
export interface MultipartBody {
  contentType: string;
  bytes: Uint8Array;
}

/** `"` and line breaks escaped in a quoted parameter, as browsers do (WHATWG HTML, form data). */
function quoteParameter(value: string): string {
  return value.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

export function boundaryFor(seed: string, file: Uint8Array): string {
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHash('sha256').update(`${seed}:${attempt}`).digest('hex').slice(0, 32);
    const boundary = `ClinicCompanion-${digest}`;
    // A boundary must not occur in the content; with 128 bits this loop never turns twice.
    if (!Buffer.from(file.buffer, file.byteOffset, file.byteLength).includes(boundary)) {
      return boundary;
    }
  }
}

export function multipartFile(
  file: { name: string; mediaType: string; bytes: Uint8Array },
  seed: string,
): MultipartBody {
  const boundary = boundaryFor(seed, file.bytes);
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${quoteParameter(file.name)}"\r\n` +
      `Content-Type: ${file.mediaType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([head, file.bytes, tail]),
  };
}
