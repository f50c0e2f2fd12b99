import { describe, expect, it } from 'vitest';
import { medicineWords, routeWords } from '../../../../src/shared/printout/medicine-words';
import { printedDate, printoutHtml } from '../../../../src/shared/printout/printout-html';
import { samplePrintout } from '../../../integration/printout/printout-fixture';

describe('the printout document', () => {
  it('is self-contained: no script, no image, nothing fetched, and a CSP that forbids it', () => {
    const html = printoutHtml(samplePrintout('A4'));
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    );
    expect(html).not.toMatch(/<script|<img|<link|\bsrc=|\bhref=|url\(|@import/i);
    expect(html).toContain('@page { size: A4;');
    expect(printoutHtml(samplePrintout('A5'))).toContain('@page { size: A5;');
    expect(html).toMatch(/font-family: "Noto Sans", "Noto Sans Devanagari", "Noto Sans Kannada"/);
  });

  it('writes what was typed as text, never as markup, in the body and in the page margins', () => {
    const input = samplePrintout('A4');
    input.patient.name = '<img src=x onerror=alert(1)> Rao & "Sons" </style><script>\\';
    input.advice = ['</li><script>alert(1)</script>'];
    const html = printoutHtml(input);
    expect(html).not.toMatch(/<img|<script|<\/style><script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Rao &amp; &quot;Sons&quot;');
    // In the CSS of the running head: quotes, backslashes and "<" as code points.
    expect(html).toContain(
      '@top-left { content: "\\3c img src=x onerror=alert(1)\\3e  Rao & \\22 Sons\\22  \\3c /style\\3e \\3c script\\3e \\5c , Male, 5 Years 3 Months · 26 Nov 2026"',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('marks a draft on every page and leaves its signature line out', () => {
    const draft = printoutHtml(samplePrintout('A4', 'draft'));
    expect(draft).toContain('<div class="watermark" aria-hidden="true">DRAFT</div>');
    expect(draft).toContain('@top-right { content: "DRAFT — not a valid prescription"');
    expect(draft).not.toContain('class="sign"');
    const final = printoutHtml(samplePrintout('A4'));
    expect(final).not.toContain('DRAFT');
    expect(final).not.toContain('class="watermark"');
    expect(final).toContain(
      '<footer class="sign"><span class="line">Dr. Meera Iyer</span></footer>',
    );
    expect(final).toContain('content: "Page " counter(page) " of " counter(pages)');
  });

  it('leaves out the sections that are empty, and uses the wording it is given', () => {
    const input = { ...samplePrintout('A4'), investigations: [], advice: [], procedures: [] };
    delete input.followUp;
    const html = printoutHtml(input, {
      medicineWords: (m) => ({ name: m.name.toUpperCase(), directions: 'as told' }),
    });
    expect(html).not.toMatch(/Investigations|Advice|Procedures|Follow-up/);
    expect(html).toContain('DOLO 650');
    expect(printedDate('2026-01-05')).toBe('5 Jan 2026');
  });
});

describe('a medicine as the printout writes it (the one model of a medicine line)', () => {
  const base = { localId: '00000000-0000-4000-8000-000000000001', name: 'X' };
  it('prints the name, the directions and, under them, route, instructions and quantity', () => {
    expect(
      medicineWords({
        ...base,
        name: 'Dolo 650',
        genericName: 'Paracetamol',
        form: 'tablet',
        strength: '650 mg',
        frequency: { kind: 'pattern', pattern: '1-0-1' },
        timing: 'after-food',
        duration: { value: 5, unit: 'days' },
        route: 'oral',
        instructions: 'Stop when the fever is gone',
      }),
    ).toEqual({
      name: 'Tab. PARACETAMOL 650 mg (Dolo 650)',
      directions: '1 tablet, morning and night, after food, for 5 days',
      extra: 'Stop when the fever is gone',
      quantity: 'Quantity: 10 tablets',
    });
  });

  it('writes routes out (never SC or IV) and leaves out a route the site already says', () => {
    expect(routeWords('SC')).toBe('Subcutaneous');
    expect(routeWords('iv')).toBe('Intravenous');
    expect(routeWords('Subcutaneous')).toBe('Subcutaneous');
    expect(routeWords('by mouth')).toBeUndefined();
    expect(routeWords('per os route')).toBe('Per os route');
    const eye = medicineWords({
      ...base,
      form: 'eye drops',
      dose: { value: '1', unit: 'drop' },
      frequency: { kind: 'pattern', pattern: '1-1-1-1', shorthand: 'QID' },
      route: 'Eye',
      site: 'right eye',
    });
    expect(eye.directions).toContain('in the right eye');
    expect(eye.extra).toBeUndefined();
  });
});
