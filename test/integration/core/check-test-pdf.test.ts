import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PDF_TEXT, testPdf } from '../../../src/main/core/platform/check/test-pdf';
import { pdfLines, pdfPages } from '../../helpers/pdf-text';
import { makeTempDir } from '../../helpers/temp-dir';

// The document the records check puts on a test patient's record, read by poppler as any reader
// would: one A4 page saying TEST, and what it is, in words.

let temp: ReturnType<typeof makeTempDir> | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

describe('the connection check’s TEST PDF', () => {
  it('is one A4 page reading TEST and what it is, with a title to match, and no repair needed', () => {
    temp = makeTempDir('check-pdf-');
    const file = path.join(temp.dir, 'check.pdf');
    writeFileSync(file, testPdf());
    expect(pdfPages(file)).toEqual({ pages: 1, size: [595, 842] });
    expect(pdfLines(file)).toEqual(['TEST', TEST_PDF_TEXT]);
    expect(TEST_PDF_TEXT).toBe('TEST — Clinic Companion connection check, not a patient document');
    // pdfinfo complains on stderr about a damaged cross-reference table; there is nothing here.
    const info = execFileSync('pdfinfo', [file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(info).toMatch(/^Title:\s+TEST — Clinic Companion connection check/m);
    const errors = execFileSync('sh', ['-c', `pdfinfo "${file}" 2>&1 >/dev/null`], {
      encoding: 'utf8',
    });
    expect(errors).toBe('');
  });
});
