import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateText, noteText, sinceFields } from '../../../../src/shared/pad/draft';
import { DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID } from '../../../../src/shared/properties';
import { DATE_HINT } from '../../../../src/renderer/src/pad/DateField';
import { FindingSection } from '../../../../src/renderer/src/pad/FindingSection';
import { ProcedureSection } from '../../../../src/renderer/src/pad/ProcedureSection';
import { usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { SINCE_GROUP, finding, item, procedure, resetPad, showPad } from './entries-fixtures';

const FEVER = '0b0e1c1a-0000-4000-8000-000000000001';
const ECG = '0b0e1c1a-0000-4000-8000-00000000000e';

beforeEach(() => {
  resetPad();
  installFakeCompanion();
});

afterEach(() => {
  vi.useRealTimers();
  resetPad();
});

const fever = () => usePadStore.getState().findings[FEVER]!;
const ecg = () => usePadStore.getState().procedures[ECG]!;
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function showFever(properties = {}, extra: Parameters<typeof showPad>[0] = {}) {
  showPad({
    findings: [finding(FEVER, 'symptom', 'Fever', 'sym-fever', properties)],
    ...extra,
  });
  render(<FindingSection kind="symptom" />);
}

describe('Since', () => {
  it('a number with no unit is kept, and leaving the field asks for the unit on the unit group', async () => {
    showFever();
    const user = userEvent.setup();
    const number = box('Fever: since, number');
    expect(number.id).toBe(`since-value-${FEVER}`);
    expect(number.getAttribute('inputmode')).toBe('numeric');
    await user.type(number, '3');
    expect(sinceFields(fever(), SINCE_GROUP.id)).toEqual({ valueText: '3', unit: '' });
    const units = screen.getByRole('radiogroup', { name: 'Fever: since, unit' });
    // Moving on to the units is not leaving the field: no message yet.
    await user.tab();
    expect(document.activeElement).toBe(within(units).getByRole('radio', { name: 'hours' }));
    expect(document.activeElement?.id).toBe(`since-unit-${FEVER}`);
    expect(units.getAttribute('aria-invalid')).toBeNull();
    // Leaving the whole Since field is.
    await user.click(box('Fever: note'));
    expect(units.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(units)).toBe('Choose a unit: hours, days, weeks, months or years.');

    await user.click(within(units).getByRole('radio', { name: 'days' }));
    expect(sinceFields(fever(), SINCE_GROUP.id)).toEqual({ valueText: '3', unit: 'Day' });
    expect(fever().properties[SINCE_GROUP.id]).toEqual({ value: 3, unit: 'Day' });
    expect(units.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Choose a unit: hours, days, weeks, months or years.')).toBeNull();
  });

  it('text that is not a whole number stays as typed, with a message once the number is left', async () => {
    showFever();
    const user = userEvent.setup();
    const number = box('Fever: since, number');
    await user.type(number, '1.5');
    expect(number.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(number)).toMatch(/^Enter a whole number\./);
    expect(number.value).toBe('1.5');
    expect(sinceFields(fever(), SINCE_GROUP.id).valueText).toBe('1.5');

    await user.clear(number);
    await user.type(number, 'abc');
    expect(describedText(number)).toBe('Enter how long, as a number.');
    expect(fever().properties[SINCE_GROUP.id]).toEqual({ value: 'abc' });
  });

  it('the arrow keys choose the unit; Clear empties both and goes back to the number', async () => {
    showFever({ [SINCE_GROUP.id]: { value: 2, unit: 'Week' } });
    const user = userEvent.setup();
    const weeks = screen.getByRole<HTMLInputElement>('radio', { name: 'weeks' });
    expect(weeks.checked).toBe(true);
    expect(weeks.id).toBe(`since-unit-${FEVER}`);
    weeks.focus();
    await user.keyboard('{ArrowRight}');
    expect(fever().properties[SINCE_GROUP.id]).toEqual({ value: 2, unit: 'Month' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'months' }));
    await user.click(screen.getByRole('button', { name: 'Clear since for Fever' }));
    expect(fever().properties[SINCE_GROUP.id]).toBeUndefined();
    expect(document.activeElement).toBe(box('Fever: since, number'));
    expect(screen.queryByRole('button', { name: 'Clear since for Fever' })).toBeNull();
  });

  it('offers the units of the finding’s own Since group', () => {
    const short = { ...SINCE_GROUP, id: 'pg-short', units: ['Day', 'Week'] as ('Day' | 'Week')[] };
    showFever(
      {},
      {
        catalogue: {
          symptoms: [
            item('symptoms', 'sym-cough', 'Cough'),
            item('symptoms', 'sym-fever', 'Fever', { groups: [short] }),
          ],
        },
      },
    );
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['Day', 'Week']);
  });

  it('is unavailable, saying why, while the properties list is not loaded', () => {
    showFever({}, { catalogue: {} });
    const number = box('Fever: since, number');
    expect(number.disabled).toBe(true);
    expect(describedText(number)).toBe(
      'Since needs the properties list, which has not been loaded yet.',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows a refused Finalize’s message at once, without the field being left', () => {
    showFever(
      { [SINCE_GROUP.id]: { value: 3 } },
      {
        finalizeFields: {
          [`findings.${FEVER}.since.unit`]: 'Choose a unit: hours, days, weeks, months or years.',
        },
      },
    );
    const units = screen.getByRole('radiogroup', { name: 'Fever: since, unit' });
    expect(units.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(units)).toBe('Choose a unit: hours, days, weeks, months or years.');
  });
});

describe('Note', () => {
  it('keeps a 10,000-character paste and says it is longer than 2,000', async () => {
    showFever();
    const user = userEvent.setup();
    const note = box('Fever: note');
    expect(note.id).toBe(`note-${FEVER}`);
    await user.click(note);
    await user.paste('x'.repeat(10_000));
    expect(noteText(fever())).toHaveLength(10_000);
    expect(note.value).toHaveLength(10_000);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(note)).toBe(
      'The note is longer than 2,000 characters (it has 10,000). 10,000 / 2,000 characters',
    );
  });

  it('keeps a pasted control character and says where it is', async () => {
    showFever();
    const user = userEvent.setup();
    const note = box('Fever: note');
    await user.click(note);
    await user.paste('cough\u0007 at night');
    expect(fever().properties[NOTE_PROPERTY_GROUP_ID]).toBe('cough\u0007 at night');
    expect(describedText(note)).toBe(
      'The note contains control characters (invisible characters other than line breaks and tabs), the first at character 6; delete them or retype that part.',
    );
  });

  it('shows the count only past 1,800 characters, and no message while typing', async () => {
    showFever({ [NOTE_PROPERTY_GROUP_ID]: 'y'.repeat(1_800) });
    const user = userEvent.setup();
    const note = box('Fever: note');
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    await user.type(note, 'z');
    expect(screen.getByText(/1,801 \/ 2,000/)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBeNull();
    expect(noteText(fever())).toBe(`${'y'.repeat(1_800)}z`);
  });

  it('a Finalize message the field’s own check does not see stays until the note is edited', async () => {
    const reenter = 'Enter this again: it was saved in a form the platform may not read.';
    showFever(
      { [NOTE_PROPERTY_GROUP_ID]: 'old form' },
      { finalizeFields: { [`findings.${FEVER}.note`]: reenter } },
    );
    const user = userEvent.setup();
    const note = box('Fever: note');
    expect(describedText(note)).toBe(reenter);
    await user.type(note, '!');
    expect(note.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(reenter)).toBeNull();
  });
});

describe('Date', () => {
  function showEcg(properties = {}) {
    showPad({ procedures: [procedure(ECG, 'ECG', 'pr-ecg', properties)] });
    render(<ProcedureSection />);
  }

  it('keeps a date that does not exist as typed, and says why once left', async () => {
    showEcg();
    const user = userEvent.setup();
    const date = box('ECG: date');
    expect(date.id).toBe(`date-${ECG}`);
    expect(describedText(date)).toBe(DATE_HINT);
    await user.type(date, '2025-02-30');
    expect(date.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(date)).toBe(
      `February 2025 has 28 days, so there is no day 30. ${DATE_HINT}`,
    );
    expect(dateText(ecg())).toBe('2025-02-30');
  });

  it('takes the date the clinic’s way (day/month/year), stores year-month-day, and shows it back the clinic’s way', async () => {
    showEcg();
    const user = userEvent.setup();
    const date = box('ECG: date');
    expect(DATE_HINT).toBe('day/month/year (or year-month-day), e.g. 21/11/2026');
    await user.type(date, '21/11/2026');
    expect(date.value).toBe('21/11/2026');
    expect(ecg().properties[DATE_PROPERTY_GROUP_ID]).toBe('2026-11-21');
    await user.tab();
    expect(date.getAttribute('aria-invalid')).toBeNull();
    await user.clear(date);
    await user.type(date, '31/02/2025');
    await user.tab();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(date)).toBe(`That date does not exist. ${DATE_HINT}`);
    // Not a date: kept as typed, for the doctor to correct.
    expect(ecg().properties[DATE_PROPERTY_GROUP_ID]).toBe('31/02/2025');
  });

  it('Today fills the local date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 30));
    showEcg();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Today as the date of ECG' }));
    expect(ecg().properties[DATE_PROPERTY_GROUP_ID]).toBe('2026-11-21');
    expect(box('ECG: date').value).toBe('21/11/2026');
  });
});

describe('a pad that cannot be edited', () => {
  it('shows every field read-only but focusable, and no add, remove, clear or today', async () => {
    showPad({
      canEdit: false,
      findings: [
        finding(FEVER, 'symptom', 'Fever', 'sym-fever', {
          [SINCE_GROUP.id]: { value: 3, unit: 'Day' },
          [NOTE_PROPERTY_GROUP_ID]: 'High at night',
        }),
      ],
      procedures: [procedure(ECG, 'ECG', 'pr-ecg', { [DATE_PROPERTY_GROUP_ID]: '2025-03-05' })],
    });
    render(
      <>
        <FindingSection kind="symptom" />
        <ProcedureSection />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    const number = box('Fever: since, number');
    const note = box('Fever: note');
    const date = box('ECG: date');
    for (const field of [number, note, date]) {
      expect(field.readOnly).toBe(true);
      expect(field.disabled).toBe(false);
    }
    // Only the chosen unit is shown, and it can be reached and read.
    const units = screen.getByRole('radiogroup', { name: 'Fever: since, unit' });
    expect(units.getAttribute('aria-readonly')).toBe('true');
    const radios = within(units).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([['Day', true]]);

    await user.click(number);
    await user.keyboard('9');
    expect(number.value).toBe('3');
    await user.tab();
    expect(document.activeElement).toBe(radios[0]);
    await user.tab();
    expect(document.activeElement).toBe(note);
    await user.tab();
    expect(document.activeElement).toBe(date);
    expect(usePadStore.getState().saveState).toBe('saved');
  });
});
