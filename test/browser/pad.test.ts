import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogueFile from '../../resources/sandbox/properties-catalogue.json';
import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  SANDBOX_SINCE_PROPERTY_GROUP_ID as SINCE,
} from '../../src/shared/properties';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const NOTE = NOTE_PROPERTY_GROUP_ID;
const DATE = DATE_PROPERTY_GROUP_ID;

/** The sandbox catalogue's id of an entry, by context and name. */
function catalogueId(context: keyof typeof catalogueFile.contexts, name: string): string {
  const entry = catalogueFile.contexts[context].entries.find((e) => e.name === name);
  if (entry === undefined) throw new Error(`no ${name} in the sandbox catalogue`);
  return entry.id;
}

/*
 * The few DOM shapes the page functions below use. Tests compile without the DOM library (they
 * run in Node), and functions handed to page.evaluate run in the page, so each reads
 * `globalThis.document` through these types.
 */
interface PageElement {
  id: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { top: number; bottom: number };
  contains(other: PageElement | null): boolean;
  scrollTo(x: number, y: number): void;
}
interface PageDocument {
  activeElement: PageElement | null;
  getElementById(id: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
}
type PageGlobal = { document: PageDocument };

const activeId = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id ?? '');

const scrollToTop = (page: Page): Promise<void> =>
  page.locator('.app-main').evaluate((main) => (main as unknown as PageElement).scrollTo(0, 0));

/**
 * Whether the focused element is in view and not under the sticky action bar (WCAG 2.4.11):
 * true when it is inside the bar, or wholly above or below it.
 */
const focusVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobal;
    const focused = document.activeElement;
    const bar = document.querySelector('.pad-actions');
    if (focused === null || bar === null || bar.contains(focused)) return true;
    const box = focused.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    return box.bottom <= barBox.top + 0.5 && box.top >= 0;
  });

/**
 * Presses Tab until the focused element's id matches: the keyboard's way to a field. Every field
 * it lands on must be in view, not hidden behind the sticky bar.
 */
async function tabTo(page: Page, id: string | RegExp, limit = 30): Promise<string> {
  for (let presses = 0; presses <= limit; presses += 1) {
    const current = await activeId(page);
    expect(await focusVisible(page), `focus on "${current}" is hidden`).toBe(true);
    if (typeof id === 'string' ? current === id : id.test(current)) return current;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(id)} (focus is on "${await activeId(page)}")`);
}

/**
 * Types into the focused search box, waits until the wanted option is the active one, and picks it
 * with Enter. Returns the local id of the new row, read from the field that then has focus.
 */
async function addBySearch(page: Page, shortcut: string, text: string, option: string) {
  await page.keyboard.press(shortcut);
  const search = await activeId(page);
  expect(search).toMatch(/^pad-add-/);
  await page.keyboard.type(text);
  await expect
    .poll(() =>
      page.evaluate(
        ([id, name]) => {
          const { document } = globalThis as unknown as PageGlobal;
          const input = document.getElementById(id!);
          const active = input?.getAttribute('aria-activedescendant');
          const element = active ? document.getElementById(active) : null;
          // The option's name, then any detail (a diagnosis's ICD-10 code).
          const label = element?.getAttribute('aria-label') ?? '';
          return label === name || label.startsWith(`${name}, `);
        },
        [search, option],
      ),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => activeId(page)).toMatch(/^(since-value|date|note)-/);
  await expect.poll(() => focusVisible(page)).toBe(true);
  return (await activeId(page)).replace(/^(since-value|date|note)-/, '');
}

/** Since by keyboard: the number, Tab into the unit chips, arrows to the unit. */
async function typeSince(page: Page, localId: string, value: string, unitSteps: number) {
  expect(await activeId(page)).toBe(`since-value-${localId}`);
  await page.keyboard.type(value);
  await page.keyboard.press('Tab');
  for (let step = 0; step < unitSteps; step += 1) await page.keyboard.press('ArrowRight');
}

async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, id);
  await page.keyboard.type(text);
}

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

const valueOf = (page: Page, id: string) => page.locator(`[id="${id}"]`).inputValue();

const h = useHarness({ structured: true });

describe('The prescription pad in Chromium, bound to the real core and sandbox', () => {
  it('is written with the keyboard alone, survives a reload, is finalized offline and arrives exactly once', async () => {
    const { page } = h;
    // The pad of the first waiting patient's consultation.
    const patient = await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();

    const fever = await addBySearch(page, 'Alt+KeyS', 'fever', 'Fever');
    await typeSince(page, fever, '3', 1); // Hour -> Day
    await typeInto(page, `note-${fever}`, 'High grade, evening spikes');

    const tingling = await addBySearch(
      page,
      'Alt+KeyS',
      'Tingling in left toe',
      'Add “Tingling in left toe” as free text',
    );
    await typeSince(page, tingling, '2', 2); // Hour -> Week

    const pharyngitis = await addBySearch(page, 'Alt+KeyD', 'pharyng', 'Acute pharyngitis');
    await typeSince(page, pharyngitis, '4', 1);

    const pallor = await addBySearch(page, 'Alt+KeyE', 'pallor', 'Pallor');
    await typeInto(page, `note-${pallor}`, 'Mild, conjunctival');

    const nebulisation = await addBySearch(page, 'Alt+KeyP', 'nebul', 'Nebulisation');
    expect(await activeId(page)).toBe(`date-${nebulisation}`);
    await page.keyboard.type('2026-11-21');
    await typeInto(page, `note-${nebulisation}`, 'Salbutamol 2.5 mg');

    await page.keyboard.press('Alt+KeyV');
    expect(await activeId(page)).toBe('pad-vital-bp-systolic');
    await page.keyboard.type('120');
    await typeInto(page, 'pad-vital-bp-diastolic', '80');
    await typeInto(page, 'pad-vital-pulse', '72');
    await typeInto(page, 'pad-vital-temperature', '98.40');
    await typeInto(page, 'pad-vital-spo2', '97');
    await typeInto(page, 'pad-vital-height', '170');
    await typeInto(page, 'pad-vital-weight', '65.0');
    await typeInto(page, 'pad-vital-capillary-blood-glucose', '110.5');
    await page.keyboard.press('Tab');
    expect(await page.locator('#pad-vital-bmi').textContent()).toContain('22.5');

    await waitSaved(page);
    await h.screenshot('pad-written-by-keyboard-vitals', { fullPage: false });
    await scrollToTop(page);
    await h.screenshot('pad-written-by-keyboard', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // A reload reads everything back from the core's SQLite file.
    await page.reload();
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();
    expect(await valueOf(page, `since-value-${fever}`)).toBe('3');
    expect(await page.locator(`input[name="since-unit-${fever}"]:checked`).inputValue()).toBe(
      'Day',
    );
    expect(await valueOf(page, `note-${fever}`)).toBe('High grade, evening spikes');
    expect(await valueOf(page, `since-value-${tingling}`)).toBe('2');
    expect(await valueOf(page, `note-${pallor}`)).toBe('Mild, conjunctival');
    // Stored year-month-day, shown back the clinic's way (day/month/year for en-IN).
    expect(await valueOf(page, `date-${nebulisation}`)).toBe('21/11/2026');
    expect(await valueOf(page, `note-${nebulisation}`)).toBe('Salbutamol 2.5 mg');
    expect(await valueOf(page, 'pad-vital-temperature')).toBe('98.40');
    expect(await valueOf(page, 'pad-vital-weight')).toBe('65.0');
    expect(await valueOf(page, 'pad-vital-capillary-blood-glucose')).toBe('110.5');

    // Offline: Ctrl+Enter finalizes into the outbox; nothing reaches the platform yet.
    h.core.network.setOsOnline(false);
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: Finalized; waiting to go to the patient’s record/).waitFor();
    expect(h.sandbox.prescriptionsFor(CLIENT)).toEqual([]);
    await scrollToTop(page);
    await h.screenshot('pad-finalized-offline', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    h.core.network.setOsOnline(true);
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    await h.screenshot('pad-sent');

    // The structured copy (turned on here) goes after the record's PDF, under the same key.
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(1);
    // The PDF is on the patient's record, once.
    const documents = h.sandbox.recordsFor(CLIENT);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      patientOid: patient.platformId,
      dt: 'ps',
      uploadCount: 1,
    });
    expect(documents[0]!.files[0]!.bytes?.subarray(0, 4).toString()).toBe('%PDF');
    const journal = h.sandbox.prescriptionJournal(CLIENT);
    expect(journal).toHaveLength(1);
    const { record } = journal[0]!;
    expect(record).toMatchObject({
      patient_id: patient.platformId,
      examination_findings: [
        {
          id: catalogueId('symptoms', 'Fever'),
          name: 'Fever',
          source: 'symptom',
          properties: { [SINCE]: { value: 3, unit: 'Day' }, [NOTE]: 'High grade, evening spikes' },
        },
        {
          name: 'Tingling in left toe',
          source: 'symptom',
          properties: { [SINCE]: { value: 2, unit: 'Week' } },
        },
        {
          id: catalogueId('diagnosis', 'Acute pharyngitis'),
          name: 'Acute pharyngitis',
          source: 'diagnosis',
          properties: { [SINCE]: { value: 4, unit: 'Day' } },
        },
        {
          id: catalogueId('examination_findings', 'Pallor'),
          name: 'Pallor',
          properties: { [NOTE]: 'Mild, conjunctival' },
        },
      ],
      procedures: [
        {
          id: catalogueId('procedures', 'Nebulisation'),
          name: 'Nebulisation',
          properties: { [DATE]: '2026-11-21', [NOTE]: 'Salbutamol 2.5 mg' },
        },
      ],
    });
    // Exactly as typed, trailing zeros kept, in the order entered; BMI is never sent as typed.
    expect(record.vitals).toEqual([
      { code: '8480-6', name: 'Systolic blood pressure', value: '120', unit: 'mm[Hg]' },
      { code: '8462-4', name: 'Diastolic blood pressure', value: '80', unit: 'mm[Hg]' },
      { code: '8867-4', name: 'Pulse', value: '72', unit: '/min' },
      { code: '8310-5', name: 'Temperature', value: '98.40', unit: '[degF]' },
      { code: '2708-6', name: 'SpO2', value: '97', unit: '%' },
      { code: '8302-2', name: 'Height', value: '170', unit: 'cm' },
      { code: '29463-7', name: 'Weight', value: '65.0', unit: 'kg' },
      { code: '41653-7', name: 'Capillary blood glucose', value: '110.5', unit: 'mg/dL' },
    ]);
    const findings = record.examination_findings as { id?: string; source?: string }[];
    // Free text has no platform id; an examination finding has no source.
    expect(findings[1]).not.toHaveProperty('id');
    expect(findings[3]).not.toHaveProperty('source');
  });

  it('keeps bad input on every field with a clear message, and Finalize lists each one', async () => {
    const { page } = h;
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();

    const fever = await addBySearch(page, 'Alt+KeyS', 'fever', 'Fever');
    // A Since without a unit: the number, then leave the whole Since field.
    await page.keyboard.type('3');
    await tabTo(page, `note-${fever}`);
    await page.getByText('Choose a unit: hours, days, weeks, months or years.').waitFor();
    // 10,000 characters pasted into a note.
    await page.keyboard.insertText('x'.repeat(10_000));
    await page.keyboard.press('Tab');
    await page.getByText(/longer than 2,000 characters \(it has 10,000\)/).waitFor();

    const cough = await addBySearch(page, 'Alt+KeyS', 'cough', 'Cough');
    await tabTo(page, `note-${cough}`);
    // Pasted text with a control character (a bell from another program).
    await page.keyboard.insertText('Worse at night\u0007 and on lying down');
    await page.keyboard.press('Tab');
    await page.getByText(/control characters .* the first at character 15/).waitFor();

    const ecg = await addBySearch(page, 'Alt+KeyP', 'ecg', 'Electrocardiogram (ECG)');
    await page.keyboard.type('2025-02-30');
    await page.keyboard.press('Tab');
    await page.getByText('February 2025 has 28 days, so there is no day 30.').waitFor();

    await page.keyboard.press('Alt+KeyV');
    await typeInto(page, 'pad-vital-pulse', 'abc');
    await typeInto(page, 'pad-vital-temperature', '98,4');
    await typeInto(page, 'pad-vital-spo2', '140');
    await page.keyboard.press('Tab');
    const vitalMessages = await Promise.all(
      ['pad-vital-pulse', 'pad-vital-temperature', 'pad-vital-spo2'].map((id) =>
        page.locator(`[id="${id}"]`).evaluate((element) => {
          const { document } = globalThis as unknown as PageGlobal;
          const input = element as unknown as PageElement;
          const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
          return ids.map((each) => document.getElementById(each)?.textContent ?? '').join(' ');
        }),
      ),
    );
    expect(vitalMessages[0]).toMatch(/number/i);
    expect(vitalMessages[1]).toMatch(/write 98\.4/);
    expect(vitalMessages[2]).toMatch(/100/);
    await waitSaved(page);
    await h.screenshot('pad-bad-input', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // Nothing was lost: every text is in the saved draft as typed.
    await page.reload();
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();
    expect(await valueOf(page, `since-value-${fever}`)).toBe('3');
    expect((await valueOf(page, `note-${fever}`)).length).toBe(10_000);
    expect(await valueOf(page, `note-${cough}`)).toBe('Worse at night\u0007 and on lying down');
    expect(await valueOf(page, `date-${ecg}`)).toBe('2025-02-30');
    expect(await valueOf(page, 'pad-vital-pulse')).toBe('abc');
    expect(await valueOf(page, 'pad-vital-temperature')).toBe('98,4');
    expect(await valueOf(page, 'pad-vital-spo2')).toBe('140');

    // Finalize refuses, names every field, and each name takes focus to its field.
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized: 7 entries need correcting/).waitFor();
    const problems = page.locator('.pad-problems li');
    expect(await problems.count()).toBe(7);
    await page.getByRole('button', { name: 'Fever, since, unit' }).click();
    expect(await activeId(page)).toBe(`since-unit-${fever}`);
    expect(h.sandbox.prescriptionsFor(CLIENT)).toEqual([]);
    expect(await page.getByText('Status: Draft').count()).toBe(1);
    await scrollToTop(page);
    await h.screenshot('pad-finalize-refused', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);
  });
});
