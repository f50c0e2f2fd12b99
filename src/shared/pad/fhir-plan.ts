import type { Appointment, BundleEntry, CarePlan, Reference, ServiceRequest } from 'fhir/r4';
import { itemFullUrl, uuidV5 } from './fhir-ids';
import type { Advice, FollowUp, Investigation, PadNote } from './pad-entries';

/*
 * Investigations, advice and the follow-up as FHIR R4, following the platform's published FHIR
 * mapping (eka-docs `ekascribe/resources/fhir-structure`; docs/platform.md):
 * - an investigation -> ServiceRequest, status `active`, intent `order`, code = the test (its id
 *   from the drug-and-lab database), authoredOn, requester, note. No category: the database does
 *   not say whether a test is a lab test or imaging, and a wrong one misfiles it.
 * - advice -> CarePlan, status `active`, intent `plan`, description = the advice. The mapping's
 *   `activity.performedActivity` is R5; in R4 the advice is `activity.detail.description`
 *   (detail status `not-started`: the patient has not followed it yet).
 * - the follow-up -> Appointment, status `proposed`, appointmentType FOLLOWUP (HL7 v2 0276).
 *   The mapping puts the date in `start`, an instant; the pad has a day and no time, and R4 needs
 *   `end` with `start` (app-2), so the day goes in `requestedPeriod` (start = end = the day),
 *   which a proposed appointment may carry without start or end (app-3). The patient (and the
 *   doctor, when given) are participants whose answer is awaited (`needs-action`).
 * - a note of the pad -> CarePlan as the mapping writes a clinical note: status `active`, intent
 *   `proposal`, category SNOMED 371530004 "Clinical note" (its text the note's section), title
 *   the section, description the words.
 */

export interface PlanContext {
  padId: string;
  subject: Reference;
  practitioner: Reference | undefined;
  finalizedAt: string;
  /** The system of the drug-and-lab database's ids. */
  codeSystem: string;
}

export function investigationEntry(
  investigation: Investigation,
  context: PlanContext,
): BundleEntry<ServiceRequest> {
  const request: ServiceRequest = {
    resourceType: 'ServiceRequest',
    status: 'active',
    intent: 'order',
    code: {
      ...(investigation.labId === undefined
        ? {}
        : {
            coding: [
              {
                system: context.codeSystem,
                code: investigation.labId,
                display: investigation.name,
              },
            ],
          }),
      text: investigation.name,
    },
    subject: structuredClone(context.subject),
    authoredOn: context.finalizedAt,
    ...(context.practitioner ? { requester: structuredClone(context.practitioner) } : {}),
    ...(investigation.note === undefined ? {} : { note: [{ text: investigation.note }] }),
  };
  return { fullUrl: itemFullUrl(context.padId, investigation.localId), resource: request };
}

export function adviceEntry(advice: Advice, context: PlanContext): BundleEntry<CarePlan> {
  const plan: CarePlan = {
    resourceType: 'CarePlan',
    status: 'active',
    intent: 'plan',
    description: advice.text,
    subject: structuredClone(context.subject),
    created: context.finalizedAt,
    ...(context.practitioner ? { author: structuredClone(context.practitioner) } : {}),
    activity: [{ detail: { status: 'not-started', description: advice.text } }],
  };
  return { fullUrl: itemFullUrl(context.padId, advice.localId), resource: plan };
}

export function noteEntry(note: PadNote, context: PlanContext): BundleEntry<CarePlan> {
  const plan: CarePlan = {
    resourceType: 'CarePlan',
    status: 'active',
    intent: 'proposal',
    category: [
      {
        coding: [{ system: 'http://snomed.info/sct', code: '371530004', display: 'Clinical note' }],
        text: note.section,
      },
    ],
    title: note.section,
    description: note.text,
    subject: structuredClone(context.subject),
    created: context.finalizedAt,
    ...(context.practitioner ? { author: structuredClone(context.practitioner) } : {}),
  };
  return { fullUrl: itemFullUrl(context.padId, note.localId), resource: plan };
}

/** The follow-up's fullUrl: one per pad. */
export function followUpFullUrl(padId: string): string {
  return `urn:uuid:${uuidV5(padId, 'follow-up')}`;
}

export function followUpEntry(followUp: FollowUp, context: PlanContext): BundleEntry<Appointment> {
  const appointment: Appointment = {
    resourceType: 'Appointment',
    status: 'proposed',
    appointmentType: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/v2-0276',
          code: 'FOLLOWUP',
          display: 'A follow up visit from a previous appointment',
        },
      ],
    },
    ...(followUp.note === undefined ? {} : { comment: followUp.note }),
    created: context.finalizedAt,
    requestedPeriod: [{ start: followUp.date, end: followUp.date }],
    participant: [
      { actor: structuredClone(context.subject), status: 'needs-action' },
      ...(context.practitioner
        ? [{ actor: structuredClone(context.practitioner), status: 'needs-action' as const }]
        : []),
    ],
  };
  return { fullUrl: followUpFullUrl(context.padId), resource: appointment };
}
