import { describe, expect, it } from 'vitest';
import { medicineWords } from '../../../../src/shared/printout/medicine-words';
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

  it('writes what was typed as text, never as markup', () => {
    const input = samplePrintout('A4');
    input.patient.name = '<img src=x onerror=alert(1)> Rao & "Sons"';
    input.advice = ['</li><script>alert(1)</script>'];
    const html = printoutHtml(input);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Rao &amp; &quot;Sons&quot;');
  });

  it('leaves out the sections that are empty, and uses the wording it is given', () => {
    const input = { ...samplePrintout('A4'), investigations: [], advice: [], procedures: [] };
    delete input.followUp;
    const html = printoutHtml(input, {
      medicineWords: (m) => ({ name: m.name.toUpperCase(), directions: 'as told' }),
    });
    expect(html).not.toMatch(/Investigations|Advice|Procedures|Follow-up/);
    expect(html).toContain('PARACETAMOL 650 TABLET');
    expect(printedDate('2026-01-05')).toBe('5 Jan 2026');
  });
});

describe('the printout’s own wording of a medicine', () => {
  const base = { localId: '00000000-0000-4000-8000-000000000001', name: 'X' };
  it('writes patterns, SOS, weekly and written-out frequencies in words', () => {
    const words = (m: Partial<Parameters<typeof medicineWords>[0]>) =>
      medicineWords({ ...base, ...m }).directions;
    expect(words({ frequency: { kind: 'pattern', pattern: '1-0-1' } })).toBe('morning and night');
    expect(words({ frequency: { kind: 'pattern', pattern: '1-1-1' } })).toBe(
      'morning, afternoon and night',
    );
    expect(words({ frequency: { kind: 'pattern', pattern: '0-0-1' } })).toBe('at night');
    expect(words({ frequency: { kind: 'pattern', pattern: '1-0-0-1' } })).toBe('morning and night');
    expect(words({ frequency: { kind: 'pattern', pattern: '1-0-2' } })).toBe(
      '1 in the morning and 2 at night',
    );
    expect(words({ frequency: { kind: 'sos' } })).toBe('when needed');
    expect(words({ frequency: { kind: 'weekly', timesPerWeek: 1 } })).toBe('once a week');
    expect(words({ frequency: { kind: 'weekly', timesPerWeek: 3 } })).toBe('3 times a week');
    expect(words({ frequency: { kind: 'text', text: 'alternate days' } })).toBe('alternate days');
    expect(
      words({
        dose: { value: '2', unit: 'tablet' },
        timing: 'empty-stomach',
        duration: { value: 1, unit: 'months' },
      }),
    ).toBe('2 tablets, on an empty stomach, for 1 month');
  });
});
