import { createHash } from 'node:crypto';
import {
  checkSignatureImage,
  type SignatureMediaType,
  type SignatureRef,
  type SignatureView,
} from '../../../shared/signature-image';
import type { Clock } from '../clock';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import { CoreError } from '../errors';

/*
 * The doctor's signature or stamp image (docs/printout.md). Each image is kept once, sealed with
 * the data key, under its SHA-256; an account points at the one printed on prescriptions
 * finalized from now on. A finalized pad keeps which image it was signed with (its SignatureRef,
 * in the letterhead sealed with the pad), so an image is never deleted: choosing another or
 * removing it only moves the pointer, and every reprint finds the image it was signed with.
 */

export interface SignatureImage extends SignatureRef {
  bytes: Buffer;
}

export interface SignatureStore {
  /** The account's image, as a reference (for the letterhead a finalize keeps). */
  currentRef(account: string): SignatureRef | undefined;
  /** Settings' view: the account's image with a preview. */
  view(account: string): SignatureView;
  /** Checks, seals and keeps the image, and makes it the account's; refusals in one sentence. */
  choose(account: string, bytes: Uint8Array): SignatureView;
  /** Prescriptions finalized from now on carry no image; the image itself stays for reprints. */
  remove(account: string): SignatureView;
  /** An image by its SHA-256 (whatever account chose it), for a finalized pad's printout. */
  byHash(sha256: string): SignatureImage | undefined;
}

const contextOf = (sha256: string): string => `doctor-signature:${sha256}`;

interface ImageRow {
  sha256: string;
  media_type: SignatureMediaType;
  width: number;
  height: number;
  size_bytes: number;
  sealed: Buffer;
}

export function createSignatureStore(db: Db, vault: DataVault, clock: Clock): SignatureStore {
  const pointer = db.prepare<[string], { sha256: string | null; chosen_at: number | null }>(
    'SELECT signature_sha256 AS sha256, signature_chosen_at AS chosen_at FROM doctor_profile WHERE account_key = ?',
  );
  const image = db.prepare<[string], ImageRow>(
    'SELECT sha256, media_type, width, height, size_bytes, sealed FROM doctor_signatures WHERE sha256 = ?',
  );
  const insertImage = db.prepare<[string, string, number, number, number, Buffer, number]>(
    `INSERT INTO doctor_signatures (sha256, media_type, width, height, size_bytes, sealed, added_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(sha256) DO NOTHING`,
  );
  const point = db.prepare<[string, string | null, number | null]>(
    `INSERT INTO doctor_profile (account_key, signature_sha256, signature_chosen_at) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET signature_sha256 = excluded.signature_sha256,
       signature_chosen_at = excluded.signature_chosen_at`,
  );

  const refOf = (row: ImageRow): SignatureRef => ({
    sha256: row.sha256,
    mediaType: row.media_type,
    width: row.width,
    height: row.height,
  });

  function open(row: ImageRow): Buffer {
    try {
      return vault.open(row.sealed, contextOf(row.sha256));
    } catch (error) {
      throw keychainRefusal(
        error,
        'The signature image cannot be opened.',
        'Signature images are kept',
      );
    }
  }

  function currentRow(account: string): { row: ImageRow; chosenAt: number } | undefined {
    const at = pointer.get(account);
    if (!at?.sha256) return undefined;
    const row = image.get(at.sha256);
    return row ? { row, chosenAt: at.chosen_at ?? 0 } : undefined;
  }

  function view(account: string): SignatureView {
    const current = currentRow(account);
    if (!current) return {};
    const { row, chosenAt } = current;
    return {
      image: {
        mediaType: row.media_type,
        width: row.width,
        height: row.height,
        sizeBytes: row.size_bytes,
        dataUrl: `data:${row.media_type};base64,${open(row).toString('base64')}`,
        chosenAt: new Date(chosenAt).toISOString(),
      },
    };
  }

  return {
    currentRef(account) {
      const current = currentRow(account);
      return current ? refOf(current.row) : undefined;
    },
    view,
    choose(account, bytes) {
      const checked = checkSignatureImage(bytes);
      if (!checked.ok) throw new CoreError('INVALID_ARGUMENT', checked.problem);
      const { mediaType, width, height } = checked.facts;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      let sealed: Buffer;
      try {
        // Sealed before the transaction: a keychain refusal leaves the database untouched.
        sealed = vault.seal(bytes, contextOf(sha256));
      } catch (error) {
        throw keychainRefusal(
          error,
          'The signature image was not saved.',
          'Signature images are kept',
        );
      }
      const now = clock.now();
      db.transaction(() => {
        insertImage.run(sha256, mediaType, width, height, bytes.byteLength, sealed, now);
        point.run(account, sha256, now);
      })();
      return view(account);
    },
    remove(account) {
      point.run(account, null, null);
      return {};
    },
    byHash(sha256) {
      const row = image.get(sha256);
      return row ? { ...refOf(row), bytes: open(row) } : undefined;
    },
  };
}
