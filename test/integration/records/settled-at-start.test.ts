import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { visitPad } from '../../helpers/visit-pad';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

/**
 * The outbox commits a record upload done, then the pads feature hears `confirmed` (marks the
 * revision sent, lets its PDF go). An app killed in between must settle it at the next start.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface Left {
  confirmed_at: number | null;
  pdf_file: string | null;
  sent_at: number | null;
}

function read(dataDir: string, padId: string): Left {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return db
      .prepare<[string], Left>(
        `SELECT r.confirmed_at, r.pdf_file, p.sent_at FROM pad_records r JOIN pads p ON p.id = r.pad_id
         WHERE r.pad_id = ?`,
      )
      .get(padId)!;
  } finally {
    db.close();
  }
}

it('a record upload done just before a kill is marked sent at start and its kept PDF removed, not sent again', async () => {
  app = await startTestCompanion();
  const current = await visitPad(app);
  const padId = current.pad.id;
  await app.value('pad:save-draft', {
    pad: { ...current.pad, vitals: [{ vitalId: 'pulse', value: '76' }] },
  });
  await app.value('pad:finalize', { id: padId });
  await until(
    async () => (await app!.value('pad:get', { id: padId })).sync.state === 'sent',
    'the record upload',
  );
  await until(() => read(app!.dataDir, padId).pdf_file === null, 'the PDF to be let go of');
  expect(read(app.dataDir, padId).sent_at).not.toBeNull();

  // What a kill between the outbox's commit and `confirmed` leaves: the row done, the revision
  // neither confirmed nor sent, its sealed PDF still named and on disk.
  const leftPdf = `${padId}-1.pdf.sealed`;
  const pdfPath = path.join(app.dataDir, 'prescriptions', leftPdf);
  await app.restart(() => {
    writeFileSync(pdfPath, 'sealed bytes of the PDF');
    const db = new Database(path.join(app!.dataDir, DATABASE_FILE_NAME));
    try {
      db.prepare(
        'UPDATE pad_records SET confirmed_at = NULL, pdf_file = ?, pdf_size = 23 WHERE pad_id = ?',
      ).run(leftPdf, padId);
      db.prepare('UPDATE pads SET sent_at = NULL WHERE id = ?').run(padId);
    } finally {
      db.close();
    }
  });

  const settled = read(app.dataDir, padId);
  expect(settled.confirmed_at).not.toBeNull();
  expect(settled.sent_at).not.toBeNull();
  expect(settled.pdf_file).toBeNull();
  await until(() => !existsSync(pdfPath), 'the kept PDF to be removed');
  expect((await app.value('pad:get', { id: padId })).sync.state).toBe('sent');
  // Settled here, not sent again: one upload on the record.
  expect(app.sandbox.recordsFor(TEST_CLIENT_ID)).toMatchObject([{ uploadCount: 1 }]);
});
