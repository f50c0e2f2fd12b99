import { createHmac, randomBytes } from 'node:crypto';
import type { RecordFile, UploadForm } from './records-store';

/** Where a presigned form points: the sandbox itself, `<base>/__records/upload/<token>`. */
export const RECORDS_UPLOAD_PATH = '/__records/upload';
/** Where a stored file is read back (`asset_url`), `<base>/__records/files/<token>`. */
export const RECORDS_FILES_PATH = '/__records/files';

const BUCKET = 'sandbox-records';
const REGION = 'ap-south-1';
const ACCESS_KEY = 'SANDBOXRECORDS';

/** `20260820T101500Z`, as `x-amz-date` writes a time. */
function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Signs upload forms the way an S3 POST policy looks: the policy (Base64 JSON naming the bucket,
 * the key, the content type, the exact length and the expiry) and its HMAC under a secret only
 * this sandbox knows. The storage keeps each form it signed and compares the fields that come back.
 */
export class FormSigner {
  private readonly secret = randomBytes(32);

  constructor(private readonly baseUrl: () => string) {}

  sign(
    file: RecordFile,
    scope: { clientId: string; documentId: string },
    now: number,
    ttlMs: number,
  ): UploadForm & { url: string } {
    const expiresAt = now + ttlMs;
    const date = amzDate(now);
    const credential = `${ACCESS_KEY}/${date.slice(0, 8)}/${REGION}/s3/aws4_request`;
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(expiresAt).toISOString(),
        conditions: [
          { bucket: BUCKET },
          { key: file.key },
          { 'Content-Type': file.contentType },
          ['content-length-range', file.fileSize, file.fileSize],
          { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
          { 'x-amz-credential': credential },
          { 'x-amz-date': date },
        ],
      }),
    ).toString('base64');
    const token = randomBytes(24).toString('base64url');
    return {
      token,
      clientId: scope.clientId,
      documentId: scope.documentId,
      key: file.key,
      fileSize: file.fileSize,
      expiresAt,
      url: `${this.baseUrl()}${RECORDS_UPLOAD_PATH}/${token}`,
      fields: {
        key: file.key,
        policy,
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-credential': credential,
        'x-amz-date': date,
        'x-amz-signature': createHmac('sha256', this.secret).update(policy).digest('hex'),
        'Content-Type': file.contentType,
      },
    };
  }

  /** The URL a stored file is read back from. */
  assetUrl(file: RecordFile): string {
    return `${this.baseUrl()}${RECORDS_FILES_PATH}/${file.assetToken}`;
  }
}
