import { randomUUID } from 'node:crypto';
import { deleteRecord, getRecord, listRecords } from '../record-documents';
import { presignRecord, uploadToPresigned, type RecordBatch } from '../records-api';
import { change, state, type CheckContext, type CheckStep } from './check-types';
import { testPdf } from './test-pdf';

/*
 * The patient's health record (`spec/published/records.json`), checked on a patient kept for
 * testing and named by the user (`--test-patient-oid`), never on another: read-only, the list of
 * that patient's documents; with `--write`, a one-page PDF marked TEST goes on the record as `ot`
 * (other) through the published two steps, is read back and deleted with the published DELETE.
 */

/** The document the write steps make, as the presign names it. */
export const TEST_RECORD = {
  dt: 'ot',
  title: 'TEST — Clinic Companion connection check',
  tags: ['clinic-companion-check'],
  fileName: 'clinic-companion-check-TEST.pdf',
} as const;

const UPLOAD_TIMEOUT_MS = 30_000;

function testPatient(context: CheckContext): string {
  // The runner skips these steps without one; reaching here without one is a bug.
  if (context.testPatientOid === undefined) throw new Error('no test patient is named');
  return context.testPatientOid;
}

function batch(context: CheckContext, documentId: string, size: number): RecordBatch {
  return {
    documentId,
    dt: TEST_RECORD.dt,
    documentDate: Math.floor(context.now() / 1000),
    tags: TEST_RECORD.tags,
    title: TEST_RECORD.title,
    files: [{ contentType: 'application/pdf', size }],
  };
}

export function recordsSteps(): CheckStep[] {
  return [
    {
      check: 'records.list',
      group: 'records',
      write: false,
      testPatient: true,
      words: "Listed the test patient's documents on their health record.",
      run: async (context) => void (await listRecords(context.client, testPatient(context))),
    },
    {
      check: 'records.presign',
      group: 'records',
      write: true,
      testPatient: true,
      words: 'Asked where to upload a one-page PDF marked TEST for the test patient.',
      run: async (context) => {
        const pdf = testPdf();
        const documentId = randomUUID();
        const presigned = await presignRecord(
          context.client,
          testPatient(context),
          batch(context, documentId, pdf.byteLength),
          { what: 'Asking where to upload the TEST document' },
        );
        context.state.set('record', presigned.documentId);
        context.state.set('record-form', JSON.stringify(presigned.forms[0]));
      },
    },
    {
      check: 'records.upload',
      group: 'records',
      write: true,
      testPatient: true,
      words: 'Uploaded the TEST PDF to the place the platform gave, with no platform credentials.',
      needs: ['records.presign'],
      run: async (context) => {
        const form = JSON.parse(state(context, 'record-form')) as Parameters<
          typeof uploadToPresigned
        >[1];
        await uploadToPresigned(
          context.client,
          form,
          { bytes: testPdf(), contentType: 'application/pdf', fileName: TEST_RECORD.fileName },
          {
            seed: randomUUID(),
            timeoutMs: UPLOAD_TIMEOUT_MS,
            what: 'Uploading the TEST document',
          },
        );
      },
    },
    {
      check: 'records.read',
      group: 'records',
      write: true,
      testPatient: true,
      words: "Read the TEST document back from the test patient's record.",
      needs: ['records.upload'],
      run: async (context) => {
        const read = await getRecord(
          context.client,
          testPatient(context),
          state(context, 'record'),
        );
        if (read.documentType !== undefined && read.documentType !== TEST_RECORD.dt) {
          throw new Error(
            `the platform holds the TEST document as type ${read.documentType}, not ${TEST_RECORD.dt} (other)`,
          );
        }
      },
    },
    {
      check: 'records.delete',
      group: 'records',
      write: true,
      testPatient: true,
      words: "Deleted the TEST document from the test patient's record again.",
      // Whatever the upload did, the document the presign named is deleted.
      needs: ['records.presign'],
      run: async (context) =>
        void (await deleteRecord(
          context.client,
          testPatient(context),
          state(context, 'record'),
          change(),
        )),
    },
  ];
}
