import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import {
  phase,
  record,
  sandboxSession,
  sha256,
  RECORDING_FAST as FAST,
  chunkFiles,
} from '../../helpers/recording';
import { until } from '../../helpers/until';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('recordings saved by versions before chunks were kept in the database', () => {
  it('sends chunks an older version kept in sealed files, then deletes those files', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 50 } });
    app.core.network.setOsOnline(false);
    const { id } = await app.value('recording:start', {});
    const chunks = await record(app, id, 2);
    // What a version before 0017 left: each chunk's audio in a sealed file its row names (the
    // seal context is the same), nothing in the database.
    const db = app.core.db;
    const rows = db
      .prepare<[], { sequence: number; sealed: Buffer }>(
        'SELECT sequence, sealed FROM recording_chunk_audio ORDER BY sequence',
      )
      .all();
    for (const row of rows) {
      const name = `${id}-${row.sequence}.chunk`;
      writeFileSync(path.join(app.dataDir, 'recordings', name), row.sealed);
      db.prepare(
        'UPDATE recording_chunks SET stored_file = ? WHERE session_id = ? AND sequence = ?',
      ).run(name, id, row.sequence);
    }
    db.prepare('DELETE FROM recording_chunk_audio').run();
    expect(chunkFiles(app)).toEqual([`${id}-0.chunk`, `${id}-1.chunk`]);
    // The restart ends the session (interrupted) and sends it, reading the audio from the files.
    await app.restart();
    await phase(app, id, 'completed');
    expect(sandboxSession(app, id).chunks.map((c) => c.sha256)).toEqual(chunks.map(sha256));
    await until(() => chunkFiles(app!).length === 0, 'the old audio files to be removed');
  });
});
