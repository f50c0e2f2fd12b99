import { conceptName, conceptTerms, type EmrResource } from './emr-structure';

/*
 * What the pad has no place for becomes a note with a section title, never dropped: medical
 * history, allergies, family history, clinical notes, procedures advised, ruled-out diagnoses,
 * entries of kinds this app does not know, and the parts of a result outside the structure.
 */

export interface NoteDraft {
  kind: 'note';
  section: string;
  text: string;
}

/** The longest note text kept; a longer one is cut with an ellipsis. */
export const NOTE_MAX_LENGTH = 2000;

const clip = (text: string): string =>
  text.length > NOTE_MAX_LENGTH ? `${text.slice(0, NOTE_MAX_LENGTH - 1)}…` : text;

function sectionOfResource(resource: EmrResource): string {
  const category = conceptTerms(resource.category);
  switch (resource.resourceType) {
    case 'Condition':
      if (conceptTerms(resource.verificationStatus).includes('refuted')) return 'Ruled out';
      return category.includes('problem-list-item') ? 'Medical history' : 'Conditions';
    case 'CarePlan':
      return resource.intent === 'proposal' ? 'Clinical note' : 'Care plan';
    case 'ServiceRequest':
      return category.some((term) => term.includes('surgical') || term === '387713003')
        ? 'Procedures advised'
        : 'Services requested';
    case 'AllergyIntolerance':
      return 'Allergies';
    case 'FamilyMemberHistory':
      return 'Family history';
    case 'Appointment':
      return 'Follow-up';
    case 'MedicationRequest':
      return 'Medicines';
    case 'Observation':
      return conceptName(resource.category?.find((c) => typeof c !== 'string')) ?? 'Observation';
    default:
      return resource.resourceType;
  }
}

/** The words of a resource: its name and status, description, value and notes. */
function textOfResource(resource: EmrResource): string {
  const name = conceptName(resource.code) ?? conceptName(resource.medicationCodeableConcept);
  const qualifiers = [
    ...(resource.category ?? []).filter((c): c is string => typeof c === 'string'),
    ...(resource.clinicalStatus ? [conceptName(resource.clinicalStatus)] : []),
  ].filter(Boolean);
  const head = name && qualifiers.length > 0 ? `${name} (${qualifiers.join(', ')})` : name;
  const quantity = resource.valueQuantity;
  const value =
    quantity?.value !== undefined
      ? `${quantity.value}${quantity.unit ? ` ${quantity.unit}` : ''}`
      : (resource.valueString ?? conceptName(resource.valueCodeableConcept));
  const parts = [
    head,
    resource.title,
    resource.description,
    value,
    ...(resource.note ?? []).map((note) => note.text),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(': ') : JSON.stringify(resource.raw);
}

export function noteOfResource(resource: EmrResource): NoteDraft {
  return {
    kind: 'note',
    section: sectionOfResource(resource),
    text: clip(textOfResource(resource)),
  };
}

/** A key of the result as a title: `chief_complaint` -> "Chief complaint". */
export function sectionOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Result';
}

/** A value outside the structure as text; undefined when it holds nothing. */
export function extraText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() ? clip(value.trim()) : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length > 0 ? clip(value.join('; ')) : undefined;
  }
  const json = JSON.stringify(value);
  return json === '{}' || json === '[]' ? undefined : clip(json);
}
