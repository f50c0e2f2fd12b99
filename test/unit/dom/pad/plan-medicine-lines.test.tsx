import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { openQuestions } from '../../../../src/shared/pad/medicine-open';
import { MedicineSection } from '../../../../src/renderer/src/pad/MedicineSection';
import { PadStatus } from '../../../../src/renderer/src/pad/PadStatus';
import { padOf, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion, makePadView, okResult } from '../fixtures';
import { resetPad, showPad } from './entries-fixtures';

/*
 * Whole-line entry and the questions beside a medicine's row: a line typed as doctors write it
 * fills every field; where the fields can mean two things the row asks in words, the likely
 * reading first (Enter settles it), and Finalize waits for the answer. The fake core refuses as
 * plan-checks.ts does (the same openQuestions, on the pad the store would save; the core's own
 * check is tested in test/unit/node/pad/plan-checks.test.ts and in Chromium).
 */

/** The core's refusal of a pad whose medicines leave a question open (plan-checks.ts). */
function questionsOf(medicines: readonly Medicine[]): Record<string, string> {
  return Object.fromEntries(
    medicines.flatMap((m) => {
      const [question] = openQuestions(m);
      return question === undefined ? [] : [[`medicines.${m.localId}.question`, question.text]];
    }),
  );
}

const MED = '0b0e1c1a-0000-4000-8000-000000000301';

beforeEach(() => {
  resetPad();
  installFakeCompanion({
    searchDrugsAndLabs: () => okResult({ items: [], source: 'live', fetchedAt: null }),
  });
});
afterEach(resetPad);

const medicines = () => usePadStore.getState().medicines;
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const search = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Add a medicine' });

function showMedicines(list: Medicine[] = []) {
  showPad();
  usePadStore.setState({ medicines: list });
  render(
    <>
      <PadStatus />
      <MedicineSection />
    </>,
  );
}

async function typeLine(
  user: ReturnType<typeof userEvent.setup>,
  line: string,
  option: string | RegExp,
) {
  await user.click(search());
  await user.keyboard(line.replace(/[{[]/g, '$&$&'));
  const active = await screen.findByRole('option', { name: option });
  expect(active.getAttribute('aria-selected')).toBe('true');
  await user.keyboard('{Enter}');
}

describe('a whole line typed in "Add a medicine"', () => {
  it('fills every field, each shown in its field, and focus comes back for the next line', async () => {
    showMedicines();
    const user = userEvent.setup();
    await typeLine(
      user,
      'Tab Paracetamol 650 1-0-1 x 5 days after food',
      'Add as written: Tab. Paracetamol 650 — 1 tablet, morning and night, after food, for 5 days',
    );
    const [added] = medicines();
    expect(added).toEqual({
      localId: added!.localId,
      name: 'Paracetamol 650',
      form: 'tablet',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      timing: 'after-food',
      duration: { value: 5, unit: 'days' },
    });
    expect(box('Paracetamol 650: frequency').value).toBe('1-0-1');
    expect(box('Paracetamol 650: duration').value).toBe('5 days');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Paracetamol 650: timing' }).value,
    ).toBe('after-food');
    expect(screen.getByText('1 tablet, morning and night, after food, for 5 days')).toBeTruthy();
    expect(document.activeElement).toBe(search());
    expect(search().value).toBe('');

    // Each field stays the doctor's to edit.
    await user.clear(box('Paracetamol 650: duration'));
    await user.type(box('Paracetamol 650: duration'), '3');
    expect(medicines()[0]?.duration).toEqual({ value: 3, unit: 'days' });
  });

  it('a name alone is searched as before (no "Add as written")', async () => {
    showMedicines();
    const user = userEvent.setup();
    await user.type(search(), 'Pan 40');
    await screen.findByRole('option', { name: 'Add “Pan 40” as free text' });
    expect(screen.queryByRole('option', { name: /^Add as written/ })).toBeNull();
  });

  it('a taper is one medicine with steps, shown in words, and edited as a line', async () => {
    showMedicines();
    const user = userEvent.setup();
    await typeLine(
      user,
      'Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days',
      'Add as written: Tab. Prednisolone — 40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
    );
    expect(medicines()).toHaveLength(1);
    expect(screen.queryByText(/Entered twice/)).toBeNull();
    expect(
      screen.getByText('40 mg in the morning for 3 days, then 30 mg in the morning for 3 days'),
    ).toBeTruthy();

    // Edit as a line: the line comes back as typed; a third step is added by retyping it.
    screen.getByRole('button', { name: 'Prednisolone: edit as a line' }).focus();
    await user.keyboard('{Enter}');
    const line = box('Prednisolone, as one line');
    expect(line.value).toBe('Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days');
    await user.type(line, ', then 20 mg OD x 3 days{Enter}');
    const [taper] = medicines();
    expect(taper?.then).toHaveLength(2);
    expect(taper?.then?.[1]).toMatchObject({ dose: { value: '20', unit: 'mg' } });
    expect(
      screen.getByText(
        '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days, then 20 mg in the morning for 3 days',
      ),
    ).toBeTruthy();
    expect(document.activeElement?.id).toBe(`med-line-${taper!.localId}-edit`);
  });
});

describe('a question beside the row, never a guess', () => {
  it('"8 units" then "8-0-6" field by field asks, the likely reading first; Enter settles it', async () => {
    showMedicines([{ localId: MED, name: 'Insulin Actrapid' }]);
    const user = userEvent.setup();
    await user.type(box('Insulin Actrapid: dose'), '8 units');
    await user.type(box('Insulin Actrapid: frequency'), '8-0-6');

    const group = screen.getByRole('group', { name: 'Question about Insulin Actrapid' });
    expect(
      within(group).getByText(
        'The dose says 8 units and the frequency says 8-0-6. Is it 8 units in the morning and 6 units at night?',
      ),
    ).toBeTruthy();
    const readings = within(group).getAllByRole('button');
    expect(readings.map((b) => b.textContent)).toEqual([
      '8 units in the morning and 6 units at night',
      '8 units, morning and night',
    ]);
    // Never multiplied, and nothing settled meanwhile.
    expect(screen.queryByText(/64|48/)).toBeNull();
    expect(medicines()[0]).toMatchObject({
      dose: { value: '8', unit: 'unit' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    });

    // Enter in the field goes to the likely reading; Enter on it settles it.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(readings[0]);
    await user.keyboard('{Enter}');
    expect(medicines()[0]).toEqual({
      localId: MED,
      name: 'Insulin Actrapid',
      dose: { unit: 'unit' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    });
    expect(screen.queryByRole('group', { name: /^Question about/ })).toBeNull();
    expect(screen.getByText('8 units in the morning and 6 units at night')).toBeTruthy();
    expect(box('Insulin Actrapid: dose').value).toBe('units');
    // Focus goes to the row's next field to fill, never to the body.
    expect(document.activeElement?.id).toBe(`med-duration-${MED}`);
  });

  it('"1 drop OD" with the Eye route asks: once a day or the right eye', async () => {
    showMedicines([{ localId: MED, name: 'Moxifloxacin eye drops' }]);
    const user = userEvent.setup();
    await user.type(box('Moxifloxacin eye drops: dose'), '1 drop');
    await user.type(box('Moxifloxacin eye drops: frequency'), 'OD');
    expect(screen.queryByRole('group', { name: /^Question about/ })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Moxifloxacin eye drops: route' }), 'Eye');
    const group = screen.getByRole('group', {
      name: 'Question about Moxifloxacin eye drops',
    });
    expect(within(group).getByText(/^OD can mean once a day or the right eye/)).toBeTruthy();
    const [rightEye, once] = within(group).getAllByRole('button');
    expect(rightEye?.textContent).toBe('In the right eye; how often to be written');
    expect(once?.textContent).toBe('1 drop in the morning');

    // The right eye: how often is then to be written, and focus goes to the frequency.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(rightEye);
    await user.keyboard('{Enter}');
    expect(medicines()[0]).toMatchObject({ site: 'right eye', route: 'Eye' });
    expect(medicines()[0]).not.toHaveProperty('frequency');
    expect(document.activeElement?.id).toBe(`med-frequency-${MED}`);
    await user.keyboard('TDS');
    expect(screen.getByText('1 drop, morning, afternoon and night, in the right eye')).toBeTruthy();
  });

  it('the same line typed whole is added with the question open and the line kept as typed', async () => {
    showMedicines();
    const user = userEvent.setup();
    await typeLine(
      user,
      'Moxifloxacin eye drops 1 drop OD',
      /^Add as written: Eye drops Moxifloxacin — asks: OD can mean once a day or the right eye/,
    );
    const [added] = medicines();
    expect(added).toMatchObject({
      name: 'Moxifloxacin',
      form: 'eye drops',
      dose: { value: '1', unit: 'drop' },
      frequency: { kind: 'pattern', pattern: '1-0-0', shorthand: 'OD' },
      typed: { line: 'Moxifloxacin eye drops 1 drop OD' },
    });
    const group = screen.getByRole('group', { name: 'Question about Moxifloxacin' });
    expect(within(group).getByText('Moxifloxacin eye drops 1 drop OD')).toBeTruthy();
    // Focus is on the likely reading: one key settles it. Here the doctor means once a day.
    expect(document.activeElement?.textContent).toBe('In the right eye; how often to be written');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(medicines()[0]).not.toHaveProperty('typed');
    expect(medicines()[0]?.frequency).toEqual({ kind: 'pattern', pattern: '1-0-0' });
    expect(document.activeElement?.id).toBe(`med-duration-${added!.localId}`);
  });
});

describe('Finalize waits for the answer', () => {
  it('is refused with the question in words while it is open, and allowed once answered', async () => {
    const fake = installFakeCompanion({
      finalizePad: () => {
        const pad = padOf(usePadStore.getState())!;
        const problems = questionsOf(pad.medicines);
        return Object.keys(problems).length === 0
          ? okResult(makePadView({ pad, status: 'finalized', canEdit: false }))
          : Promise.resolve({
              ok: false as const,
              error: {
                code: 'INVALID_ARGUMENT' as const,
                message: 'The pad was not finalized: one entry needs correcting.',
                fields: problems,
              },
            });
      },
    });
    showMedicines([
      {
        localId: MED,
        name: 'Insulin Actrapid',
        dose: { value: '8', unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      },
    ]);
    const question =
      'The dose says 8 units and the frequency says 8-0-6. Is it 8 units in the morning and 6 units at night?';
    // Saving goes on with the question open: only Finalize waits.
    const refused = await usePadStore.getState().finalize();
    expect(refused.ok).toBe(false);
    expect(usePadStore.getState().finalizeFields).toEqual({
      [`medicines.${MED}.question`]: question,
    });
    const link = await screen.findByRole('button', { name: 'Insulin Actrapid, question' });
    expect(link.closest('li')?.textContent).toContain(question);
    const group = screen.getByRole('group', { name: 'Question about Insulin Actrapid' });
    expect(within(group).getByText('Finalize waits for this answer.')).toBeTruthy();

    // The problem takes the doctor to the likely reading; Enter settles it.
    const user = userEvent.setup();
    await user.click(link);
    expect(document.activeElement?.textContent).toBe('8 units in the morning and 6 units at night');
    await user.keyboard('{Enter}');
    const allowed = await usePadStore.getState().finalize();
    expect(allowed.ok).toBe(true);
    expect(fake.finalizePad).toHaveBeenCalledTimes(2);
  });
});
