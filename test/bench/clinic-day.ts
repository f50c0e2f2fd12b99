import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../src/main/core/clock';
import { sealCompactText } from '../../src/main/core/crypto/compact-seal';
import type { DataVault } from '../../src/main/core/crypto/data-vault';
import type { Db } from '../../src/main/core/db/connection';
import type { OutboxRepository } from '../../src/main/core/outbox/outbox-repository';
import { bodyContext, padContext } from '../../src/main/core/pad/pad-finalize';
import type { PadRepository } from '../../src/main/core/pad/pad-repository';
import { prescriptionBody } from '../../src/main/core/pad/prescription-wire';
import type { ChunkAudioStore } from '../../src/main/core/recording/recording-chunk-audio';
import { resultContext } from '../../src/main/core/recording/recording-outcomes';
import type { RecordingRepository } from '../../src/main/core/recording/recording-repository';
import type { Pad } from '../../src/shared/pad/pad';
import { bigPad } from './big-pad';

/**
 * One consultation as the app stores it, written through the real repositories (pads, recordings,
 * chunk audio, outbox) on a fake clock: a pad typed in a few autosaves, finalized and sent; a
 * 5-minute recording (15 chunks of 20 s) saved, sent, transcribed, its audio let go. `plain`
 * writes as the app did before retention: pads and transcriptions sealed uncompressed, chunk
 * audio in files (nothing of it in the database).
 */
export interface ClinicParts {
  db: Db;
  clock: Clock & { advance(ms: number): void };
  vault: DataVault;
  outbox: OutboxRepository;
  pads: PadRepository;
  recordings: RecordingRepository;
  audio: ChunkAudioStore;
  plain: boolean;
}

const ACCOUNT = 'bench-account';
const CHUNKS = 15;
/**
 * Audio is deleted the day it is transcribed, so its size sets only how many pages are freed
 * and given back each day, not what a year keeps: 2 KB chunks stand in for the 640 KB of 20 s
 * of WAV, so the year runs in seconds.
 */
const CHUNK_BYTES = 2_048;
const MINUTE = 60_000;

/** A seeded generator, so every run simulates the same year. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => (state = (state * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
}

const SYLLABLES = (
  'pa ra ce ta mol in fe ver cough head ache blo od pre ssu re su gar di ab et es tab let ' +
  'dose morn ing night ea ch day we ek pain thro at che st bre ath le ss no yes ok ay so ' +
  'and the of to is was it'
).split(' ');
/** 2,000 made-up words of one to three syllables. */
const VOCABULARY = ((): string[] => {
  const random = seeded(99);
  return Array.from({ length: 2_000 }, () => {
    let word = '';
    for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) {
      word += SYLLABLES[Math.floor(random() * SYLLABLES.length)]!;
    }
    return word;
  });
})();

/**
 * Speech-like text: words drawn with a skew toward the common ones, numbers among them (doses,
 * days, readings), a full stop every twelve words. 700 words (5 minutes of a consultation)
 * compress 2.3 times with DEFLATE; real clinical prose of that length compresses about 1.9 times,
 * conversation (more repetitive) somewhat more.
 */
function speech(words: number, seed: number): string {
  const random = seeded(seed);
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    const word =
      random() < 0.06
        ? String(Math.floor(random() * 1_000))
        : VOCABULARY[Math.floor(VOCABULARY.length * random() ** 1.5)]!;
    out.push(i % 12 === 11 ? `${word}.` : word);
  }
  return out.join(' ');
}

/** A typical consultation's pad: 8 findings with Since and a note, the vitals, 4 medicines. */
function consultationPad(now: Date): Pad {
  const pad = bigPad(8, now);
  for (let i = 0; i < 4; i += 1) {
    pad.medicines.push({
      localId: randomUUID(),
      drugId: `drug-${1_000 + i}`,
      name: ['Paracetamol 650 mg tablet', 'Cetirizine 10 mg', 'Pantoprazole 40 mg', 'ORS'][i]!,
      route: 'oral',
      instructions: 'After food, with water.',
    });
  }
  return pad;
}

function seal(parts: ClinicParts, value: unknown, context: string): Buffer {
  const text = JSON.stringify(value);
  return parts.plain
    ? parts.vault.sealText(text, context)
    : sealCompactText(parts.vault, text, context);
}

/** Every waiting outbox row sent and confirmed (what the sync loop does online). */
function drain(parts: ClinicParts): void {
  for (;;) {
    const claimed = parts.outbox.claimReady(50, ACCOUNT);
    if (claimed.length === 0) return;
    for (const row of claimed) parts.outbox.markDone(row.id, {});
  }
}

export function consultation(parts: ClinicParts, seed: number): void {
  const { db, clock, outbox, pads, recordings, audio } = parts;
  const at = () => clock.now();
  // The pad: created, four autosaves as the doctor types, finalized.
  const pad = consultationPad(new Date(at()));
  const id = pad.id;
  pads.insert({
    id,
    account: ACCOUNT,
    padSealed: seal(parts, pad, padContext(id)),
    createdAt: at(),
  });
  let revision = 1;
  for (let save = 0; save < 4; save += 1) {
    clock.advance(MINUTE);
    revision = pads.saveDraft(id, seal(parts, pad, padContext(id)), at(), revision) ?? revision;
  }

  // The recording, made meanwhile: created, 15 chunks saved, stopped.
  const sessionId = randomBytes(16).toString('hex');
  const enqueue = (operation: string, payload: object) =>
    outbox.enqueue({
      operation,
      orderingKey: `recording:${sessionId}`,
      account: ACCOUNT,
      payload: { sessionId, ...payload },
    });
  db.transaction(() => {
    recordings.insertSession({
      id: sessionId,
      account: ACCOUNT,
      model: 'lite',
      mode: 'consultation',
      templates: ['soap'],
      languageHint: ['en'],
      createdAt: at(),
    });
    enqueue('recording.create', {});
    enqueue('recording.user-status', { userStatus: 'init' });
    enqueue('recording.user-status', { userStatus: 'recording_started' });
  })();
  for (let sequence = 0; sequence < CHUNKS; sequence += 1) {
    const bytes = randomBytes(CHUNK_BYTES);
    const sealed = parts.plain ? undefined : audio.seal(sessionId, sequence, bytes);
    db.transaction(() => {
      const row = enqueue('recording.chunk', { sequence });
      recordings.insertChunk({
        sessionId,
        sequence,
        outboxId: row.id,
        sizeBytes: 640_044,
        sha256: 'f'.repeat(64),
        durationMs: 20_000,
        mediaType: 'audio/wav',
        createdAt: at(),
        ...(sealed ? {} : { storedFile: `${sessionId}-${sequence}.chunk` }),
      });
      if (sealed) audio.insert(sessionId, sequence, sealed);
    })();
  }
  clock.advance(5 * MINUTE);
  db.transaction(() => {
    recordings.setPhase(sessionId, 'sending', ['recording'], { stoppedAt: at() });
    enqueue('recording.user-status', { userStatus: 'commit' });
    enqueue('recording.end', { audioFilesSent: CHUNKS });
  })();

  // Finalize (the PDF to the patient's record, its document id kept), then everything is sent.
  db.transaction(() => {
    const documentId = randomUUID();
    const row = outbox.enqueue({
      operation: 'pad.record',
      orderingKey: `pad:${id}`,
      account: ACCOUNT,
      payload: { padId: id, revision: revision + 1, documentId },
    });
    db.prepare('INSERT INTO pad_records (pad_id, revision, document_id) VALUES (?, ?, ?)').run(
      id,
      revision + 1,
      documentId,
    );
    pads.finalize({
      id,
      revision,
      padSealed: seal(parts, pad, padContext(id)),
      bodySealed: seal(parts, prescriptionBody(pad), bodyContext(id, revision + 1)),
      outboxId: row.id,
      at: at(),
    });
  })();
  drain(parts);
  for (let sequence = 0; sequence < CHUNKS; sequence += 1) {
    recordings.markChunkUploaded(sessionId, sequence, at());
  }
  pads.markSent(id, revision + 1, at());
  recordings.setPhase(sessionId, 'processing', ['sending'], { endedAt: at() });

  // The transcription (about 700 words and a SOAP note) kept sealed; the audio let go.
  clock.advance(2 * MINUTE);
  const result = {
    sessionId,
    status: 'completed',
    receivedAt: at(),
    transcript: speech(700, seed),
    templates: [{ templateId: 'soap', status: 'completed', text: speech(180, seed + 1) }],
  };
  recordings.setPhase(sessionId, 'completed', ['processing'], {
    completedAt: at(),
    resultSealed: seal(parts, result, resultContext(sessionId)),
    problem: null,
  });
  if (parts.plain) {
    for (let sequence = 0; sequence < CHUNKS; sequence += 1) {
      recordings.clearChunkFile(sessionId, sequence);
    }
  } else audio.drop(sessionId);
}
