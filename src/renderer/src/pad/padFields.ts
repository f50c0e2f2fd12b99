import type { ExaminationFinding } from '../../../shared/pad/finding';
import type { Procedure } from '../../../shared/pad/procedure';
import { getVital } from '../../../shared/pad/vitals';

/*
 * The keys of a refused finalize (`findings.<localId>.since.value`, `procedures.<localId>.date`,
 * `vitals.<vitalId>.value`, `pad`), turned into the id of the field to focus and a label saying
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

export function problemLinks(
  fields: Readonly<Record<string, string>>,
  findings: Readonly<Record<string, ExaminationFinding>>,
  procedures: Readonly<Record<string, Procedure>>,
): FieldProblemLink[] {
  return Object.entries(fields).map(([key, message]) => {
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
