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

/** The words poppler finds on a page, with their left edge (`-bbox`, optionally `-nodiag`). */
function pageWords(file: string, page: number, noDiagonal: boolean): { x: number; text: string }[] {
  const args = ['-bbox', ...(noDiagonal ? ['-nodiag'] : [])];
  const html = execFileSync(
    'pdftotext',
    [...args, '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'],
    { encoding: 'utf8' },
  );
  return [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    x: Number(m[1]),
    text: m[2]!,
  }));
}

/**
 * The text a page draws on a slant (a watermark), left to right: the words poppler finds only
 * when diagonal text is kept (`pdftotext -nodiag` drops it).
 */
export function pdfDiagonalText(file: string, page: number): string {
  const straight = pageWords(file, page, true).map((w) => `${w.x}:${w.text}`);
  const left = new Map<string, number>();
  for (const key of straight) left.set(key, (left.get(key) ?? 0) + 1);
  const slanted = pageWords(file, page, false).filter((w) => {
    const key = `${w.x}:${w.text}`;
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    return n === 0;
  });
  return slanted
    .sort((a, b) => a.x - b.x)
    .map((w) => w.text)
    .join('');
}
