import type {
  AllergyIntolerance,
  AllergyIntoleranceReaction,
  BundleEntry,
  CodeableConcept,
  Condition,
  Reference,
} from 'fhir/r4';
import type { Allergy, ChronicCondition, PatientAlerts } from '../patient-alerts';
import {
  ALLERGY_ACTIVE,
  ALLERGY_CONFIRMED,
  ALLERGY_UNCONFIRMED,
  CLINICAL_STATUS_ACTIVE,
  NKDA_CODE,
  PROBLEM_LIST_CATEGORY,
  copyConcept,
} from './fhir-codes';
import { uuidV5 } from './fhir-ids';

/*
 * The patient's allergies and chronic conditions as FHIR R4 resources (docs/allergies.md):
 *
 *   allergy         -> AllergyIntolerance: clinicalStatus active; verificationStatus confirmed
 *                      when the doctor said so, else unconfirmed (the patient's word); type
 *                      allergy | intolerance; category medication | food | environment ("other"
 *                      has no FHIR category and gets none); criticality from the severity
 *                      (severe -> high, mild and moderate -> low, not known -> unable-to-assess);
 *                      code: the substance as text, with the drug-and-lab database's id when it
 *                      was picked from the search; reaction.manifestation the reaction as text
 *                      (with its severity when known)
 *   no known drug   -> AllergyIntolerance with SNOMED CT 409137002, clinicalStatus active,
 *   allergies          verificationStatus confirmed (the R4 specification's own example)
 *   not asked       -> nothing: a silence is not a statement
 *   chronic         -> Condition, category problem-list-item, clinicalStatus active (no
 *   condition          verificationStatus: the list does not say how it was established)
 */

export interface AlertsContext {
  padId: string;
  subject: Reference;
  practitioner: Reference | undefined;
  /** System of the drug-and-lab database's ids. */
  drugSystem: string;
  /** System of the symptom and diagnosis catalogue's ids (a condition picked from its search). */
  conditionSystem: string;
}

const CATEGORY: Record<Allergy['category'], 'medication' | 'food' | 'environment' | undefined> = {
  drug: 'medication',
  food: 'food',
  environment: 'environment',
  other: undefined,
};

const CRITICALITY: Record<Allergy['severity'], 'low' | 'high' | 'unable-to-assess'> = {
  mild: 'low',
  moderate: 'low',
  severe: 'high',
  unknown: 'unable-to-assess',
};

/** FHIR dateTime: with seconds when a time is given. */
const FHIR_DATE_TIME =
  /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00))$/;

/** The instant as FHIR writes it: as recorded when it is already a FHIR dateTime, else in UTC. */
function fhirDateTime(iso: string): string {
  return FHIR_DATE_TIME.test(iso) ? iso : new Date(iso).toISOString();
}

export const allergyFullUrl = (padId: string, id: string): string =>
  `urn:uuid:${uuidV5(padId, `allergy/${id}`)}`;
export const conditionFullUrl = (padId: string, id: string): string =>
  `urn:uuid:${uuidV5(padId, `condition/${id}`)}`;

function substanceCode(allergy: Allergy, context: AlertsContext): CodeableConcept {
  const id = allergy.drug?.id;
  return {
    ...(id === undefined
      ? {}
      : { coding: [{ system: context.drugSystem, code: id, display: allergy.substance }] }),
    text: allergy.substance,
  };
}

function reactionOf(allergy: Allergy): AllergyIntoleranceReaction[] | undefined {
  const text = allergy.reaction?.trim();
  if (!text) return undefined;
  return [
    {
      manifestation: [{ text }],
      ...(allergy.severity === 'unknown' ? {} : { severity: allergy.severity }),
    },
  ];
}

function allergyResource(allergy: Allergy, context: AlertsContext): AllergyIntolerance {
  const category = CATEGORY[allergy.category];
  const reaction = reactionOf(allergy);
  return {
    resourceType: 'AllergyIntolerance',
    clinicalStatus: copyConcept(ALLERGY_ACTIVE),
    verificationStatus: copyConcept(
      allergy.verification === 'confirmed' ? ALLERGY_CONFIRMED : ALLERGY_UNCONFIRMED,
    ),
    type: allergy.type,
    ...(category === undefined ? {} : { category: [category] }),
    criticality: CRITICALITY[allergy.severity],
    code: substanceCode(allergy, context),
    patient: structuredClone(context.subject),
    recordedDate: fhirDateTime(allergy.recordedAt),
    ...(context.practitioner ? { recorder: structuredClone(context.practitioner) } : {}),
    ...(reaction ? { reaction } : {}),
  };
}

function nkdaResource(alerts: PatientAlerts, context: AlertsContext): AllergyIntolerance {
  return {
    resourceType: 'AllergyIntolerance',
    clinicalStatus: copyConcept(ALLERGY_ACTIVE),
    verificationStatus: copyConcept(ALLERGY_CONFIRMED),
    code: copyConcept(NKDA_CODE),
    patient: structuredClone(context.subject),
    // When the list saying so was last saved.
    ...(alerts.updatedAt === undefined ? {} : { recordedDate: fhirDateTime(alerts.updatedAt) }),
    ...(context.practitioner ? { recorder: structuredClone(context.practitioner) } : {}),
  };
}

function conditionResource(condition: ChronicCondition, context: AlertsContext): Condition {
  const note = condition.note?.trim();
  return {
    resourceType: 'Condition',
    clinicalStatus: copyConcept(CLINICAL_STATUS_ACTIVE),
    category: [copyConcept(PROBLEM_LIST_CATEGORY)],
    code: {
      ...(condition.platformId === undefined
        ? {}
        : {
            coding: [
              {
                system: context.conditionSystem,
                code: condition.platformId,
                display: condition.name,
              },
            ],
          }),
      text: condition.name,
    },
    subject: structuredClone(context.subject),
    recordedDate: fhirDateTime(condition.recordedAt),
    ...(context.practitioner ? { recorder: structuredClone(context.practitioner) } : {}),
    ...(note ? { note: [{ text: note }] } : {}),
  };
}

/** How many resources the alerts make (the export refuses items without a patient). */
export function alertItemCount(alerts: PatientAlerts | undefined): number {
  if (alerts === undefined) return 0;
  const allergies =
    alerts.allergyStatus === 'recorded'
      ? alerts.allergies.length
      : alerts.allergyStatus === 'none-known'
        ? 1
        : 0;
  return allergies + alerts.conditions.length;
}

/** The alerts' entries: the allergies (or NKDA) in their order, then the chronic conditions. */
export function alertEntries(
  alerts: PatientAlerts,
  context: AlertsContext,
): BundleEntry<AllergyIntolerance | Condition>[] {
  const entries: BundleEntry<AllergyIntolerance | Condition>[] = [];
  if (alerts.allergyStatus === 'recorded') {
    for (const allergy of alerts.allergies) {
      entries.push({
        fullUrl: allergyFullUrl(context.padId, allergy.id),
        resource: allergyResource(allergy, context),
      });
    }
  } else if (alerts.allergyStatus === 'none-known') {
    entries.push({
      fullUrl: allergyFullUrl(context.padId, 'no-known-drug-allergy'),
      resource: nkdaResource(alerts, context),
    });
  }
  for (const condition of alerts.conditions) {
    entries.push({
      fullUrl: conditionFullUrl(context.padId, condition.id),
      resource: conditionResource(condition, context),
    });
  }
  return entries;
}
