/**
 * The one-page PDF the connection check puts on a test patient's record, clearly marked TEST. It
 * is written here, byte by byte, as the smallest whole PDF a reader takes: a catalog, one A4 page,
 * the standard Helvetica font (nothing embedded) and a content stream, with a correct cross-
 * reference table so that strict readers open it without repairing it.
 */

export const TEST_PDF_TITLE = 'TEST';
export const TEST_PDF_TEXT = 'TEST — Clinic Companion connection check, not a patient document';

/**
 * A PDF literal string of plain text. The em dash is 0x97 in the font's WinAnsiEncoding (page
 * text) and 0x84 in PDFDocEncoding (the document's title), written as octal escapes.
 */
function literal(text: string, dash: '\\227' | '\\204' = '\\227'): string {
  let out = '';
  for (const char of text) {
    if (char === '—') out += dash;
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) < 0x7f) out += char;
    else throw new Error('the test PDF takes plain text only');
  }
  return `(${out})`;
}

export function testPdf(): Uint8Array {
  const content = [
    'BT /F1 48 Tf 72 720 Td ' + literal(TEST_PDF_TITLE) + ' Tj ET',
    'BT /F1 12 Tf 72 690 Td ' + literal(TEST_PDF_TEXT) + ' Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(TEST_PDF_TEXT, '\\204')} /Producer (Clinic Companion) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  // Every character above is ASCII (the dash is escaped), so one character is one byte.
  return Buffer.from(body, 'latin1');
}
