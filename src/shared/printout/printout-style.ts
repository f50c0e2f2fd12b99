import type { PaperSize } from './printout-input';

/*
 * The printout's CSS, inline in the document (nothing is fetched). Fonts are the computer's own:
 * a stack that covers Latin and the Indian scripts (Noto on Linux, Nirmala UI on Windows, the
 * Sangam and Kohinoor families on macOS), so advice in Hindi, Kannada or Tamil renders as text.
 */

export const FONT_STACK = [
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Kannada"',
  '"Noto Sans Tamil"',
  '"Noto Sans Telugu"',
  '"Noto Sans Malayalam"',
  '"Noto Sans Bengali"',
  '"Noto Sans Gujarati"',
  '"Noto Sans Gurmukhi"',
  '"Noto Sans Oriya"',
  '"Nirmala UI"',
  '"Kohinoor Devanagari"',
  '"Devanagari Sangam MN"',
  '"DejaVu Sans"',
  'Arial',
  'sans-serif',
].join(', ');

const PAGE: Record<PaperSize, { margin: string; font: string; gap: string }> = {
  A4: { margin: '14mm 16mm', font: '11pt', gap: '0.9em' },
  A5: { margin: '8mm 9mm', font: '8.5pt', gap: '0.6em' },
};

export function printoutCss(paper: PaperSize): string {
  const page = PAGE[paper];
  return `
@page { size: ${paper}; margin: ${page.margin}; }
* { box-sizing: border-box; }
html { font-family: ${FONT_STACK}; font-size: ${page.font}; color: #000; background: #fff; }
body { margin: 0; line-height: 1.35; }
header.doctor { display: flex; justify-content: space-between; gap: 1.5em; border-bottom: 2px solid #000; padding-bottom: 0.5em; }
header.doctor h1 { font-size: 1.5em; margin: 0; }
header.doctor p { margin: 0.1em 0; }
.clinic { text-align: right; }
.clinic .name { font-weight: bold; }
.visit { display: flex; justify-content: space-between; margin: 0.6em 0; padding-bottom: 0.4em; border-bottom: 1px solid #888; }
.visit p { margin: 0; }
h2 { font-size: 1em; margin: ${page.gap} 0 0.25em; text-transform: uppercase; letter-spacing: 0.04em; }
ul { margin: 0; padding-left: 1.2em; }
li { margin: 0.1em 0; }
table.medicines { width: 100%; border-collapse: collapse; }
table.medicines th, table.medicines td { text-align: left; vertical-align: top; padding: 0.3em 0.4em; border-bottom: 1px solid #bbb; }
table.medicines th { border-bottom: 1px solid #000; font-size: 0.9em; }
table.medicines td.no { width: 2em; }
table.medicines td.name { font-weight: bold; width: 38%; }
.extra { font-size: 0.9em; }
tr, li, .closing { break-inside: avoid; }
footer.sign { margin-top: 2em; text-align: right; }
footer.sign .line { display: inline-block; min-width: 14em; border-top: 1px solid #000; padding-top: 0.2em; }
`;
}
