import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VitalsGrid } from '../../../../src/renderer/src/pad/VitalsGrid';
import { resetPadStoreTimers, usePadStore } from '../../../../src/renderer/src/stores/padStore';
import { installFakeCompanion } from '../fixtures';
import { box, descriptionOf, showPad, stored } from './vitals-fixture';

const bmi = () => screen.getByLabelText<HTMLOutputElement>('BMI, calculated');

describe('VitalsGrid', () => {
  beforeEach(() => {
    resetPadStoreTimers();
    usePadStore.setState(usePadStore.getInitialState(), true);
    installFakeCompanion();
  });

  afterEach(() => {
    resetPadStoreTimers();
  });

  it('has a Vitals heading and one row per vital in catalogue order, with ids, units and ranges', () => {
    showPad();
    render(<VitalsGrid />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vitals' })).toBeTruthy();
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'));
    expect(names).toEqual([
      'Blood pressure, systolic, mmHg',
      'Blood pressure, diastolic, mmHg',
      'Pulse, bpm',
      'Temperature, °F',
      'Respiratory rate, /min',
      'SpO2, %',
      'Height, cm',
      'Weight, kg',
      'Waist circumference, cm',
      'Hip circumference, cm',
      'Head circumference, cm',
      'Capillary blood glucose, mg/dL',
    ]);
    const ids = screen.getAllByRole('textbox').map((input) => input.id);
    expect(ids).toEqual([
      'pad-vital-bp-systolic',
      'pad-vital-bp-diastolic',
      'pad-vital-pulse',
      'pad-vital-temperature',
      'pad-vital-respiratory-rate',
      'pad-vital-spo2',
      'pad-vital-height',
      'pad-vital-weight',
      'pad-vital-waist-circumference',
      'pad-vital-hip-circumference',
      'pad-vital-head-circumference',
      'pad-vital-capillary-blood-glucose',
    ]);
    for (const input of screen.getAllByRole('textbox')) {
      expect(input.getAttribute('inputmode')).toBe('decimal');
    }
    // Every box has its visible label too (clicking it focuses the box).
    expect(document.querySelector('label[for="pad-vital-pulse"]')?.textContent).toBe('Pulse');
    // The unit is seen beside the box as well as heard in its name.
    const unitBeside = (id: string) =>
      document.getElementById(id)?.closest('.vital-row')?.querySelector('.vital-row__unit')
        ?.textContent;
    expect(unitBeside('pad-vital-pulse')).toBe('bpm');
    expect(unitBeside('pad-vital-capillary-blood-glucose')).toBe('mg/dL');
    expect(descriptionOf(box('Pulse, bpm'))).toBe('normal 60–100');
    expect(descriptionOf(box('SpO2, %'))).toBe('normal 95 or more');
    expect(box('Height, cm').getAttribute('aria-describedby')).toBeNull();
    const bp = screen.getByRole('group', { name: 'Blood pressure' });
    expect(within(bp).getAllByRole('textbox')).toHaveLength(2);
    expect(bp.textContent).toContain('/');
    expect(descriptionOf(box('Blood pressure, systolic, mmHg'))).toBe('normal 90–120 / 60–80');
    expect(bmi().id).toBe('pad-vital-bmi');
    expect(screen.getByRole('heading', { level: 2 }).closest('section')).toBeTruthy();
  });

  it('takes the heading level it is given', () => {
    showPad();
    render(<VitalsGrid headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vitals' })).toBeTruthy();
  });

  it('keeps the text exactly as typed, in the field and the store', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    await user.type(box('Temperature, °F'), '98.40');
    await user.type(box('Blood pressure, systolic, mmHg'), '120');
    await user.type(box('Blood pressure, diastolic, mmHg'), '80');
    expect(box('Temperature, °F').value).toBe('98.40');
    expect(stored()).toEqual([
      { vitalId: 'temperature-f', value: '98.40' },
      { vitalId: 'bp-systolic', value: '120' },
      { vitalId: 'bp-diastolic', value: '80' },
    ]);
    expect(usePadStore.getState().saveState).toBe('pending');
    await user.clear(box('Blood pressure, diastolic, mmHg'));
    expect(stored().map((entry) => entry.vitalId)).toEqual(['temperature-f', 'bp-systolic']);
  });

  it('says what is wrong with letters once the field is left, and keeps the text', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    const pulse = box('Pulse, bpm');
    await user.type(pulse, 'abc');
    expect(pulse.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a number, like 72.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a number, like 72.')).toBeTruthy();
    expect(pulse.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(pulse)).toContain('Enter a number, like 72.');
    expect(pulse.value).toBe('abc');
    expect(stored()).toEqual([{ vitalId: 'pulse', value: 'abc' }]);
    // Corrected: the message goes as the doctor types.
    await user.clear(pulse);
    await user.type(pulse, '72');
    expect(pulse.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a number, like 72.')).toBeNull();
  });

  it('asks for a point instead of a comma, and names a value outside what can be measured', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    const temperature = box('Temperature, °F');
    await user.type(temperature, '98,4');
    await user.tab();
    expect(descriptionOf(temperature)).toContain('write 98.4, not 98,4');
    expect(temperature.value).toBe('98,4');
    expect(stored()).toEqual([{ vitalId: 'temperature-f', value: '98,4' }]);

    // The physiological limits: pulse to 300, systolic to 300; the text stays as typed.
    const pulse = box('Pulse, bpm');
    await user.type(pulse, '301');
    await user.tab();
    expect(descriptionOf(pulse)).toContain('301 bpm is outside what can be measured (1–300 bpm)');
    expect(pulse.value).toBe('301');

    const systolic = box('Blood pressure, systolic, mmHg');
    await user.type(systolic, '1200');
    await user.tab();
    expect(descriptionOf(systolic)).toContain(
      'Systolic: 1200 mmHg is outside what can be measured (1–300 mmHg).',
    );
    expect(box('Blood pressure, diastolic, mmHg').getAttribute('aria-invalid')).toBeNull();
  });

  it('flags a value outside the adult range in words, as part of the field’s description', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    const pulse = box('Pulse, bpm');
    await user.type(pulse, '120');
    await user.tab();
    expect(descriptionOf(pulse)).toBe('High: Above the adult range (60–100 bpm) normal 60–100');
    expect(pulse.getAttribute('aria-invalid')).toBeNull();
    const flag = document.getElementById('pad-vital-pulse-flag')!;
    expect(flag.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    const spo2 = box('SpO2, %');
    await user.type(spo2, '90');
    await user.tab();
    expect(descriptionOf(spo2)).toContain('Low: Below the adult range (95% or more)');

    await user.type(box('Blood pressure, diastolic, mmHg'), '95');
    await user.tab();
    expect(descriptionOf(box('Blood pressure, diastolic, mmHg'))).toContain(
      'Diastolic high: Above the adult range (60–80 mmHg)',
    );

    await user.clear(pulse);
    await user.type(pulse, '72');
    expect(document.getElementById('pad-vital-pulse-flag')).toBeNull();
  });

  it('calculates the BMI from height and weight, and recalculates it as they change', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    expect(bmi().textContent).toBe('—');
    expect(descriptionOf(bmi())).toContain('Enter height and weight to see the BMI.');
    await user.type(box('Height, cm'), '170');
    await user.type(box('Weight, kg'), '65');
    expect(bmi().textContent).toBe('22.5');
    expect(descriptionOf(bmi())).toBe('normal 18.5–22.9 (Asian-Indian cut-offs)');
    await user.clear(box('Weight, kg'));
    await user.type(box('Weight, kg'), '80');
    expect(bmi().textContent).toBe('27.7');
    expect(descriptionOf(bmi())).toContain(
      'High: Above the adult range (18.5–22.9 kg/m²; Asian-Indian cut-offs)',
    );
    await user.type(box('Height, cm'), 'x');
    expect(bmi().textContent).toBe('—');
    expect(descriptionOf(bmi())).toContain('Correct the height to see the BMI.');
    // BMI is never stored.
    expect(stored().map((entry) => entry.vitalId)).toEqual(['height', 'weight']);
  });

  it('moves the temperature text to the other unit as typed, and shows the other unit’s value', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    const fahrenheit = screen.getByRole<HTMLInputElement>('radio', { name: '°F (Fahrenheit)' });
    const celsius = screen.getByRole<HTMLInputElement>('radio', { name: '°C (Celsius)' });
    expect(fahrenheit.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Temperature unit' })).toBeTruthy();

    const temperature = box('Temperature, °F');
    await user.type(temperature, '98.4');
    expect(descriptionOf(temperature)).toContain('= 36.9 °C');

    await user.click(celsius);
    expect(stored()).toEqual([{ vitalId: 'temperature-c', value: '98.4' }]);
    const same = box('Temperature, °C');
    expect(same).toBe(temperature);
    expect(same.id).toBe('pad-vital-temperature');
    expect(same.value).toBe('98.4');
    expect(celsius.checked).toBe(true);
    expect(descriptionOf(same)).toContain('Check the unit: 98.4 is a likely value in °F.');

    await user.clear(same);
    await user.type(same, '37.20');
    expect(stored()).toEqual([{ vitalId: 'temperature-c', value: '37.20' }]);
    expect(descriptionOf(same)).toContain('= 99.0 °F');
    expect(descriptionOf(same)).toContain('normal 35–37.5');

    await user.click(fahrenheit);
    expect(stored()).toEqual([{ vitalId: 'temperature-f', value: '37.20' }]);
    expect(box('Temperature, °F').value).toBe('37.20');
  });

  it('keeps the unit chosen before anything is typed, and shows a stored °C entry in °C', async () => {
    showPad();
    const user = userEvent.setup();
    const { unmount } = render(<VitalsGrid />);
    await user.click(screen.getByRole('radio', { name: '°C (Celsius)' }));
    await user.type(box('Temperature, °C'), '38.5');
    expect(stored()).toEqual([{ vitalId: 'temperature-c', value: '38.5' }]);
    unmount();

    showPad([{ vitalId: 'temperature-c', value: '36.9' }]);
    render(<VitalsGrid />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '°C (Celsius)' }).checked).toBe(
      true,
    );
    expect(box('Temperature, °C').value).toBe('36.9');
  });

  it('shows a refused finalize’s fields at once, and drops the core’s message once edited', async () => {
    showPad();
    const user = userEvent.setup();
    render(<VitalsGrid />);
    const pulse = box('Pulse, bpm');
    await user.type(pulse, 'abc');
    expect(pulse.getAttribute('aria-invalid')).toBeNull();
    act(() => {
      usePadStore.setState({
        finalizeFields: { 'vitals.pulse.value': 'Enter a number, like 72.' },
      });
    });
    expect(pulse.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(pulse)).toContain('Enter a number, like 72.');

    // A message only the core can give shows until the field is edited.
    const weight = box('Weight, kg');
    await user.type(weight, '65');
    act(() => {
      usePadStore.setState({
        finalizeFields: { 'vitals.weight.value': 'The weight is not plausible for this patient.' },
      });
    });
    expect(descriptionOf(weight)).toContain('The weight is not plausible for this patient.');
    await user.type(weight, '.5');
    expect(weight.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The weight is not plausible for this patient.')).toBeNull();
    expect(stored()).toContainEqual({ vitalId: 'weight', value: '65.5' });
  });

  it('shows problems and flags of a stored draft at once', () => {
    showPad([
      { vitalId: 'pulse', value: '72bpm' },
      { vitalId: 'spo2', value: '91' },
    ]);
    render(<VitalsGrid />);
    expect(descriptionOf(box('Pulse, bpm'))).toContain('Enter only the number');
    expect(box('Pulse, bpm').value).toBe('72bpm');
    expect(descriptionOf(box('SpO2, %'))).toContain('Low: Below the adult range');
  });

  it('is read-only when the pad cannot be edited', async () => {
    showPad([{ vitalId: 'pulse', value: '72' }], { canEdit: false });
    const user = userEvent.setup();
    render(<VitalsGrid />);
    for (const input of screen.getAllByRole<HTMLInputElement>('textbox')) {
      expect(input.readOnly).toBe(true);
    }
    for (const radio of screen.getAllByRole<HTMLInputElement>('radio')) {
      expect(radio.disabled).toBe(true);
    }
    await user.type(box('Pulse, bpm'), '9');
    expect(box('Pulse, bpm').value).toBe('72');
    expect(stored()).toEqual([{ vitalId: 'pulse', value: '72' }]);
    expect(usePadStore.getState().saveState).toBe('saved');
  });
});

describe('the vitals of the consultation’s patient', () => {
  beforeEach(() => {
    resetPadStoreTimers();
    usePadStore.setState(usePadStore.getInitialState(), true);
    installFakeCompanion();
  });
  afterEach(() => resetPadStoreTimers());

  it('derives the waist-hip ratio and flags it by the patient’s sex; a child’s pulse is not flagged against adults', () => {
    showPad([
      { vitalId: 'waist-circumference', value: '88' },
      { vitalId: 'hip-circumference', value: '100' },
      { vitalId: 'pulse', value: '110' },
    ]);
    usePadStore.setState({ patient: { sex: 'female', ageYears: 45 } });
    render(<VitalsGrid />);
    const ratio = screen.getByLabelText<HTMLOutputElement>('Waist-hip ratio, calculated');
    expect(ratio.textContent).toBe('0.88');
    expect(descriptionOf(ratio)).toContain('At or above the cut-off for women (0.85; WHO)');
    expect(descriptionOf(box('Pulse, bpm'))).toMatch(/Above the adult range/);
    act(() => usePadStore.setState({ patient: { sex: 'male', ageYears: 6 } }));
    expect(descriptionOf(ratio)).toBe('Not flagged: the cut-offs are for adults.');
    expect(descriptionOf(box('Pulse, bpm'))).not.toMatch(/Above/);
  });
});

describe('blood glucose', () => {
  beforeEach(() => {
    resetPadStoreTimers();
    usePadStore.setState(usePadStore.getInitialState(), true);
    installFakeCompanion();
  });
  afterEach(() => resetPadStoreTimers());

  it('asks when it was taken, flags by that, and keeps the answer with the value', async () => {
    showPad();
    render(<VitalsGrid />);
    const user = userEvent.setup();
    const glucose = box('Capillary blood glucose, mg/dL');
    // Chosen before the value: it waits for it.
    await user.click(screen.getByRole('radio', { name: 'Fasting' }));
    await user.type(glucose, '110');
    await user.tab();
    expect(stored()).toEqual([
      { vitalId: 'capillary-blood-glucose', value: '110', context: 'fasting' },
    ]);
    expect(descriptionOf(glucose)).toContain('Fasting, 100–125 mg/dL (the prediabetes range)');
    await user.click(screen.getByRole('radio', { name: 'Random' }));
    expect(stored()[0]?.context).toBe('random');
    expect(descriptionOf(glucose)).not.toMatch(/prediabetes|High/);
  });

  it('without the context, asks for it instead of flagging against the wrong range', () => {
    showPad([{ vitalId: 'capillary-blood-glucose', value: '180' }]);
    render(<VitalsGrid />);
    expect(descriptionOf(box('Capillary blood glucose, mg/dL'))).toBe(
      'Fasting, random or after a meal? The flag depends on it.',
    );
  });
});
