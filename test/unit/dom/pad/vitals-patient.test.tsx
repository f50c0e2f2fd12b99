import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BP_QUESTION_KEY } from '../../../../src/shared/pad/vitals-bp';
import { RANGE_WORDS } from '../../../../src/shared/pad/vitals-flags';
import { BP_QUESTION_TARGET, problemLinks } from '../../../../src/renderer/src/pad/padFields';
import { VitalsGrid } from '../../../../src/renderer/src/pad/VitalsGrid';
import { resetPadStoreTimers, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { box, descriptionOf, showPad, stored } from './vitals-fixture';

/*
 * The child's limits on the vitals panel: a child's ranges (never an adult's), the blood-pressure question
 * with its swap and keep-editing buttons, glucose flagged without a context, and a pad stored
 * before the new limits opening with every reading kept.
 */

const SYSTOLIC = 'Blood pressure, systolic, mmHg';
const DIASTOLIC = 'Blood pressure, diastolic, mmHg';
const QUESTION = 'Systolic 84 is below diastolic 128: did you mean 128/84?';

beforeEach(() => {
  resetPadStoreTimers();
  usePadStore.setState(usePadStore.getInitialState(), true);
  installFakeCompanion();
});
afterEach(() => resetPadStoreTimers());

describe('a child’s vitals', () => {
  it('shows the ranges of the child’s age, never an adult range, and flags by them', async () => {
    showPad([], { patient: { sex: 'male', ageYears: 8 } });
    const user = userEvent.setup();
    const { container } = render(<VitalsGrid />);
    expect(descriptionOf(box('Pulse, bpm'))).toBe('normal 75–118 (children 6–11 years)');
    expect(descriptionOf(box('Respiratory rate, /min'))).toBe('normal 18–25 (children 6–11 years)');
    expect(descriptionOf(box(SYSTOLIC))).toBe('normal 97–115 / 57–76 (children 6–9 years)');
    expect(descriptionOf(box('Temperature, °F'))).toBe('normal 95.9–99.5 (children 6–17 years)');
    expect(descriptionOf(box('SpO2, %'))).toBe('normal 95 or more (children 1 month–17 years)');
    expect(descriptionOf(screen.getByLabelText('BMI, calculated'))).toContain(
      RANGE_WORDS.adultOnly,
    );
    // None of the adult ranges is shown anywhere on the panel.
    for (const adult of ['60–100', '90–120', '12–20', '18.5–22.9', 'men,', '95–99.5']) {
      expect(container.textContent).not.toContain(adult);
    }
    await user.type(box('Pulse, bpm'), '130');
    await user.tab();
    expect(descriptionOf(box('Pulse, bpm'))).toContain(
      'High: Above the range for children 6–11 years (75–118 bpm)',
    );
  });

  it('asks for the date of birth when a whole-year age cannot tell a newborn from an infant', () => {
    showPad([{ vitalId: 'pulse', value: '250' }], { patient: { sex: 'female', ageYears: 0 } });
    render(<VitalsGrid />);
    expect(descriptionOf(box('Pulse, bpm'))).toBe(RANGE_WORDS.ageNeeded);
    act(() =>
      usePadStore.setState({ patient: { sex: 'female', ageYears: 0, ageDays: 60, ageMonths: 2 } }),
    );
    expect(descriptionOf(box('Pulse, bpm'))).toContain(
      'High: Above the range for infants (1–11 months) (100–190 bpm)',
    );
  });
});

describe('a blood pressure typed the wrong way round', () => {
  it('asks in words; Tab from diastolic lands on the swap, which swaps the texts as typed', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    await user.type(box(SYSTOLIC), '84');
    await user.tab();
    await user.type(box(DIASTOLIC), '128');
    const group = screen.getByRole('group', { name: QUESTION });
    expect(descriptionOf(box(SYSTOLIC))).toContain(QUESTION);
    expect(descriptionOf(box(DIASTOLIC))).toContain(QUESTION);
    // Nothing is swapped on its own.
    expect(stored()).toEqual([
      { vitalId: 'bp-systolic', value: '84' },
      { vitalId: 'bp-diastolic', value: '128' },
    ]);
    await user.tab();
    const swap = within(group).getByRole('button', { name: 'Swap to 128/84' });
    expect(document.activeElement).toBe(swap);
    await user.keyboard('{Enter}');
    expect(stored()).toEqual([
      { vitalId: 'bp-systolic', value: '128' },
      { vitalId: 'bp-diastolic', value: '84' },
    ]);
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    const bp = screen.getByRole('group', { name: 'Blood pressure' });
    expect(within(bp).getByRole('status').textContent).toBe('Swapped: blood pressure 128/84.');
    expect(document.activeElement).toBe(box(SYSTOLIC));
  });

  it('keeps editing: focus goes back to systolic and the question stays until it is answered', async () => {
    showPad([
      { vitalId: 'bp-systolic', value: '84' },
      { vitalId: 'bp-diastolic', value: '128' },
    ]);
    const user = userEvent.setup();
    render(<VitalsGrid />);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(document.activeElement).toBe(box(SYSTOLIC));
    expect(screen.getByText(QUESTION)).toBeTruthy();
    await user.clear(box(SYSTOLIC));
    await user.type(box(SYSTOLIC), '184');
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(stored()).toContainEqual({ vitalId: 'bp-systolic', value: '184' });
  });

  it('asks to check equal readings, with no swap offered', () => {
    showPad([
      { vitalId: 'bp-systolic', value: '90' },
      { vitalId: 'bp-diastolic', value: '90' },
    ]);
    render(<VitalsGrid />);
    expect(
      screen.getByText('Systolic 90 is not above diastolic 90: check both readings.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Swap/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep editing' }).id).toBe(BP_QUESTION_TARGET);
  });

  it('shows a refused Finalize’s question, and the problem’s link goes to the swap', () => {
    showPad([
      { vitalId: 'bp-systolic', value: '84' },
      { vitalId: 'bp-diastolic', value: '128' },
    ]);
    const fields = { [BP_QUESTION_KEY]: QUESTION };
    usePadStore.setState({ finalizeFields: fields });
    render(<VitalsGrid />);
    expect(screen.getByText('Finalize waits for this answer.')).toBeTruthy();
    const [link] = problemLinks(fields, {}, {});
    expect(link).toEqual({
      key: BP_QUESTION_KEY,
      targetId: BP_QUESTION_TARGET,
      label: 'Blood pressure',
      message: QUESTION,
    });
    expect(document.getElementById(BP_QUESTION_TARGET)?.textContent).toBe('Swap to 128/84');
  });
});

describe('glucose without a context', () => {
  it('flags below 70 at once and still asks when it was taken, to record it', () => {
    showPad([{ vitalId: 'capillary-blood-glucose', value: '40' }]);
    render(<VitalsGrid />);
    expect(descriptionOf(box('Capillary blood glucose, mg/dL'))).toBe(
      'Low: Below 70 mg/dL (hypoglycaemia), whenever taken Fasting, random or after a meal? Record when it was taken.',
    );
  });
});

describe('a pad stored before the physiological limits', () => {
  it('opens with every reading kept as stored, each refused one needing attention', () => {
    showPad(
      [
        { vitalId: 'weight', value: '0' },
        { vitalId: 'pulse', value: '0' },
        { vitalId: 'bp-systolic', value: '84' },
        { vitalId: 'bp-diastolic', value: '128' },
      ],
      { patient: null, canEdit: false },
    );
    render(<VitalsGrid />);
    expect(box('Weight, kg').value).toBe('0');
    expect(box('Weight, kg').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box('Weight, kg'))).toContain('Weight cannot be 0 in a living patient');
    expect(box('Pulse, bpm').value).toBe('0');
    expect(screen.getByText(QUESTION)).toBeTruthy();
    expect(stored()).toHaveLength(4);
  });
});
