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

/**
 * The patient's language first in its own script's fonts (Noto on Linux, Nirmala UI on Windows,
 * the Kohinoor and Sangam families on macOS), then the whole stack.
 */
const DEVANAGARI = `"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", ${FONT_STACK}`;
const TAMIL = `"Noto Sans Tamil", "Nirmala UI", "Tamil Sangam MN", "Tamil MN", ${FONT_STACK}`;

/** The words in every page's top margin (CSS margin boxes; Chromium 131 and later draw them). */
export interface RunningHead {
  left: string;
  right: string;
}

/**
 * Text as a CSS string: quotes and backslashes escaped, line breaks and "<" written as code points
 * (so nothing typed can end the string, the rule or the style element).
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"<>\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/*
 * Sizes chosen so that the common case fits one page (docs/printout.md): on A4 eight one-step
 * medicines, three findings, six vitals, three lines of advice and a follow-up; on A5 five
 * medicines with a little else. The margins hold the running head and the page number.
 */
const PAGE: Record<
  PaperSize,
  { margin: string; font: string; gap: string; head: string; mark: string }
> = {
  A4: { margin: '13mm 14mm 12mm', font: '10.5pt', gap: '0.6em', head: '8pt', mark: '120pt' },
  A5: { margin: '10mm 9mm 9mm', font: '8.5pt', gap: '0.45em', head: '6.5pt', mark: '84pt' },
};

export function printoutCss(paper: PaperSize, head: RunningHead): string {
  const page = PAGE[paper];
  const box = `font-family: ${FONT_STACK}; font-size: ${page.head}; color: #333;`;
  return `
@page { size: ${paper}; margin: ${page.margin};
  @top-left { content: ${cssString(head.left)}; ${box} vertical-align: bottom; }
  @top-right { content: ${cssString(head.right)}; ${box} vertical-align: bottom; font-weight: bold; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${box} vertical-align: top; }
}
* { box-sizing: border-box; }
html { font-family: ${FONT_STACK}; font-size: ${page.font}; color: #000; background: #fff; }
body { margin: 0; line-height: 1.3; }
.watermark { position: fixed; top: 50%; left: 50%; transform: translate(-50%, -50%) rotate(-40deg); font-size: ${page.mark}; font-weight: bold; letter-spacing: 0.08em; color: #d9d9d9; z-index: -1; white-space: nowrap; }
header.doctor { display: flex; justify-content: space-between; gap: 1.5em; border-bottom: 2px solid #000; padding-bottom: 0.4em; }
header.doctor h1 { font-size: 1.45em; margin: 0; }
header.doctor p { margin: 0.05em 0; }
.clinic { text-align: right; }
.clinic .name { font-weight: bold; }
.visit { display: flex; justify-content: space-between; margin: 0.4em 0; padding-bottom: 0.3em; border-bottom: 1px solid #888; }
.visit p { margin: 0; }
.patient-alerts { margin: 0.2em 0 0.5em; }
.patient-alerts p { margin: 0; }
h2 { font-size: 0.95em; margin: ${page.gap} 0 0.15em; break-after: avoid; text-transform: uppercase; letter-spacing: 0.04em; }
ul { margin: 0; padding-left: 1.2em; }
li { margin: 0.05em 0; }
ul.vitals { display: grid; grid-template-columns: repeat(3, auto); justify-content: start; column-gap: 2.5em; padding-left: 0; list-style: none; }
table.medicines { width: 100%; border-collapse: collapse; }
table.medicines th, table.medicines td { text-align: left; vertical-align: top; padding: 0.2em 0.4em; border-bottom: 1px solid #bbb; }
table.medicines th { border-bottom: 1px solid #000; font-size: 0.9em; }
table.medicines td.no { width: 2em; }
table.medicines td.name { font-weight: bold; width: 40%; }
.extra { font-size: 0.9em; }
.directions-local { font-size: 1.05em; }
.directions-en { font-size: 0.9em; }
.fallback { font-size: 0.85em; }
:lang(hi), :lang(mr) { font-family: ${DEVANAGARI}; }
:lang(ta) { font-family: ${TAMIL}; }
.followup p { margin: 0; }
tr, li, .closing { break-inside: avoid; }
footer.sign { margin-top: 1.6em; text-align: right; }
footer.sign .line { display: inline-block; min-width: 14em; border-top: 1px solid #000; padding-top: 0.2em; text-align: center; }
`;
}
