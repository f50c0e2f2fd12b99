import {
  AllergySchema,
  ALLERGY_SEVERITIES,
  type AllergyCategory,
  type AllergySeverity,
} from '../patient-alerts';
import { conceptName, conceptTerms, type EmrResource } from './emr-structure';
import { noteOfResource } from './suggestion-notes';
import { joined, notesOf } from './suggestion-parts';
import type { AllergyType, SuggestionContent } from './suggestion-types';

/*
 * An AllergyIntolerance of the scribe's result as an allergy for the patient's alerts
 * (patient-alerts.ts), each field from the resource:
 *
 *   code                          -> substance
 *   category food | medication | environment | biologic -> food | drug | environment | other;
 *                                    none said -> other (the review says so)
 *   type allergy | intolerance    -> the same: an intolerance stays an intolerance. No type:
 *                                    "intolerance" in its name makes it one, else allergy (FHIR's
 *                                    unknown read the cautious way). A type its own name
 *                                    contradicts ("Banana intolerance", type allergy) is asked.
 *   reaction[].manifestation, description, the notes, and criticality -> reaction, in words
 *   reaction[].severity           -> severity (else unknown)
 *   a code of the platform's drug database, for a medication -> the drug's id
 *
 * Refuted, entered in error, or resolved: not an allergy of the patient now, so a note.
 */

const CATEGORIES: Record<string, AllergyCategory> = {
  food: 'food',
  medication: 'drug',
  drug: 'drug',
  environment: 'environment',
  biologic: 'other',
};

const SUBSTANCE_MAX = AllergySchema.shape.substance.maxLength ?? 200;
const REACTION_MAX = AllergySchema.shape.reaction.unwrap().maxLength ?? 200;

function categoryOf(resource: EmrResource): { category: AllergyCategory; said: boolean } {
  for (const term of conceptTerms(resource.category)) {
    const category = CATEGORIES[term];
    if (category) return { category, said: true };
  }
  return { category: 'other', said: false };
}

function typeOf(
  resource: EmrResource,
  substance: string,
): { type?: AllergyType; question?: string } {
  const said = typeof resource.type === 'string' ? resource.type.toLowerCase() : undefined;
  const words = /\bintoleran(?:ce|t)\b/i.test(substance)
    ? 'intolerance'
    : /\ballerg(?:y|ic)\b/i.test(substance)
      ? 'allergy'
      : undefined;
  if (said === 'allergy' || said === 'intolerance') {
    if (words !== undefined && words !== said) {
      return {
        question: `The scribe's record says ${said}, but its name says ${words}: which is it?`,
      };
    }
    return { type: said };
  }
  return { type: words ?? 'allergy' };
}

function severityOf(resource: EmrResource): AllergySeverity {
  for (const reaction of resource.reaction ?? []) {
    const said = reaction.severity?.toLowerCase();
    const known = ALLERGY_SEVERITIES.find((severity) => severity === said);
    if (known) return known;
  }
  return 'unknown';
}

function reactionOf(resource: EmrResource): string | undefined {
  const reactions = (resource.reaction ?? []).flatMap((reaction) => [
    ...(reaction.manifestation ?? []).map(conceptName),
    reaction.description,
  ]);
  const criticality = resource.criticality ? `criticality ${resource.criticality}` : undefined;
  return joined(...reactions, notesOf(resource), criticality);
}

function drugIdOf(resource: EmrResource, category: AllergyCategory): { drugId?: string } {
  if (category !== 'drug') return {};
  const code = resource.code?.coding?.find((c) => c.code && c.system?.includes('eka.care/mdb'));
  return code?.code ? { drugId: code.code } : {};
}

export function allergyDrafts(resource: EmrResource): SuggestionContent[] {
  const substance = conceptName(resource.code);
  const verification = conceptTerms(resource.verificationStatus);
  const clinical = conceptTerms(resource.clinicalStatus);
  const notNow =
    verification.includes('refuted') ||
    verification.includes('entered-in-error') ||
    clinical.includes('resolved') ||
    clinical.includes('inactive');
  if (!substance || substance.length > SUBSTANCE_MAX || notNow) {
    const note = noteOfResource(resource);
    return [{ ...note, section: notNow ? 'Allergies (not current)' : note.section }];
  }
  const { category, said } = categoryOf(resource);
  const { type, question } = typeOf(resource, substance);
  const reaction = reactionOf(resource);
  // A reaction longer than the alerts keep is not cut: it is a note beside the allergy.
  const fits = reaction === undefined || reaction.length <= REACTION_MAX;
  return [
    {
      kind: 'allergy',
      substance,
      category,
      ...(said ? {} : { categoryNotSaid: true }),
      ...(type ? { type } : {}),
      ...(question ? { typeQuestion: question } : {}),
      ...(reaction && fits ? { reaction } : {}),
      severity: severityOf(resource),
      ...drugIdOf(resource, category),
    },
    ...(fits
      ? []
      : [{ kind: 'note' as const, section: 'Allergies', text: `${substance}: ${reaction}` }]),
  ];
}
