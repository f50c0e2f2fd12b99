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
