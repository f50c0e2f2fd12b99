import { ChronicConditionSchema } from '../patient-alerts';
import { conceptName, conceptTerms, type EmrResource } from './emr-structure';
import { noteOfResource } from './suggestion-notes';
import { joined, notesOf, platformIdOf, withNote } from './suggestion-parts';
import { datePart, sinceOf } from './suggestion-since';
import type { DiagnosisVerification, SuggestionContent } from './suggestion-types';

/*
 * A Condition of the scribe's result, by what it says of itself:
 *
 *   verificationStatus refuted                        -> ruled out (never a diagnosis)
 *   category encounter-diagnosis                      -> diagnosis; provisional or differential
 *                                                        when its verificationStatus says so
 *   category problem-list-item or a history category,
 *   or listed in a Composition section about history  -> medical history (the patient's alerts)
 *   anything else, or entered in error                -> a note, under its section
 */

/** Categories that say a condition is the patient's history (HL7 condition-category and words). */
const HISTORY_CATEGORIES = [
  'problem-list-item',
  'medical-history',
  'medical history',
  'past medical history',
  'history',
];

const CONDITION_NAME_MAX = ChronicConditionSchema.shape.name.maxLength ?? 200;
const CONDITION_NOTE_MAX = ChronicConditionSchema.shape.note.unwrap().maxLength ?? 500;

/** The platform's "suspected", and FHIR's unconfirmed and provisional: not confirmed. */
const PROVISIONAL = ['provisional', 'unconfirmed', 'suspected'];

/** A Composition section's title that lists the patient's history (not the family's). */
export function isHistorySection(title: string | undefined): boolean {
  return title !== undefined && /history/i.test(title) && !/family/i.test(title);
}

function verificationOf(terms: readonly string[]): DiagnosisVerification | undefined {
  if (terms.includes('differential')) return 'differential';
  return PROVISIONAL.some((word) => terms.includes(word)) ? 'provisional' : undefined;
}

/**
 * FHIR's onsetAge is the patient's age when it began, not how long ago: it is never a Since
 * (45 years is not "since 45 years"), it is kept in words.
 */
function onsetAgeWords(resource: EmrResource): string | undefined {
  const age = resource.onsetAge;
  if (age?.value === undefined) return undefined;
  return `began at the age of ${age.value} ${age.unit ?? age.code ?? ''}`.trim();
}

/** When it began, in words, for a history item ("since 2019-04-01", "began at the age of 40 a"). */
function onsetWords(resource: EmrResource): string | undefined {
  const date = datePart(resource.onsetDateTime ?? resource.onsetPeriod?.start);
  if (date) return `since ${date}`;
  return (
    onsetAgeWords(resource) ?? (resource.onsetString ? `since ${resource.onsetString}` : undefined)
  );
}

export function conditionDrafts(
  resource: EmrResource,
  visitDate: string | undefined,
  inHistorySection: boolean,
): SuggestionContent[] {
  const name = conceptName(resource.code);
  const verification = conceptTerms(resource.verificationStatus);
  const category = conceptTerms(resource.category);
  if (!name || verification.includes('entered-in-error')) return [noteOfResource(resource)];
  const id = platformIdOf(resource);
  if (verification.includes('refuted')) {
    return [{ kind: 'ruled-out', name, ...id, ...withNote(notesOf(resource)) }];
  }
  if (category.includes('encounter-diagnosis')) {
    const since =
      sinceOf(resource.onsetPeriod?.start ?? resource.onsetDateTime, visitDate) ??
      sinceOf(resource.onsetString, visitDate);
    const status = verificationOf(verification);
    return [
      {
        kind: 'diagnosis',
        name,
        ...id,
        ...(since ? { since } : {}),
        ...withNote(joined(onsetAgeWords(resource), notesOf(resource))),
        ...(status ? { verification: status } : {}),
      },
    ];
  }
  if (inHistorySection || HISTORY_CATEGORIES.some((term) => category.includes(term))) {
    const clinical = conceptName(resource.clinicalStatus);
    const note = joined(
      clinical && clinical.toLowerCase() !== 'active' ? clinical : undefined,
      onsetWords(resource),
      notesOf(resource),
    );
    if (name.length > CONDITION_NAME_MAX) return [noteOfResource(resource)];
    // What the alerts cannot keep whole is not cut: it is a note of its own, beside the item.
    if (note !== undefined && note.length > CONDITION_NOTE_MAX) {
      return [
        { kind: 'history', name, ...id },
        { kind: 'note', section: 'Medical history', text: `${name}: ${note}` },
      ];
    }
    return [{ kind: 'history', name, ...id, ...withNote(note) }];
  }
  return [noteOfResource(resource)];
}
