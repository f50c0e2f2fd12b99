import type { ExaminationFinding } from '../../../shared/pad/finding';
import type { Medicine } from '../../../shared/pad/medicine';
import type { Advice, Investigation } from '../../../shared/pad/pad-entries';
import type { Procedure } from '../../../shared/pad/procedure';
import { getVital, panelOf } from '../../../shared/pad/vitals';
import { SYSTOLIC_ID } from '../../../shared/pad/vitals-bp';

/*
 * The keys of a refused finalize (`findings.<localId>.since.value`, `procedures.<localId>.date`,
 * `vitals.<vitalId>.value`, `medicines.<localId>.frequency`, `followUp.date`, `pad`, ...), turned into the id of the field to focus and a label saying
 * which entry and which field, so the list of problems can take the doctor to each one.
 */

export interface FieldProblemLink {
  key: string;
  /** The element to focus; undefined when the entry is no longer on the pad. */
  targetId: string | undefined;
  /** "Fever, since", "Pulse": the entry and the field. */
  label: string;
  message: string;
}

const FIELD_WORDS: Record<string, string> = {
  'since.value': 'since',
  'since.unit': 'since, unit',
  note: 'note',
  date: 'date',
  value: '',
};

/**
 * The first button of the blood-pressure row's question (systolic not above diastolic): where a
 * refused Finalize's link takes the doctor.
 */
export const BP_QUESTION_TARGET = 'pad-vital-blood-pressure-question';

/** The input id of a vital: temperature has one input whatever its unit. */
export function vitalInputId(vitalId: string): string {
  return vitalId.startsWith('temperature-') ? 'pad-vital-temperature' : `pad-vital-${vitalId}`;
}

function findingTarget(localId: string, field: string): string {
  if (field === 'since.value') return `since-value-${localId}`;
  if (field === 'since.unit') return `since-unit-${localId}`;
  return `note-${localId}`;
}

function procedureTarget(localId: string, field: string): string {
  return field === 'date' ? `date-${localId}` : `note-${localId}`;
}

/** The pad's plan, for the labels and targets of its problems. */
export interface PlanLists {
  medicines: readonly Medicine[];
  investigations: readonly Investigation[];
  advice: readonly Advice[];
}

const MEDICINE_FIELDS: Record<string, [target: string, words: string]> = {
  name: ['dose', ''],
  frequency: ['frequency', 'frequency'],
  'dose.value': ['dose', 'dose'],
  'dose.unit': ['dose', 'dose'],
  'duration.value': ['duration', 'duration'],
  // The question beside the row (its likely reading, or the group when it offers none).
  question: ['question', 'question'],
  // The row's prescribing warnings (MedicineWarnings: focus moves on to the first still open).
  check: ['check', 'prescribing warning'],
};

/** The problems of the plan (medicines, investigations, advice, follow-up); undefined for others. */
function planLink(key: string, message: string, plan: PlanLists): FieldProblemLink | undefined {
  const [list, id = '', ...rest] = key.split('.');
  const field = rest.join('.');
  if (list === 'medicines') {
    const medicine = plan.medicines.find((m) => m.localId === id);
    const [target, words] = MEDICINE_FIELDS[field] ?? ['dose', ''];
    const name = medicine?.name ?? 'A medicine';
    return {
      key,
      targetId: medicine ? `med-${target}-${id}` : undefined,
      label: words ? `${name}, ${words}` : name,
      message,
    };
  }
  if (list === 'investigations') {
    const entry = plan.investigations.find((t) => t.localId === id);
    return {
      key,
      targetId: entry ? `inv-note-${id}` : undefined,
      label: entry?.name ?? 'An investigation',
      message,
    };
  }
  if (list === 'advice') {
    const line = plan.advice.find((a) => a.localId === id);
    return { key, targetId: line ? `advice-${id}` : undefined, label: 'Advice', message };
  }
  if (list === 'followUp') return { key, targetId: 'pad-follow-up', label: 'Follow-up', message };
  return undefined;
}

const NO_PLAN: PlanLists = { medicines: [], investigations: [], advice: [] };

export function problemLinks(
  fields: Readonly<Record<string, string>>,
  findings: Readonly<Record<string, ExaminationFinding>>,
  procedures: Readonly<Record<string, Procedure>>,
  plan: PlanLists = NO_PLAN,
): FieldProblemLink[] {
  return Object.entries(fields).map(([key, message]) => {
    const inPlan = planLink(key, message, plan);
    if (inPlan !== undefined) return inPlan;
    const [list, id = '', ...rest] = key.split('.');
    const field = rest.join('.');
    const words = FIELD_WORDS[field] ?? field;
    const withField = (name: string) => (words ? `${name}, ${words}` : name);
    if (list === 'findings') {
      const finding = findings[id];
      return {
        key,
        targetId: finding ? findingTarget(id, field) : undefined,
        label: withField(finding?.name ?? 'A finding'),
        message,
      };
    }
    if (list === 'procedures') {
      const procedure = procedures[id];
      return {
        key,
        targetId: procedure ? procedureTarget(id, field) : undefined,
        label: withField(procedure?.name ?? 'A procedure'),
        message,
      };
    }
    if (list === 'vitals' && field === 'question') {
      // The pair's question (vitals-bp.ts): the row shows it while Finalize's refusal stands.
      return {
        key,
        targetId: BP_QUESTION_TARGET,
        label: panelOf(SYSTOLIC_ID)?.name ?? 'Blood pressure',
        message,
      };
    }
    if (list === 'vitals') {
      const vital = getVital(id);
      return {
        key,
        targetId: vital ? vitalInputId(id) : undefined,
        label: vital?.name ?? 'A vital',
        message,
      };
    }
    return { key, targetId: undefined, label: 'The pad', message };
  });
}
