import { readNote, readSince } from '../../src/shared/pad/finding';
import { dateAfter, padDay } from '../../src/shared/pad/follow-up';
import { readDate, readProcedureNote } from '../../src/shared/pad/procedure';
import type { Pad } from '../../src/shared/pad/pad';
import { SANDBOX_SINCE_PROPERTY_GROUP_ID } from '../../src/shared/properties';
import { activeOptionOf, byId, focusedId, until, type CountingKeyboard } from './keyboard-doctor';

/*
 * A full prescription as a scripted doctor writes it, keyboard only: two findings with Since and
 * Note, a procedure with date and note, four vitals, three medicine lines typed whole in Indian
 * shorthand, two investigations, one advice line, a follow-up. `shortcuts`: the pad's Alt+letter
 * to each section; `plain`: Tab and Shift+Tab to each section's field instead. Within a row both
 * move with Tab, and a section already focused costs no key.
 */

export type Mode = 'shortcuts' | 'plain';

/** The day the procedure was done: today, year-month-day as the date field takes it. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

export const PRESCRIPTION = {
  findings: [
    {
      key: 'Alt+KeyS',
      search: 'pad-add-symptom',
      typed: 'fever',
      option: 'Fever',
      since: '3',
      note: 'High grade, evening spikes',
    },
    {
      key: 'Alt+KeyD',
      search: 'pad-add-diagnosis',
      typed: 'pharyng',
      option: 'Acute pharyngitis',
      since: '3',
      note: 'Congested tonsils',
    },
  ],
  procedure: {
    key: 'Alt+KeyP',
    search: 'pad-add-procedure',
    typed: 'nebul',
    option: 'Nebulisation',
    date: today(),
    note: 'Salbutamol 2.5 mg',
  },
  /** The field (pad-vital-…), the vital it stores, the value typed. */
  vitals: [
    ['bp-systolic', 'bp-systolic', '130'],
    ['bp-diastolic', 'bp-diastolic', '84'],
    ['pulse', 'pulse', '88'],
    ['temperature', 'temperature-f', '99.2'],
    ['weight', 'weight', '68'],
  ],
  medicines: [
    [
      'Tab Paracetamol 650 mg 1-0-1 after food x 5 days',
      'Tab. Paracetamol 650 mg — 1 tablet, morning and night, after food, for 5 days',
    ],
    [
      'Tab Cetirizine 10 mg 0-0-1 x 5 days',
      'Tab. Cetirizine 10 mg — 1 tablet at night, for 5 days',
    ],
    [
      'Tab Pantoprazole 40 mg 1-0-0 before food x 5 days',
      'Tab. Pantoprazole 40 mg — 1 tablet in the morning, before food, for 5 days',
    ],
  ],
  investigations: [
    { typed: 'cbc', option: 'Complete Blood Count (CBC)' },
    { typed: 'widal', option: 'Widal Test' },
  ],
  advice: 'Drink plenty of warm fluids and rest',
  followUp: 'after 1 week',
} as const;

/** To a section's search field: its Alt+letter, or Tab to it; nothing when already there. */
async function toField(kb: CountingKeyboard, mode: Mode, key: string, id: string): Promise<void> {
  if ((await focusedId(kb.page)) === id) return;
  if (mode === 'shortcuts') await kb.press(key);
  else await kb.walkTo(byId(id));
  await until(
    () => focusedId(kb.page),
    (f) => f === id,
    `focus on ${id}`,
  );
}

/** Types into the search, waits for the option to be the active one, Enter: the new row's id. */
async function pick(
  kb: CountingKeyboard,
  search: string,
  typed: string,
  option: string,
  rowField: RegExp,
) {
  await kb.type(typed);
  await until(
    () => activeOptionOf(kb.page, search),
    (label) => label === option || label.startsWith(`${option}, `),
    `the option ${option}`,
  );
  await kb.press('Enter');
  const id = await until(
    () => focusedId(kb.page),
    (f) => rowField.test(f),
    `focus on ${rowField}`,
  );
  return id.replace(rowField, '');
}

/** Writes the whole prescription, counting the keys of each part under its name. */
export async function writePrescription(kb: CountingKeyboard, mode: Mode): Promise<void> {
  const rx = PRESCRIPTION;
  kb.partOf('findings');
  for (const f of rx.findings) {
    await toField(kb, mode, f.key, f.search);
    const row = await pick(kb, f.search, f.typed, f.option, /^since-value-/);
    await kb.type(f.since);
    await kb.press('Tab'); // into the unit chips, on Hour
    await kb.press('ArrowRight'); // Day
    await kb.walkTo(byId(`note-${row}`));
    await kb.type(f.note);
  }
  kb.partOf('procedure');
  const p = rx.procedure;
  await toField(kb, mode, p.key, p.search);
  const row = await pick(kb, p.search, p.typed, p.option, /^date-/);
  await kb.type(p.date);
  await kb.walkTo(byId(`note-${row}`));
  await kb.type(p.note);
  kb.partOf('vitals');
  for (const [index, [field, , value]] of rx.vitals.entries()) {
    const id = `pad-vital-${field}`;
    if (index === 0) await toField(kb, mode, 'Alt+KeyV', id);
    else await kb.walkTo(byId(id));
    await kb.type(value);
  }
  kb.partOf('medicines');
  for (const [line, readBack] of rx.medicines) {
    await toField(kb, mode, 'Alt+KeyM', 'pad-add-medicine');
    await pick(kb, 'pad-add-medicine', line, `Add as written: ${readBack}`, /^pad-add-medicine$/);
  }
  kb.partOf('investigations');
  for (const test of rx.investigations) {
    await toField(kb, mode, 'Alt+KeyI', 'pad-add-investigation');
    await pick(kb, 'pad-add-investigation', test.typed, test.option, /^inv-note-/);
  }
  kb.partOf('advice');
  await toField(kb, mode, 'Alt+KeyA', 'pad-add-advice');
  await kb.type(rx.advice);
  await kb.press('Enter');
  kb.partOf('follow-up');
  await toField(kb, mode, 'Alt+KeyF', 'pad-follow-up');
  await kb.type(rx.followUp);
}

/**
 * Throws unless the pad is finalized holding exactly the prescription typed (and nothing else),
 * and its printout carries every medicine's directions: the key count is of a real prescription.
 */
export function checkPrescription(status: string, pad: Pad, printout: string): void {
  const rx = PRESCRIPTION;
  const wrong: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted))
      wrong.push(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
  };
  expect('status', status, 'finalized');
  expect(
    'findings',
    pad.findings.map((f) => [
      f.name,
      readSince(f, SANDBOX_SINCE_PROPERTY_GROUP_ID),
      readNote(f)?.value,
    ]),
    rx.findings.map((f) => [f.option, { value: Number(f.since), unit: 'Day' }, f.note]),
  );
  expect(
    'procedures',
    pad.procedures.map((p) => [p.name, readDate(p)?.date, readProcedureNote(p)?.value]),
    [[rx.procedure.option, rx.procedure.date, rx.procedure.note]],
  );
  expect(
    'vitals',
    pad.vitals.map((v) => [v.vitalId, v.value]).sort(),
    rx.vitals.map(([, vital, value]) => [vital, value]).sort(),
  );
  expect('medicines', pad.medicines.length, rx.medicines.length);
  for (const [, readBack] of rx.medicines) {
    const directions = readBack.split(' — ')[1]!;
    if (!printout.includes(directions)) wrong.push(`printout lacks "${directions}"`);
  }
  expect(
    'investigations',
    pad.investigations.map((i) => i.name),
    rx.investigations.map((i) => i.option),
  );
  expect(
    'advice',
    pad.advice.map((a) => a.text),
    [rx.advice],
  );
  expect('follow-up', pad.followUp?.date, dateAfter(padDay(pad), 7));
  if (wrong.length > 0) throw new Error(`The scripted prescription drifted:\n${wrong.join('\n')}`);
}
