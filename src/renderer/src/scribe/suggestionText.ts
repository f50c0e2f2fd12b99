import { directionsOf, printedName } from '../../../shared/pad/medicine-line';
import { openQuestions } from '../../../shared/pad/medicine-open';
import type { ScribeSuggestion } from '../../../shared/scribe/suggestions';

/** What kind of entry a suggestion would become, as the doctor reads it. */
export const KIND_LABEL: Record<ScribeSuggestion['kind'], string> = {
  symptom: 'Symptom',
  diagnosis: 'Diagnosis',
  examination: 'Examination',
  medicine: 'Medicine',
  investigation: 'Investigation',
  advice: 'Advice',
  'follow-up': 'Follow-up',
  vital: 'Vital',
  note: 'Note',
};

/** The suggestion in one line of plain words. */
export function suggestionText(s: ScribeSuggestion): string {
  switch (s.kind) {
    case 'symptom':
    case 'diagnosis':
      return [s.name, s.since ? `since ${s.since.text}` : undefined, s.note]
        .filter(Boolean)
        .join(' — ');
    case 'examination':
    case 'investigation':
      return [s.name, s.note].filter(Boolean).join(' — ');
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
    case 'note':
      return `${s.section}: ${s.text}`;
  }
}

/** The text the doctor may reword before accepting (kinds whose substance is one text). */
export function editableText(s: ScribeSuggestion): string | undefined {
  switch (s.kind) {
    case 'symptom':
    case 'diagnosis':
    case 'examination':
    case 'investigation':
      return s.name;
    case 'medicine':
      return s.medicine.name;
    case 'advice':
      return s.text;
    case 'vital':
      return s.value;
    case 'follow-up':
    case 'note':
      return undefined;
  }
}
