import { boundaryFor } from '../platform/multipart-boundary';

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

export { boundaryFor };

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
