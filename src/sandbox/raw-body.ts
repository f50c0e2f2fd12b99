/**
 * A body that is not JSON: sent as it is with its own content type (the parsing upload's
 * `text/plain` 400, the storage's S3-style XML errors, a stored file). The fault layer never
 * corrupts it.
 */
export class RawBody {
  constructor(
    readonly contentType: string,
    readonly content: string | Buffer,
  ) {}
}

/** The XML special characters escaped, for text placed inside an element. */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An S3-style error document, `<Error><Code>..</Code><Message>..</Message></Error>`. */
export function s3ErrorBody(code: string, message: string): RawBody {
  return new RawBody(
    'application/xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${xmlText(code)}</Code><Message>${xmlText(message)}</Message></Error>`,
  );
}
