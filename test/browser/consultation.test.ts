import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir';
import { toneWithPausesWav } from '../helpers/wav';
import { until } from '../helpers/until';
import { closeBrowser, fakeMicrophoneArgs, startHarness, type Harness } from './harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;

function knownWav(file: string): void {
  writeFileSync(file, toneWithPausesWav(2));
}

let h: Harness;
beforeAll(async () => {
  const temp = makeTempDir('companion-mic-');
  const wav = path.join(temp.dir, 'consultation.wav');
  knownWav(wav);
  h = await startHarness({
    structured: true,
    browserArgs: fakeMicrophoneArgs(wav),
    sandbox: { transcriptionDelayMs: 200, failingTemplates: [] },
    core: {
      sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } },
      recording: {
        maxChunkMs: 1_000,
        poller: { firstDelayMs: 100, intervalMs: 200, maxIntervalMs: 400 },
      },
    },
  });
});
afterAll(async () => {
  await h?.close();
  await closeBrowser();
});

/** Moves focus to the button named `name` with Tab (at most `limit` presses) and presses Enter. */
async function tabAndPress(name: string, limit = 80): Promise<void> {
  const target = h.page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target
      .evaluate((element) => {
        const doc = (globalThis as unknown as { document: { activeElement: unknown } }).document;
        return element === doc.activeElement;
      })
      .catch(() => false);
    if (focused) {
      await h.page.keyboard.press('Enter');
      return;
    }
    await h.page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button ${name}`);
}

describe('a morning at the clinic, as a doctor works it', () => {
  it('queue, consultation with consent and recording, a walk-in created offline, search, restart: everything where it was, sent once', async () => {
    const { page } = h;
    // The first screen is Today, with the seeded day's queue.
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const day = await h.core.handlers['consultation:today']({});
    const first = day.queue.appointments[1]!;
    const firstName = first.patient!.name;
    await page.getByText(firstName, { exact: true }).first().waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('today-queue', { fullPage: false });

    // Start the first waiting appointment by keyboard.
    await tabAndPress(`Start ${firstName}`);
    await page.getByRole('heading', { level: 1, name: `Consultation: ${firstName}` }).waitFor();
    const header = page.getByRole('region', { name: 'Patient', exact: true });
    expect(await header.innerText()).toContain(firstName);
    expect(await header.innerText()).toContain(first.patient!.ageText);

    // Consent, then record.
    await tabAndPress('The patient agrees to be recorded');
    await page.getByRole('button', { name: 'Start recording' }).waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('consultation-consented', { fullPage: false });
    await tabAndPress('Start recording');
    await page
      .getByRole('status')
      .filter({ hasText: /[2-9] audio parts saved on this computer/ })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop and transcribe' }).click();
    const transcript = page.getByRole('region', { name: /^Transcript of the recording started/ });
    await transcript.waitFor({ timeout: 20_000 });
    const firstTranscript = await transcript.innerText();
    expect(firstTranscript).toMatch(/audio chunks/);

    // The scribe's suggestions wait for the doctor: reject one, edit one, accept the rest.
    const suggestions = page.getByRole('region', { name: 'The scribe’s suggestions' });
    await suggestions.waitFor({ timeout: 20_000 });
    expect(await suggestions.innerText()).toMatch(/Paracetamol/);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('consultation-suggestions', { fullPage: false });
    await page
      .getByRole('button', { name: /^Reject investigation: / })
      .first()
      .click();
    await page.getByRole('button', { name: /^Edit advice: Warm saline/ }).click();
    await page
      .getByLabel('Your words for this advice')
      .fill('Gargle with warm salt water thrice a day.');
    await page.keyboard.press('Enter');
    await suggestions.getByText(/ decided\./).waitFor();
    await tabAndPress('Accept all except medicines');
    // The medicines are decided one by one: focus is on the first's Accept, then the next's.
    await suggestions.getByText(/^2 of \d+ wait for your decision/).waitFor();
    await page.keyboard.press('Enter');
    await suggestions.getByText(/^1 of \d+ wait for your decision/).waitFor();
    await page.keyboard.press('Enter');
    await suggestions.getByText(/^All \d+ suggestions are decided\.$/).waitFor();

    // A lab report brought by the patient, added to this consultation: to the patient's record.
    await page
      .getByRole('combobox', { name: 'Document type' })
      .selectOption({ label: 'Lab report' });
    await page.getByLabel(/^Add documents to the patient’s record/).setInputFiles({
      name: 'cbc-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a lab report\n%%EOF\n'),
    });
    await page
      .getByRole('list', { name: 'Documents of this consultation' })
      .getByText('cbc-report.pdf')
      .waitFor();

    // Write the pad (a vital), finalize with Ctrl+Enter, finish.
    await page.keyboard.press('Alt+KeyV');
    await page.keyboard.type('120');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80');
    await page.keyboard.press('Control+Enter');
    // The seeded day's patient may be a child on today's date: the prescribing checks then warn
    // of the scribe's adult doses, and Finalize waits for each warning. The doctor goes ahead
    // past each one with a reason, by keyboard, and finalizes again.
    const sentStatus = page.getByText(/^Status: (Finalized|On the patient’s record)/);
    const refused = page.getByText(/^The pad was not finalized/);
    await sentStatus.or(refused).first().waitFor();
    if (await refused.isVisible()) {
      const goAhead = page.getByRole('button', { name: 'Go ahead anyway' });
      for (let open = await goAhead.count(); open > 0; open = await goAhead.count()) {
        await goAhead.first().focus();
        await page.keyboard.press('Enter');
        await page.keyboard.type('Checked with the family: as prescribed');
        await page.keyboard.press('Enter');
        await expect.poll(() => goAhead.count()).toBe(open - 1);
        await page.getByText(/^All changes saved/).waitFor();
      }
      await page.keyboard.press('Control+Enter');
    }
    await sentStatus.waitFor();
    await h.screenshot('consultation-finalized', { fullPage: false });
    await tabAndPress('Finish the consultation');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await page
      .getByRole('region', { name: 'Finished today' })
      .getByRole('button', { name: `Open ${firstName}` })
      .waitFor();

    // A walk-in, offline: a new patient created here.
    h.core.network.setOsOnline(false);
    await page
      .getByLabel('Find a patient by name, mobile number, UHID or ABHA number')
      .fill('Zoya Hassan');
    await page.getByRole('button', { name: 'Search patients' }).click();
    await page.getByText('No patient matches.').waitFor();
    await page.getByRole('button', { name: 'New patient' }).click();
    const form = page.getByRole('form', { name: 'New patient' });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Zoya Hassan');
    await form.getByLabel('Female').check();
    await form.getByLabel('Date of birth', { exact: true }).fill('31/02/1996');
    await form.getByRole('button', { name: 'Save the patient and start the consultation' }).click();
    await form.getByText('That date does not exist.').waitFor();
    await form.getByLabel('Date of birth', { exact: true }).fill('02/03/1996');
    await form.getByLabel('Mobile number (optional)').fill('98450 12345');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('walk-in-new-patient', { fullPage: false });
    await form.getByRole('button', { name: 'Save the patient and start the consultation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Consultation: Zoya Hassan' }).waitFor();
    expect(await page.getByRole('region', { name: 'Patient', exact: true }).innerText()).toContain(
      'Not yet on the platform',
    );
    await h.screenshot('walk-in-consultation', { fullPage: false });

    // Back to the first consultation from the search: its pad read-only, its transcript there.
    await h.openScreen('Today');
    const search = page.getByRole('search', { name: 'Consultations' });
    await search.getByLabel('Patient’s name, mobile number or UHID').fill(firstName.split(' ')[0]!);
    await search.getByRole('button', { name: 'Search consultations' }).click();
    await page
      .getByRole('list', { name: 'Consultations found' })
      .getByRole('button', { name: `Open ${firstName}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Consultation: ${firstName}` }).waitFor();
    await transcript.waitFor();
    expect(await page.getByRole('button', { name: 'Finalize' }).count()).toBe(0);
    await page
      .getByRole('list', { name: 'Documents of this consultation' })
      .getByText('cbc-report.pdf')
      .waitFor();
    await h.screenshot('consultation-from-search', { fullPage: true });

    // Restart the app, back online.
    await h.restartCore();
    h.core.network.setOsOnline(true);
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await page
      .getByRole('region', { name: 'In progress' })
      .getByRole('button', { name: 'Open Zoya Hassan' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Finished today' })
      .getByRole('button', { name: `Open ${firstName}` })
      .waitFor();

    // The walk-in's consultation holds no transcript: each transcript only on its own.
    await page
      .getByRole('region', { name: 'In progress' })
      .getByRole('button', { name: 'Open Zoya Hassan' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Consultation: Zoya Hassan' }).waitFor();
    expect(await page.getByRole('region', { name: /^Transcript of/ }).count()).toBe(0);
    expect(await page.getByText(firstTranscript.slice(0, 40)).count()).toBe(0);

    // The platform has each change exactly once.
    await until(
      () => h.sandbox.patientsCreatedBy(CLIENT).length === 1,
      'the patient to be created',
      20_000,
    );
    await until(
      () => h.sandbox.appointmentCompletions(CLIENT).length === 1,
      'the appointment to be completed',
      20_000,
    );
    await until(
      () => h.sandbox.prescriptionJournal(CLIENT).length === 1,
      'the prescription to arrive',
      20_000,
    );
    expect(h.sandbox.patientsCreatedBy(CLIENT)[0]).toMatchObject({
      fln: 'Zoya Hassan',
      dob: '1996-03-02',
      gen: 'F',
    });
    expect(h.sandbox.appointmentCompletions(CLIENT).map((c) => c.appointmentId)).toEqual([
      first.id,
    ]);
    expect(h.sandbox.voiceSessionsFor(CLIENT)).toHaveLength(1);
    // On the first patient's record: the lab report added in the visit, and the prescription's PDF.
    const onRecord = () => h.sandbox.recordsFor(CLIENT).filter((doc) => doc.uploadCount > 0);
    await until(
      () => onRecord().length === 2,
      'the document and the prescription to arrive',
      20_000,
    );
    expect(onRecord().find((doc) => doc.dt === 'lr')).toMatchObject({
      patientOid: first.patient!.platformId,
      title: 'cbc-report',
    });
    expect(onRecord().find((doc) => doc.dt === 'ps')).toMatchObject({
      patientOid: first.patient!.platformId,
      title: expect.stringMatching(/^Prescription, /) as unknown,
    });
    await page.waitForTimeout(500);
    expect(h.sandbox.patientsCreatedBy(CLIENT)).toHaveLength(1);
    expect(h.sandbox.prescriptionJournal(CLIENT)).toHaveLength(1);
    expect(onRecord()).toHaveLength(2);
  });
});
