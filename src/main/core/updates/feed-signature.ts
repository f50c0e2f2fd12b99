import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { base64url, CompactSign, compactVerify, importPKCS8, importSPKI } from 'jose';
import { pemOf } from './feed-keys';

/**
 * The Linux update feed's signature. electron-updater checks a deb or AppImage only against the
 * SHA-512 in latest-linux.yml, which comes from the same server as the file, so whoever controls
 * the server controls what installs. `npm run dist` therefore signs, with an Ed25519 key kept off
 * the server, what the yml says is to be installed (the version and each file's name and SHA-512),
 * and writes the signature into the yml as a detached JWS (RFC 7515 appendix F: the signed bytes
 * are not in it; the app rebuilds them from the yml it was served). The app, holding the public key
 * pinned at build time, refuses a feed whose signature does not verify before downloading, and
 * hashes the downloaded file itself against the signed SHA-512 before electron-updater may offer it.
 */

/** The field of latest-linux.yml holding the detached JWS. */
export const SIGNATURE_FIELD = 'clinicCompanionSignature';
/** RFC 9864's fully specified name for EdDSA over Ed25519. */
const ALGORITHM = 'Ed25519';
/** Bound into the signed bytes: a signature made for anything else cannot pass for a feed. */
const PURPOSE = 'clinic-companion-update-feed-v1';

export interface SignedFile {
  url: string;
  sha512: string;
}

/** Why an update was refused, as its `code` (the log shows `UpdateRefused:<code>`). */
export class UpdateRefused extends Error {
  override readonly name = 'UpdateRefused';
  constructor(
    readonly code: 'UNSIGNED' | 'BAD_SIGNATURE' | 'UNSIGNED_FILE' | 'FILE_CHANGED',
    message: string,
  ) {
    super(message);
  }
}

/** The version and files of a parsed yml, or undefined when it does not have that shape. */
function filesOf(
  info: Record<string, unknown>,
): { version: string; files: SignedFile[] } | undefined {
  const { version, files } = info;
  if (typeof version !== 'string' || !Array.isArray(files) || files.length === 0) return undefined;
  const signed: SignedFile[] = [];
  for (const file of files as unknown[]) {
    if (typeof file !== 'object' || file === null) return undefined;
    const { url, sha512 } = file as Record<string, unknown>;
    if (typeof url !== 'string' || typeof sha512 !== 'string') return undefined;
    signed.push({ url, sha512 });
  }
  return { version, files: signed };
}

/** The bytes signed, rebuilt from the yml as parsed (js-yaml, as electron-updater parses it). */
function signedBytes(feed: { version: string; files: SignedFile[] }): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({ purpose: PURPOSE, version: feed.version, files: feed.files }),
  );
}

/** `npm run dist`: the detached JWS to write into the yml under SIGNATURE_FIELD. */
export async function signFeed(
  info: Record<string, unknown>,
  privateKeyPem: string,
): Promise<string> {
  const feed = filesOf(info);
  if (!feed) throw new Error('The update feed has no version or no files with a SHA-512 to sign.');
  const key = await importPKCS8(pemOf(privateKeyPem), ALGORITHM);
  const jws = await new CompactSign(signedBytes(feed))
    .setProtectedHeader({ alg: ALGORITHM })
    .sign(key);
  const [header, , signature] = jws.split('.');
  return `${header}..${signature}`;
}

/** The app: the files the feed may install, once its signature verifies with the pinned key. */
export async function verifyFeed(
  info: Record<string, unknown>,
  publicKeyPem: string,
): Promise<SignedFile[]> {
  const detached = info[SIGNATURE_FIELD];
  const feed = filesOf(info);
  if (typeof detached !== 'string' || !/^[\w-]+\.\.[\w-]+$/.test(detached) || !feed) {
    throw new UpdateRefused('UNSIGNED', 'The update feed is not signed, so it was not installed.');
  }
  const [header, , signature] = detached.split('.');
  const key = await importSPKI(pemOf(publicKeyPem), ALGORITHM);
  try {
    await compactVerify(`${header}.${base64url.encode(signedBytes(feed))}.${signature}`, key, {
      algorithms: [ALGORITHM],
    });
  } catch {
    throw new UpdateRefused(
      'BAD_SIGNATURE',
      'The update feed’s signature does not match this app’s update key, so the update was not installed.',
    );
  }
  return feed.files;
}

/** The one signed file the updater is about to fetch (its name and SHA-512 both signed). */
export function signedFileFor(signed: readonly SignedFile[], file: SignedFile): SignedFile {
  const found = signed.find((each) => each.url === file.url && each.sha512 === file.sha512);
  if (!found) {
    throw new UpdateRefused(
      'UNSIGNED_FILE',
      'The update file is not one the feed’s signature names.',
    );
  }
  return found;
}

/** SHA-512 of a file, Base64 as electron-builder writes it into the yml. */
export async function sha512Of(file: string): Promise<string> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

/** The downloaded file is the signed one, byte for byte. */
export async function checkDownloadedFile(file: string, signed: SignedFile): Promise<void> {
  if ((await sha512Of(file)) !== signed.sha512) {
    throw new UpdateRefused(
      'FILE_CHANGED',
      'The downloaded update is not the file the feed’s signature names, so it was not installed.',
    );
  }
}
