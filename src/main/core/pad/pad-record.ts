import { z } from 'zod';
import { RECORD_APP_TAG } from '../../../shared/records';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import type { OutboxReads } from '../outbox/outbox-reads';
import { isPlatformError, PlatformError } from '../platform/errors';
import { putOnRecord } from '../platform/records-api';
import { recordShowsFile } from '../platform/records-read-back';
import type { PadRecordStep } from '../../../shared/pad-view';
import type { SealedFiles } from '../storage/sealed-files';
import { uploadTimeoutMs } from '../documents/documents-api';
import type { PadRecordRepository } from './pad-record-repository';
import type { PadRepository } from './pad-repository';
import { finalizedRowToSend } from './pad-sent-row';

export const PAD_RECORD = 'pad.record';

/** The seal context of a finalized revision's PDF: it cannot pass for another pad's. */
export const pdfContext = (id: string): string => `pad-record:${id}:pdf`;
/** The sealed file's id: one per pad and revision. */
export const pdfFileId = (padId: string, revision: number): string => `${padId}-${revision}`;

/**
 * The outbox row carries ids only: the PDF and the patient's id wait sealed on this computer.
 * `documentId` is the Records document id made once at finalize.
 */
export const RecordPayloadSchema = z
  .object({
    padId: z.uuid(),
    revision: z.number().int().min(1),
    documentId: z.uuid(),
    /** The patient was created offline: the row waits for that create, and its id is read then. */
    waitsForPatient: z.literal(true).optional(),
  })
  .strict();
export type RecordPayload = z.infer<typeof RecordPayloadSchema>;

export const RecordResultSchema = z.object({ documentId: z.string() });

/** The finalized prescription's PDF, as printed (the shell's printout). */
export type PrescriptionPdfMaker = (padId: string) => Promise<Uint8Array>;

/** A time's day on this computer's calendar (the printout's day of the visit). */
export function localDay(at: number): string {
  const date = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Prescription, 28 Nov 2026": the document's title on the record (the patient is the record's). */
export function recordTitle(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `Prescription, ${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The visit's day at midnight UTC, epoch seconds (`dd_e`): a date, not an instant. */
export function documentDateOf(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);
}

const WHAT = 'Putting the prescription on the patient’s record';

/** Each step in the Sync screen's words. */
const SYNC_STEP_WORDS: Record<PadRecordStep, string> = {
  'making-pdf': 'making its PDF',
  presigning: 'asking the platform where it goes',
  uploading: 'uploading the PDF',
  checking: 'checking the PDF is on the record',
};

/**
 * `pad.record`: the finalized prescription's PDF to the patient's record (Records API, `dt: "ps"`),
 * presign then upload in each attempt. The PDF is made once and kept sealed, so every attempt sends
 * the same bytes; it is let go of once the platform confirmed it.
 */
export function padRecordOperation(deps: {
  repository: PadRepository;
  records: PadRecordRepository;
  files: SealedFiles;
  clock: { now(): number };
  timeoutBaseMs: number;
  makePdf?: PrescriptionPdfMaker;
  /**
   * The pad's consultation's patient as the platform knows them: undefined when the pad is no
   * consultation's (nothing to print a name from, no record to put it on).
   */
  patientOf?: (padId: string) => { platformId?: string } | undefined;
  onStep(padId: string, step: PadRecordStep | undefined): void;
  /** The step of the attempt running now for a pad, if one is. */
  stepOf?(padId: string): PadRecordStep | undefined;
  logWarn(message: string, error: unknown): void;
}): OutboxOperation<RecordPayload> {
  const { repository, records, files } = deps;

  async function pdfOf(padId: string, revision: number): Promise<Uint8Array> {
    const record = records.get(padId, revision);
    if (!record) {
      throw new CoreError(
        'LOCAL_DATA_DAMAGED',
        'The record of this prescription’s upload is missing on this computer.',
      );
    }
    if (!deps.makePdf) {
      throw new CoreError(
        'INTERNAL',
        'The prescription’s PDF is made by the desktop app; this build cannot make it, so it waits.',
      );
    }
    if (record.pdfFile) {
      // The PDF made by an earlier attempt: the same bytes on every retry.
      try {
        return await files.read(pdfFileId(padId, revision), record.pdfFile);
      } catch (error) {
        // Gone or damaged: made again from the finalized pad, which says the same.
        deps.logWarn('a kept prescription PDF could not be read; it is made again', error);
        records.clearPdf(padId, revision);
      }
    }
    deps.onStep(padId, 'making-pdf');
    const bytes = await deps.makePdf(padId);
    const file = await files.write(pdfFileId(padId, revision), bytes);
    records.setPdf(padId, revision, file, bytes.byteLength);
    return bytes;
  }

  return {
    name: PAD_RECORD,
    title: 'Prescription to the patient’s record',
    schema: RecordPayloadSchema,
    sendingWords: ({ padId }) => {
      const step = deps.stepOf?.(padId);
      return step ? SYNC_STEP_WORDS[step] : undefined;
    },
    subject: ({ padId }) => ({ kind: 'pad', id: padId }),
    async send({ padId, revision, documentId, waitsForPatient }, context) {
      const row = finalizedRowToSend(repository, padId, revision);
      // The record is the consultation's patient's, the one the printout names. A patient created
      // offline was waited for (the row depended on that create), so their id is known now.
      const owner = deps.patientOf?.(padId);
      if (!owner) {
        throw new CoreError(
          'REJECTED',
          'This prescription is not part of a consultation, so there is no patient’s record to put it on. It stays on this computer.',
        );
      }
      const oid = owner.platformId;
      if (!oid) {
        throw new CoreError(
          'REJECTED',
          `This patient is not on the platform’s patient directory${waitsForPatient ? ' (their registration was discarded)' : ''}, so the prescription cannot be put on their record. It stays on this computer.`,
        );
      }
      const client = context.backend.client;
      const shown = (): Promise<boolean> =>
        recordShowsFile(client, oid, documentId, 'PDF', { signal: context.signal });
      try {
        // An earlier attempt's upload that the app did not hear the end of: the record already
        // shows the PDF, so nothing is sent again.
        if (await shown()) return { documentId };
        const bytes = await pdfOf(padId, revision);
        const day = localDay(row.createdAt);
        await putOnRecord(
          context.backend.client,
          oid,
          {
            documentId,
            dt: 'ps',
            documentDate: documentDateOf(day),
            tags: [RECORD_APP_TAG],
            title: recordTitle(day),
          },
          {
            bytes,
            contentType: 'application/pdf',
            fileName: `prescription-${day}.pdf`,
          },
          {
            idempotencyKey: context.idempotencyKey,
            signal: context.signal,
            timeoutMs: uploadTimeoutMs(bytes.byteLength, deps.timeoutBaseMs),
            onStep: (step) => deps.onStep(padId, step),
          },
        );
        // The storage service's "stored" is not the record's: a file can be stored where the
        // document no longer expects it (a late presign gave the document new file slots). Only
        // the record itself showing the PDF makes it "on the patient's record".
        deps.onStep(padId, 'checking');
        if (!(await shown())) throw notShownYet();
        return { documentId };
      } catch (error) {
        throw inWords(error);
      } finally {
        deps.onStep(padId, undefined);
      }
    },
    confirmed({ padId, revision }) {
      settleRecord(deps, padId, revision);
    },
  };
}

interface SettleDeps {
  repository: PadRepository;
  records: PadRecordRepository;
  files: SealedFiles;
  clock: { now(): number };
  logWarn(message: string, error: unknown): void;
}

/** The platform has the PDF: the revision counts as sent, and its sealed PDF is let go of. */
function settleRecord(deps: SettleDeps, padId: string, revision: number): void {
  const { records, files } = deps;
  records.confirm(padId, revision, deps.clock.now());
  deps.repository.markSent(padId, revision, deps.clock.now());
  const record = records.get(padId, revision);
  if (!record?.pdfFile) return;
  records.clearPdf(padId, revision);
  files
    .remove(record.pdfFile)
    .catch((error: unknown) => deps.logWarn('removing a sent prescription’s PDF failed', error));
}

/**
 * At start: a record upload committed done just before the app was killed never heard
 * `confirmed`, so the revision was not marked sent and its PDF stayed. Each such revision (its
 * pad's row done in the outbox, for that very revision) is settled now. Returns how many were.
 */
export function settleConfirmedRecords(
  deps: SettleDeps & { outbox: Pick<OutboxReads, 'get'> },
): number {
  let settled = 0;
  for (const record of deps.records.unconfirmed()) {
    const pad = deps.repository.get(record.padId);
    if (pad?.outboxId === undefined) continue;
    const row = deps.outbox.get(pad.outboxId);
    if (row?.operation !== PAD_RECORD || row.state !== 'done' || !row.payload) continue;
    const payload = RecordPayloadSchema.safeParse(JSON.parse(row.payload));
    if (!payload.success || payload.data.revision !== record.revision) continue;
    settleRecord(deps, record.padId, record.revision);
    settled += 1;
  }
  return settled;
}

/**
 * The upload was stored but the record does not show the PDF (yet). Sent again after the outbox's
 * backoff: the next attempt first reads the record, and uploads again only if the PDF is still
 * not there.
 */
function notShownYet(): CoreError {
  return new CoreError(
    'SERVER_ERROR',
    `${WHAT}: the PDF was uploaded, but the patient’s record does not show it yet. It is checked again shortly, and sent again if it is still missing.`,
  );
}

/** The platform's refusals of this upload, said for the doctor. */
function inWords(error: unknown): unknown {
  if (!isPlatformError(error) || error.failure !== 'http') return error;
  if (error.status === 403 && !error.platformCode) {
    const words = `This platform account may not write to patients’ records${error.reason ? ` (the platform said: ${error.reason.replace(/[\s.!]+$/, '')})` : ''}. The PDF stays on this computer; ask the platform to allow it, then Retry.`;
    return new PlatformError('REJECTED', `${WHAT}: ${words}`, {
      failure: 'http',
      status: 403,
      reason: words,
    });
  }
  return error;
}
