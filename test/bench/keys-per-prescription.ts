import { todayQueue } from '../../src/shared/today-queue';
import { closeBrowser, startHarness, type Harness } from '../browser/harness';
import { CountingKeyboard, focusedId, until } from './keyboard-doctor';
import { report } from './report';
import { buildRenderer } from './screen-bench';
import { checkPrescription, writePrescription, type Mode } from './scripted-prescription';

/** The issue's figure: keys for a full prescription, measured on an older main, not in this run. */
const ISSUE_KEYS = 408;
const PARTS = [
  'start',
  'findings',
  'procedure',
  'vitals',
  'medicines',
  'investigations',
  'advice',
  'follow-up',
  'finalize/finish',
];

/**
 * Setup, not counted: the day's waiting children are seen through the core first, so the next
 * patient is an adult (the seeded queue changes with the date, and a child's dose checks would
 * ask about the adult doses the script writes).
 */
async function adultNext(h: Harness): Promise<string> {
  for (;;) {
    const day = await h.core.handlers['consultation:today']({});
    const next = todayQueue(day.queue.appointments, Date.now()).next;
    if (next?.patient === undefined) throw new Error('nobody is waiting in the seeded day');
    if ((next.patient.ageYears ?? 0) >= 18) return next.patient.name;
    const visit = await h.core.handlers['consultation:start']({ appointmentId: next.id });
    await h.core.handlers['consultation:finish']({ id: visit.id });
  }
}

/**
 * One scripted doctor, keyboard only at 1366×768, from Today to Finish: the keys of each part,
 * after checking the finalized pad holds exactly what was typed.
 */
async function doctor(mode: Mode): Promise<CountingKeyboard> {
  const h = await startHarness();
  try {
    const { page } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    const name = await adultNext(h);
    await page.reload();
    const offer = `Next patient: ${name}`;
    await page.getByRole('button', { name: offer, exact: true }).waitFor();
    const kb = new CountingKeyboard(page);

    kb.partOf('start');
    if (mode === 'shortcuts') {
      await kb.press('Alt+KeyN');
      await until(
        () => focusedId(page),
        (id) => id === 'next-patient',
        'focus on Next patient',
      );
    } else {
      await kb.walkTo({ css: 'tr.queue-row--next button' });
    }
    await kb.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Consultation: ${name}` }).waitFor();
    await page.getByText('Status: Draft').waitFor();

    await writePrescription(kb, mode);

    kb.partOf('finalize/finish');
    await page.getByText(/^All changes saved/).waitFor({ timeout: 15_000 });
    if (mode === 'shortcuts') {
      await kb.press('Control+Enter');
    } else {
      await kb.walkTo({ css: '.pad-actions button', text: 'Finalize' });
      await kb.press('Enter');
    }
    // The screen settled before walking on: while the pad is on its way to the record, a Reopen
    // button stands in the Tab order, and the count would depend on the upload's speed.
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 30_000 });
    await kb.walkTo({ css: '.consultation-actions button', text: 'Finish the consultation' });
    await kb.press('Enter');
    await page.getByText(`The consultation of ${name} is finished.`).waitFor();

    const day = await h.core.handlers['consultation:today']({});
    const seen = day.finished.filter((c) => c.patient.name === name);
    if (seen.length !== 1) throw new Error(`${seen.length} finished visits of the patient`);
    const { padId } = await h.core.handlers['consultation:get']({ id: seen[0]!.id });
    const view = await h.core.handlers['pad:get']({ id: padId });
    const printout = await h.core.handlers['printout:html']({ padId, paper: 'A4' });
    checkPrescription(view.status, view.pad, printout.html);
    return kb;
  } finally {
    await h.close();
  }
}

/**
 * Keys per full prescription by a scripted doctor with the pad's shortcuts, beside the issue's
 * figure (408, an older main, not this run) and beside the same prescription typed the plain way
 * (Tab to each field instead of the shortcuts) in this run, in total and by part.
 */
export async function benchKeysPerPrescription(): Promise<void> {
  buildRenderer();
  try {
    const quick = await doctor('shortcuts');
    const plain = await doctor('plain');
    report(
      'keys_per_prescription',
      quick.total(),
      'keys',
      'issue_figure_older_main_not_this_run',
      ISSUE_KEYS,
    );
    report(
      'keys_per_prescription',
      quick.total(),
      'keys',
      'tab_walk_no_shortcuts_same_run',
      plain.total(),
    );
    for (const part of PARTS) {
      const name = part.replace('/', '_').replace('-', '_');
      report(
        `keys_per_prescription_${name}`,
        quick.counts.get(part) ?? 0,
        'keys',
        `tab_walk_${name}_same_run`,
        plain.counts.get(part) ?? 0,
      );
    }
  } finally {
    await closeBrowser();
  }
}
