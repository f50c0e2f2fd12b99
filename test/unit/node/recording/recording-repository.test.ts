import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import {
  createRecordingRepository,
  recordingOrderingKey,
  type RecordingRepository,
} from '../../../../src/main/core/recording/recording-repository';
import { createFakeClock } from '../../../helpers/fake-clock';
import { makeTempDir } from '../../../helpers/temp-dir';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let outbox: OutboxRepository;
let recordings: RecordingRepository;

beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  outbox = createOutboxRepository(db, createFakeClock());
  recordings = createRecordingRepository(db, outbox);
  recordings.insertSession({
    id: 's1',
    account: 'a',
    model: 'pro',
    mode: 'consultation',
    templates: [],
    languageHint: [],
    createdAt: 1,
  });
});
afterEach(() => {
  db.close();
  temp.remove();
});

function chunk(sequence: number): number {
  const row = outbox.enqueue({
    operation: 'recording.chunk',
    orderingKey: recordingOrderingKey('s1'),
    account: 'a',
    payload: { sessionId: 's1', sequence },
  });
  recordings.insertChunk({
    sessionId: 's1',
    sequence,
    outboxId: row.id,
    sizeBytes: 10,
    sha256: 'x',
    durationMs: 1000,
    mediaType: 'audio/wav',
    storedFile: `s1-${sequence}.chunk`,
    createdAt: 1,
  });
  return row.id;
}

describe('recording repository and the outbox', () => {
  it('counts a chunk sent only once its upload is written, and confirms at start the ones the outbox finished', () => {
    const first = chunk(0);
    chunk(1);
    outbox.claimReady(1, 'a');
    outbox.markDone(first); // the app stops here, before the chunk's upload is written
    expect(recordings.get('s1')?.uploadedCount).toBe(0);
    expect(recordings.confirmDeliveredChunks(50)).toBe(1);
    expect(recordings.get('s1')?.uploadedCount).toBe(1);
    expect(recordings.chunk('s1', 0)?.uploadedAt).toBe(50);
    expect(recordings.chunk('s1', 1)?.uploadedAt).toBeUndefined();
    expect(recordings.confirmDeliveredChunks(60)).toBe(0);
  });

  it('names the refused step of a session through the outbox', () => {
    const first = chunk(0);
    expect(recordings.blockedStep('s1')).toBeUndefined();
    outbox.claimReady(1, 'a');
    outbox.markRejected(first, 'The audio format is not accepted.');
    expect(recordings.blockedStep('s1')).toEqual({
      outboxId: first,
      state: 'rejected',
      error: 'The audio format is not accepted.',
    });
  });
});
