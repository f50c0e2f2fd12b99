import { diagnosisWords } from '../../../shared/pad/finding';
import { directionsOf, printedName } from '../../../shared/pad/medicine-line';
import { openQuestions } from '../../../shared/pad/medicine-open';
import type { ScribeSuggestion } from '../../../shared/scribe/suggestions';

/** What kind of entry a suggestion would become, as the doctor reads it. */
export const KIND_LABEL: Record<ScribeSuggestion['kind'], string> = {
  symptom: 'Symptom',
  diagnosis: 'Diagnosis',
  'ruled-out': 'Ruled out',
  examination: 'Examination',
  medicine: 'Medicine',
  investigation: 'Investigation',
  procedure: 'Procedure',
  advice: 'Advice',
  'follow-up': 'Follow-up',
  vital: 'Vital',
  allergy: 'Allergy',
  history: 'Medical history',
  note: 'Note',
};

/** Where an accepted one goes, when it is not the pad's section of the same name. */
export function destinationOf(s: ScribeSuggestion): string | undefined {
  switch (s.kind) {
    case 'allergy':
      return "Goes to the patient's allergies (kept on this computer).";
    case 'history':
      return "Goes to the patient's conditions (kept on this computer).";
    case 'ruled-out':
      return 'Goes to the diagnoses, marked ruled out: never as a diagnosis.';
    case 'procedure':
      return s.advised ? 'Goes to the pad as advised, not done.' : undefined;
    case 'note':
      return "Goes to the pad's notes.";
    case 'symptom':
    case 'diagnosis':
    case 'examination':
    case 'vital':
    case 'medicine':
    case 'investigation':
    case 'advice':
    case 'follow-up':
      return undefined;
  }
}

const CATEGORY_WORDS = { drug: 'drug', food: 'food', environment: 'environmental', other: 'other' };

function allergyText(s: Extract<ScribeSuggestion, { kind: 'allergy' }>): string {
  const kind = s.type ?? 'allergy or intolerance?';
  const category = s.categoryNotSaid
    ? `${kind}, category not said (recorded as other)`
    : `${CATEGORY_WORDS[s.category]} ${kind}`;
  const severity = s.severity === 'unknown' ? undefined : `severity ${s.severity}`;
  const words = [s.substance, [category, severity].filter(Boolean).join(', '), s.reaction];
  const text = words.filter(Boolean).join(' — ');
  return s.typeQuestion ? `${text} — asks: ${s.typeQuestion}` : text;
}

/** The suggestion in one line of plain words. */
export function suggestionText(s: ScribeSuggestion): string {
  switch (s.kind) {
    case 'symptom':
      return [s.name, s.since ? sinceText(s.since.text) : undefined, s.note]
        .filter(Boolean)
        .join(' — ');
    case 'diagnosis': {
      const name = diagnosisWords({
        name: s.name,
        source: 'diagnosis',
        ...(s.verification ? { verification: s.verification } : {}),
      });
      return [name, s.since ? sinceText(s.since.text) : undefined, s.note]
        .filter(Boolean)
        .join(' — ');
    }
    case 'ruled-out':
      return [`${s.name} (ruled out)`, s.note].filter(Boolean).join(' — ');
    case 'examination':
    case 'investigation':
    case 'history':
      return [s.name, s.note].filter(Boolean).join(' — ');
    case 'procedure': {
      const state = s.advised
        ? `advised${s.date ? ` for ${s.date}` : ''}`
        : `done${s.date ? ` on ${s.date}` : ''}`;
      return [s.name, state, s.note].filter(Boolean).join(' — ');
    }
    case 'medicine': {
      // As the pad and the printout say it; a question its fields leave open is said, not settled.
      const name = printedName(s.medicine);
      const [question] = openQuestions({ ...s.medicine, localId: '' });
      if (question !== undefined) return `${name} — asks: ${question.text}`;
      const words = directionsOf(s.medicine);
      return words ? `${name} — ${words}` : name;
    }
    case 'advice':
      return s.text;
    case 'follow-up':
      return s.date
        ? `On ${s.date}${s.note ? ` — ${s.note}` : ''}`
        : `After ${s.afterDays ?? '?'} days${s.note ? ` — ${s.note}` : ''}`;
    case 'vital': {
      const reading = `${s.name}: ${s.value}${s.unit ? ` ${s.unit}` : ''}`;
      return s.question ? `${reading} — asks: ${s.question}` : reading;
    }
    case 'allergy':
      return allergyText(s);
    case 'note':
      return `${s.section}: ${s.text}`;
  }
}

const sinceText = (text: string): string => (/^since\b/i.test(text) ? text : `since ${text}`);

/**
 * The text the doctor may reword before accepting (kinds whose substance is one text). A
 * medicine is edited as its whole line instead (ScribeMedicineEdit).
 */
export function editableText(s: ScribeSuggestion): string | undefined {
  switch (s.kind) {
    case 'symptom':
    case 'diagnosis':
    case 'ruled-out':
    case 'examination':
    case 'investigation':
    case 'procedure':
    case 'history':
      return s.name;
    case 'allergy':
      return s.substance;
    case 'advice':
    case 'note':
      return s.text;
    case 'vital':
      return s.value;
    case 'medicine':
    case 'follow-up':
      return undefined;
  }
}

/** Whether "Accept all except medicines" may accept it: not a medicine, nothing to choose. */
export function acceptedInBulk(s: ScribeSuggestion): boolean {
  if (s.kind === 'medicine') return false;
  return !(s.kind === 'allergy' && s.type === undefined);
}
