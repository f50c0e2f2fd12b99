import type { Dose, Frequency, Medicine, Timing } from '../../../shared/pad/medicine';

/*
 * A medicine written back as one line the way doctors type it ("Tab Prednisolone 40 mg OD x 3
 * days, then 30 mg OD x 3 days"), for "Edit as a line": the doctor retypes a taper's steps in
 * the line rather than in fields that hold one step. The line is read again with the one model
 * (readMedicineLine); this only writes the text offered for editing, never what is printed.
 */

const FORM_SHORT: Record<string, string> = {
  tablet: 'Tab',
  capsule: 'Cap',
  injection: 'Inj',
  syrup: 'Syp',
};

const TIMING_TEXT: Record<Timing, string> = {
  'before-food': 'before food',
  'after-food': 'after food',
  'with-food': 'with food',
  'empty-stomach': 'empty stomach',
  'before-breakfast': 'before breakfast',
  bedtime: 'at bedtime',
};

function doseText(dose: Dose | undefined): string {
  if (dose === undefined) return '';
  return [dose.value, dose.unit === 'unit' ? 'units' : dose.unit].filter(Boolean).join(' ');
}

function frequencyText(frequency: Frequency | undefined): string {
  if (frequency === undefined) return '';
  switch (frequency.kind) {
    case 'pattern':
      return frequency.shorthand ?? frequency.pattern;
    case 'sos':
      return 'SOS';
    case 'stat':
      return 'STAT';
    case 'every':
      return frequency.unit === 'days' && frequency.value === 2
        ? 'alternate days'
        : `every ${frequency.value} ${frequency.unit}`;
    case 'weekly':
      return frequency.timesPerWeek === 1
        ? 'once a week'
        : `${frequency.timesPerWeek} times a week`;
    case 'text':
      return frequency.text;
  }
}

function durationText(duration: Medicine['duration']): string {
  return duration === undefined ? '' : `x ${duration.value} ${duration.unit}`;
}

/** The medicine as one typed line; the line kept as typed when there is one. */
export function medicineLineText(medicine: Medicine): string {
  if (medicine.typed?.line !== undefined) return medicine.typed.line;
  const form = medicine.form === undefined ? '' : (FORM_SHORT[medicine.form] ?? medicine.form);
  const first = [doseText(medicine.dose), frequencyText(medicine.frequency)];
  const steps = [
    [...first, durationText(medicine.duration)],
    ...(medicine.then ?? []).map((step) => [
      doseText(step.dose),
      frequencyText(step.frequency),
      durationText(step.duration),
    ]),
  ].map((parts) => parts.filter((p) => p !== '').join(' '));
  const course =
    medicine.course === undefined
      ? ''
      : medicine.course === 'till-review'
        ? 'till review'
        : 'continue';
  return [
    form,
    medicine.name,
    medicine.strength ?? '',
    steps.filter((s) => s !== '').join(', then '),
    medicine.timing === undefined ? '' : TIMING_TEXT[medicine.timing],
    medicine.route ?? '',
    medicine.site ?? '',
    course,
    medicine.instructions ?? '',
  ]
    .filter((p) => p !== '')
    .join(' ');
}
