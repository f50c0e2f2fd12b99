import { createHash } from 'node:crypto';

/**
 * A multipart boundary derived from `seed` (a change's idempotency key), so every retry sends the
 * same bytes, and found in none of the content (the file's bytes, and any other text of the form).
 */
export function boundaryFor(seed: string, file: Uint8Array, otherText = ''): string {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHash('sha256').update(`${seed}:${attempt}`).digest('hex').slice(0, 32);
    const boundary = `ClinicCompanion-${digest}`;
    // With 128 bits this loop never turns twice.
    if (!bytes.includes(boundary) && !otherText.includes(boundary)) return boundary;
  }
}
