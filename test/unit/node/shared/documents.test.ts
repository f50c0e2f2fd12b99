import { describe, expect, it } from 'vitest';
import {
  DocumentOptionsSchema,
  DocumentUploadInputSchema,
  MAX_DOCUMENT_BYTES,
  documentFileProblem,
  fileNameProblem,
  formatBytes,
} from '../../../../src/shared/documents';
import {
  MAX_RECORD_IMAGE_BYTES,
  MAX_RECORD_PDF_BYTES,
  RECORD_DOCUMENT_TYPES,
} from '../../../../src/shared/records';

const pdf = (size: number) => ({ name: 'a.pdf', size, mediaType: 'application/pdf' });
const png = (size: number) => ({ name: 'a.png', size, mediaType: 'image/png' });
const jpeg = (size: number) => ({ name: 'a.jpg', size, mediaType: 'image/jpeg' });
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('document rules', () => {
  it('formats sizes in decimal units, as the limit is written', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(812_000)).toBe('812 KB');
    expect(formatBytes(9_500_000)).toBe('9.5 MB');
    expect(formatBytes(12_000_000)).toBe('12 MB');
  });

  it('takes to the record PDFs up to 25 MB and images up to 10 MB, at their edges', () => {
    expect(MAX_RECORD_PDF_BYTES).toBe(25_000_000);
    expect(MAX_RECORD_IMAGE_BYTES).toBe(10_000_000);
    expect(documentFileProblem(pdf(MAX_RECORD_PDF_BYTES), 'record')).toBeUndefined();
    expect(documentFileProblem(pdf(MAX_RECORD_PDF_BYTES + 1), 'record')).toBe(
      'This file is 2,50,00,001 bytes; the patient’s record takes PDF files up to 25 MB (2,50,00,000 bytes).',
    );
    for (const image of [png, jpeg]) {
      expect(documentFileProblem(image(MAX_RECORD_IMAGE_BYTES), 'record')).toBeUndefined();
      expect(documentFileProblem(image(MAX_RECORD_IMAGE_BYTES + 1), 'record')).toBe(
        'This file is 1,00,00,001 bytes; the patient’s record takes images up to 10 MB (1,00,00,000 bytes).',
      );
    }
    expect(documentFileProblem(pdf(0), 'record')).toBe('This file is empty.');
  });

  it('takes to the record only PDF, JPEG and PNG, known by their type or, failing that, their name', () => {
    const only = 'The patient’s record takes PDF, JPEG and PNG files only.';
    expect(
      documentFileProblem({ name: 'x.tiff', size: 5, mediaType: 'image/tiff' }, 'record'),
    ).toBe(only);
    expect(documentFileProblem({ name: 'x.txt', size: 5, mediaType: 'text/plain' }, 'record')).toBe(
      only,
    );
    // A PDF named .txt by its type, a file of no type by its name.
    expect(
      documentFileProblem({ name: 'x.txt', size: 5, mediaType: 'application/pdf' }, 'record'),
    ).toBeUndefined();
    expect(
      documentFileProblem({ name: 'scan.JPG', size: 5, mediaType: '' }, 'record'),
    ).toBeUndefined();
    expect(documentFileProblem({ name: 'scan', size: 5, mediaType: '' }, 'record')).toBe(only);
  });

  it('lets the platform read any file up to 10 MB, at the edge', () => {
    expect(documentFileProblem(pdf(MAX_DOCUMENT_BYTES), 'parse')).toBeUndefined();
    expect(
      documentFileProblem({ name: 'x.tiff', size: 5, mediaType: 'image/tiff' }, 'parse'),
    ).toBeUndefined();
    expect(documentFileProblem(pdf(MAX_DOCUMENT_BYTES + 1), 'parse')).toBe(
      'This file is 1,00,00,001 bytes; the platform accepts files up to 10 MB (1,00,00,000 bytes).',
    );
    expect(documentFileProblem(pdf(25_000_000), 'parse')).toMatch(/^This file is 25 MB;/);
    expect(documentFileProblem(pdf(0), 'parse')).toBe('This file is empty.');
  });

  it('refuses badly named files in words, wherever they go', () => {
    for (const destination of ['record', 'parse'] as const) {
      expect(
        documentFileProblem({ name: '  ', size: 5, mediaType: 'application/pdf' }, destination),
      ).toBe('This file has no name.');
    }
    expect(fileNameProblem('a'.repeat(256))).toMatch(/longer than 255/);
    expect(fileNameProblem('a'.repeat(255))).toBeUndefined();
    expect(fileNameProblem('a\u0007.pdf')).toMatch(/control characters/);
    // A right-to-left override makes "report\u202Efdp.exe" read as "reportexe.pdf".
    for (const mark of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(fileNameProblem(`report${mark}fdp.exe`)).toMatch(/change the direction of its text/);
    }
    // Hindi and Arabic names themselves are fine.
    expect(fileNameProblem('रिपोर्ट.pdf')).toBeUndefined();
    expect(fileNameProblem('تقرير.pdf')).toBeUndefined();
  });

  it('takes a type only from the platform’s codes: never free text', () => {
    for (const documentType of RECORD_DOCUMENT_TYPES) {
      expect(
        DocumentOptionsSchema.safeParse({ documentType, destination: 'record', patientId: 'P1' })
          .success,
      ).toBe(true);
    }
    for (const documentType of ['lab_report', 'LR', 'prescription', '', undefined]) {
      const result = DocumentOptionsSchema.safeParse({
        documentType,
        destination: 'record',
        patientId: 'P1',
      });
      expect(messages(result)).toEqual({ documentType: 'Choose what kind of document this is.' });
    }
  });

  it('sends only a lab report to be read, and then with a task', () => {
    expect(
      DocumentOptionsSchema.safeParse({ documentType: 'lr', destination: 'parse', task: 'pii' })
        .success,
    ).toBe(true);
    expect(
      messages(
        DocumentOptionsSchema.safeParse({
          documentType: 'dc',
          destination: 'parse',
          task: 'smart',
        }),
      ),
    ).toEqual({
      destination:
        'Only a lab report can be read by the platform; other documents are kept on the patient’s record.',
    });
    expect(
      messages(DocumentOptionsSchema.safeParse({ documentType: 'lr', destination: 'parse' })),
    ).toEqual({ task: 'Choose what the platform should read from the lab report.' });
    expect(
      DocumentOptionsSchema.safeParse({ documentType: 'lr', destination: 'parse', task: 'ocr' })
        .success,
    ).toBe(false);
  });

  it('needs a patient for the record: an id, or the consultation whose patient it is', () => {
    const needs = {
      patientId:
        'A document for the patient’s record needs the patient: give the platform’s patient id, or add the document in the patient’s consultation.',
    };
    expect(
      messages(DocumentOptionsSchema.safeParse({ documentType: 'sc', destination: 'record' })),
    ).toEqual(needs);
    expect(
      messages(
        DocumentOptionsSchema.safeParse({
          documentType: 'sc',
          destination: 'record',
          patientId: '  ',
        }),
      ),
    ).toEqual(needs);
    expect(
      DocumentOptionsSchema.safeParse({
        documentType: 'sc',
        destination: 'record',
        consultationId: 'c1',
      }).success,
    ).toBe(true);
    // Read by the platform, the patient is optional.
    expect(
      DocumentOptionsSchema.safeParse({ documentType: 'lr', destination: 'parse', task: 'smart' })
        .success,
    ).toBe(true);
    expect(
      DocumentOptionsSchema.safeParse({
        documentType: 'sc',
        destination: 'record',
        patientId: 'PT\n1',
      }).success,
    ).toBe(false);
  });

  it('checks the file against where it goes in the upload the core receives', () => {
    const base = { fileName: 'a.png', mediaType: 'image/png', patientId: 'P1' };
    const image = new Uint8Array(MAX_RECORD_IMAGE_BYTES + 1);
    expect(
      messages(
        DocumentUploadInputSchema.safeParse({
          ...base,
          bytes: image,
          documentType: 'sc',
          destination: 'record',
        }),
      ),
    ).toEqual({
      file: 'This file is 1,00,00,001 bytes; the patient’s record takes images up to 10 MB (1,00,00,000 bytes).',
    });
    expect(
      DocumentUploadInputSchema.safeParse({
        ...base,
        bytes: new Uint8Array(MAX_RECORD_IMAGE_BYTES),
        documentType: 'sc',
        destination: 'record',
      }).success,
    ).toBe(true);
  });
});
