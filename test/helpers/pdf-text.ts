import { execFileSync } from 'node:child_process';

/** A PDF's lines as poppler's pdftotext reads them in reading order, spaces collapsed, blanks dropped. */
export function pdfLines(file: string): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** `pdfinfo`'s page count and first page size in points. */
export function pdfPages(file: string): { pages: number; size: [number, number] } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return {
    pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
    size: [Math.round(Number(size?.[1])), Math.round(Number(size?.[2]))],
  };
}

/** Draws each page to PNG (`<base>-<n>.png`) at `dpi`, for a person to look at. */
export function pdfToPng(file: string, base: string, dpi = 60): void {
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), file, base]);
}

/** One page's lines (1-based), read as pdfLines reads the whole PDF. */
export function pdfPageLines(file: string, page: number): string[] {
  const args = ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  return execFileSync('pdftotext', args, { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * A page's watermark: the words poppler finds drawn far taller than any text (a slanted word
 * 120 pt high), left to right. Empty when there is none.
 */
export function pdfWatermark(file: string, page: number): string {
  const bbox = execFileSync(
    'pdftotext',
    ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'],
    { encoding: 'utf8' },
  );
  return [
    ...bbox.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ]
    .filter((m) => Number(m[3]) - Number(m[2]) > 50)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => m[4])
    .join('');
}
