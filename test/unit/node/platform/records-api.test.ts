import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_IMAGE_BYTES,
  MAX_RECORD_PDF_BYTES,
  recordContentTypeOf,
  recordFileProblem,
} from '../../../../src/shared/records';
import { presignBody, type RecordBatch } from '../../../../src/main/core/platform/records-api';
import {
  checkPresignedUrl,
  readPresignedAnswer,
  storageRefusal,
} from '../../../../src/main/core/platform/presigned-answer';
import { presignedFormBody } from '../../../../src/main/core/platform/presigned-form';

const batch = (over: Partial<RecordBatch> = {}): RecordBatch => ({
  documentId: 'd1ed9519-d2aa-400b-a572-6e00701b9fb3',
  dt: 'ps',
  documentDate: 1_614_556_800,
  tags: ['clinic-companion'],
  title: 'Prescription, 1 Mar 2021',
  files: [{ contentType: 'application/pdf', size: 1000 }],
  ...over,
});

const pdfs = (count: number) =>
  Array.from({ length: count }, () => ({ contentType: 'application/pdf' as const, size: 10 }));

describe('the presign body, held to the published limits', () => {
  it('is the published UpdateDocumentV3Request, one entry per document', () => {
    expect(presignBody([batch()])).toEqual({
      batch_request: [
        {
          dt: 'ps',
          document_id: 'd1ed9519-d2aa-400b-a572-6e00701b9fb3',
          dd_e: 1_614_556_800,
          tg: ['clinic-companion'],
          title: 'Prescription, 1 Mar 2021',
          files: [{ contentType: 'application/pdf', file_size: 1000 }],
        },
      ],
    });
  });

  it('takes 5 documents at a time, not 6, and not none', () => {
    expect(presignBody(Array.from({ length: 5 }, () => batch())).batch_request).toHaveLength(5);
    expect(() => presignBody(Array.from({ length: 6 }, () => batch()))).toThrow(/1 to 5/);
    expect(() => presignBody([])).toThrow(/1 to 5/);
  });

  it('takes 10 files of one type in a document, not 11; 10 of each of two types is fine', () => {
    expect(() => presignBody([batch({ files: pdfs(10) })])).not.toThrow();
    expect(() => presignBody([batch({ files: pdfs(11) })])).toThrow(/at most 10 files/);
    const mixed = [
      ...pdfs(10),
      ...Array.from({ length: 10 }, () => ({ contentType: 'image/png' as const, size: 10 })),
    ];
    expect(() => presignBody([batch({ files: mixed })])).not.toThrow();
  });

  it('takes a PDF up to 25,000,000 bytes and an image up to 10,000,000, not one byte more', () => {
    const pdf = (size: number) => batch({ files: [{ contentType: 'application/pdf', size }] });
    const jpeg = (size: number) => batch({ files: [{ contentType: 'image/jpeg', size }] });
    expect(() => presignBody([pdf(MAX_RECORD_PDF_BYTES)])).not.toThrow();
    expect(() => presignBody([pdf(MAX_RECORD_PDF_BYTES + 1)])).toThrow(/up to 25 MB/);
    expect(() => presignBody([jpeg(MAX_RECORD_IMAGE_BYTES)])).not.toThrow();
    expect(() => presignBody([jpeg(MAX_RECORD_IMAGE_BYTES + 1)])).toThrow(/up to 10 MB/);
    expect(() => presignBody([pdf(0)])).toThrow(/empty/);
    expect(() => presignBody([batch({ files: [] })])).toThrow(/needs a file/);
  });

  it('refuses a date that is not a whole number of seconds', () => {
    expect(() => presignBody([batch({ documentDate: 1.5 })])).toThrow(/not a valid date/);
    expect(() => presignBody([batch({ documentDate: -1 })])).toThrow(/not a valid date/);
  });
});

describe('the files the record takes', () => {
  it('names jpg, png and pdf, and nothing else', () => {
    expect(recordContentTypeOf('application/pdf', 'a.pdf')).toBe('application/pdf');
    expect(recordContentTypeOf('image/jpg', 'a.jpg')).toBe('image/jpeg');
    expect(recordContentTypeOf('', 'scan.JPEG')).toBe('image/jpeg');
    expect(recordContentTypeOf('application/octet-stream', 'x.png')).toBe('image/png');
    expect(recordContentTypeOf('image/gif', 'a.gif')).toBeUndefined();
    expect(recordContentTypeOf('text/plain', 'a.pdf')).toBeUndefined();
    expect(recordFileProblem({ contentType: 'image/gif', size: 5 })).toMatch(/PDF, JPEG and PNG/);
  });
});

describe('the presigned URL', () => {
  const what = 'Uploading';
  it('is https, or loopback http only when the platform is on loopback http', () => {
    expect(checkPresignedUrl('https://bucket.example/up', 'https://api.example', what)).toBe(
      'https://bucket.example/up',
    );
    expect(
      checkPresignedUrl('http://127.0.0.1:9/__records/upload/t', 'http://127.0.0.1:8', what),
    ).toBe('http://127.0.0.1:9/__records/upload/t');
    expect(() => checkPresignedUrl('http://127.0.0.1:9/x', 'https://api.example', what)).toThrow(
      /not an https address/,
    );
    expect(() => checkPresignedUrl('http://bucket.example/x', 'http://127.0.0.1:8', what)).toThrow(
      /not an https address/,
    );
    expect(() => checkPresignedUrl('https://u:p@bucket.example/x', 'https://a', what)).toThrow(
      /password/,
    );
    expect(() => checkPresignedUrl('not a url', 'https://a', what)).toThrow(/not a web address/);
  });
});

describe('the presign answer, read tolerantly', () => {
  it('reads the published example shape and ignores what it does not know', () => {
    const entries = readPresignedAnswer(
      {
        error: false,
        message: '',
        extra: 1,
        batch_response: [
          {
            document_id: 'doc-1',
            forms: [{ url: 'https://b/x', fields: { key: 'k', 'x-amz-date': 20260101 } }],
            later: true,
          },
        ],
      },
      'Asking',
      200,
    );
    expect(entries).toEqual([
      {
        documentId: 'doc-1',
        forms: [{ url: 'https://b/x', fields: { key: 'k', 'x-amz-date': '20260101' } }],
      },
    ]);
  });

  it('takes error: true, or an entry with error_details, as a refusal in the platform’s words', () => {
    expect(() =>
      readPresignedAnswer({ error: true, message: 'Invalid document type.' }, 'Asking', 200),
    ).toThrow(/refused by the platform: Invalid document type\./);
    expect(() =>
      readPresignedAnswer(
        { batch_response: [{ error_details: { message: 'Patient not found', code: 'E1' } }] },
        'Asking',
        200,
      ),
    ).toThrow(/Patient not found/);
  });

  it('reads the storage service’s XML refusal', () => {
    expect(
      storageRefusal(
        '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
      ),
    ).toEqual({ code: 'AccessDenied', message: 'Request has expired' });
    expect(storageRefusal('nothing here')).toEqual({});
  });
});

describe('the form body', () => {
  it('has every field in order, then the file last, with the same bytes for the same seed', () => {
    const file = {
      bytes: Buffer.from('%PDF-1.7 body'),
      contentType: 'application/pdf',
      fileName: 'p.pdf',
    };
    const fields = { key: 'a/b.pdf', policy: 'cG9s', 'x-amz-signature': 'abc' };
    const body = presignedFormBody(fields, file, 'seed-1');
    const text = Buffer.from(body.bytes).toString('latin1');
    const boundary = /boundary=(.+)$/.exec(body.contentType)![1]!;
    const names = [...text.matchAll(/; name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
    expect(text).toContain(
      'filename="p.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 body\r\n',
    );
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(
      Buffer.from(presignedFormBody(fields, file, 'seed-1').bytes).equals(Buffer.from(body.bytes)),
    ).toBe(true);
    expect(presignedFormBody(fields, file, 'seed-2').contentType).not.toBe(body.contentType);
  });
});
