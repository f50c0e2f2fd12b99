import { describe, expect, it } from 'vitest';
import { planUpload, type DocumentUpload } from '../../../../src/main/core/documents/upload-plan';
import { isCoreError } from '../../../../src/main/core/errors';

const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const context = { form: () => 'multipart' as const, jweReady: false };

function refusal(input: DocumentUpload, extra: Partial<Parameters<typeof planUpload>[1]> = {}) {
  try {
    planUpload(input, { ...context, ...extra });
  } catch (error) {
    if (!isCoreError(error)) throw error;
    return { code: error.code, message: error.message, fields: error.fields };
  }
  throw new Error('the upload was planned');
}

describe('planning an upload (the core’s own checks)', () => {
  it('sends a document to the record with the patient given, as its standard type, without task or form', () => {
    expect(
      planUpload(
        {
          fileName: 'scan.JPG',
          bytes: pdf,
          documentType: 'sc',
          destination: 'record',
          task: 'pii',
          patientId: ' PT-1 ',
        },
        context,
      ),
    ).toEqual({
      destination: 'record',
      task: undefined,
      form: undefined,
      patientId: 'PT-1',
      waitFor: undefined,
      mediaType: 'image/jpeg',
    });
  });

  it('refuses a document for the record with no patient, in words, on the patient field', () => {
    expect(
      refusal({ fileName: 'a.pdf', bytes: pdf, documentType: 'sc', destination: 'record' }),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      message:
        'A document for the patient’s record needs the patient: give the platform’s patient id, or add the document in the patient’s consultation. Nothing was saved.',
      fields: {
        patientId:
          'A document for the patient’s record needs the patient: give the platform’s patient id, or add the document in the patient’s consultation.',
      },
    });
  });

  it('takes the consultation’s patient, or waits for their create, and refuses one neither known nor waited for', () => {
    const input: DocumentUpload = {
      fileName: 'a.pdf',
      mediaType: 'application/pdf',
      bytes: pdf,
      documentType: 'ps',
      destination: 'record',
      consultationId: 'c1',
    };
    const known = planUpload(input, {
      ...context,
      consultation: () => ({ patient: { platformId: 'OID-9' } }),
    });
    expect([known.patientId, known.waitFor]).toEqual(['OID-9', undefined]);
    const waiting = planUpload(input, {
      ...context,
      consultation: () => ({ patient: {}, pendingCreate: 42 }),
    });
    expect([waiting.patientId, waiting.waitFor]).toEqual([undefined, 42]);
    expect(refusal(input, { consultation: () => ({ patient: {} }) })).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fields: {
        patientId:
          'This consultation’s patient is not on the platform and is not waiting to be created there, so the document has no record to go to.',
      },
    });
    expect(refusal(input, { consultation: () => undefined })).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads only a lab report, with its task, in the form Settings chose', () => {
    const report: DocumentUpload = {
      fileName: 'cbc',
      bytes: pdf,
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    };
    expect(planUpload(report, context)).toMatchObject({
      task: 'smart',
      form: 'multipart',
      mediaType: 'application/octet-stream',
    });
    expect(refusal({ ...report, documentType: 'dc' }).fields).toEqual({
      destination:
        'Only a lab report can be read by the platform; other documents are kept on the patient’s record.',
    });
    expect(refusal({ ...report, task: undefined }).fields).toEqual({
      task: 'Choose what the platform should read from the lab report.',
    });
    expect(refusal(report, { form: () => 'jwe' }).message).toMatch(/need the account's JWE key/);
  });

  it('checks the file against where it goes, at the edges', () => {
    const record = { documentType: 'sc', destination: 'record', patientId: 'P' } as const;
    expect(
      refusal({
        ...record,
        fileName: 'a.png',
        mediaType: 'image/png',
        bytes: new Uint8Array(10_000_001),
      }).fields,
    ).toEqual({
      file: 'This file is 1,00,00,001 bytes; the patient’s record takes images up to 10 MB (1,00,00,000 bytes).',
    });
    expect(
      planUpload(
        { ...record, fileName: 'a.png', mediaType: 'image/png', bytes: new Uint8Array(10_000_000) },
        context,
      ).mediaType,
    ).toBe('image/png');
    expect(
      refusal({ ...record, fileName: 'a.txt', mediaType: 'text/plain', bytes: pdf }).fields,
    ).toEqual({ file: 'The patient’s record takes PDF, JPEG and PNG files only.' });
  });
});
