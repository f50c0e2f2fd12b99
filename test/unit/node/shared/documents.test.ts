import { describe, expect, it } from 'vitest';
import {
  DocumentOptionsSchema,
  MAX_DOCUMENT_BYTES,
  documentFileProblem,
  formatBytes,
} from '../../../../src/shared/documents';

describe('document rules', () => {
  it('formats sizes in decimal units, as the limit is written', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(812_000)).toBe('812 KB');
    expect(formatBytes(9_500_000)).toBe('9.5 MB');
    expect(formatBytes(12_000_000)).toBe('12 MB');
  });

  it('refuses empty, oversized and badly named files in words, and accepts exactly 10 MB', () => {
    expect(documentFileProblem({ name: 'a.pdf', size: 0 })).toBe('This file is empty.');
    expect(documentFileProblem({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES })).toBeUndefined();
    expect(documentFileProblem({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'This file is 1,00,00,001 bytes; the platform accepts files up to 10 MB (1,00,00,000 bytes).',
    );
    expect(documentFileProblem({ name: 'a.pdf', size: 25_000_000 })).toMatch(
      /^This file is 25 MB;/,
    );
    expect(documentFileProblem({ name: '  ', size: 5 })).toBe('This file has no name.');
    expect(documentFileProblem({ name: 'a'.repeat(256), size: 5 })).toMatch(/longer than 255/);
    expect(documentFileProblem({ name: 'a\u0007.pdf', size: 5 })).toMatch(/control characters/);
    // A right-to-left override makes "report\u202Efdp.exe" read as "reportexe.pdf".
    for (const mark of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(documentFileProblem({ name: `report${mark}fdp.exe`, size: 5 })).toMatch(
        /change the direction of its text/,
      );
    }
    // Hindi and Arabic names themselves are fine.
    expect(documentFileProblem({ name: 'रिपोर्ट.pdf', size: 5 })).toBeUndefined();
    expect(documentFileProblem({ name: 'تقرير.pdf', size: 5 })).toBeUndefined();
  });

  it('checks the options: task, document type letters, patient id without control characters', () => {
    expect(
      DocumentOptionsSchema.safeParse({ task: 'pii', documentType: 'lab_report' }).success,
    ).toBe(true);
    expect(DocumentOptionsSchema.safeParse({ task: 'ocr' }).success).toBe(false);
    expect(
      DocumentOptionsSchema.safeParse({ task: 'smart', documentType: 'lab report' }).success,
    ).toBe(false);
    expect(
      DocumentOptionsSchema.safeParse({ task: 'smart', documentType: 'x'.repeat(65) }).success,
    ).toBe(false);
    expect(DocumentOptionsSchema.safeParse({ task: 'smart', patientId: 'PT\n1' }).success).toBe(
      false,
    );
  });
});
