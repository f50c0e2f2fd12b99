import type {
  BundleEntry,
  CodeableConcept,
  Procedure as FhirProcedure,
  Reference,
  ServiceRequest,
} from 'fhir/r4';
import { itemFullUrl } from './fhir-ids';
import type { VisitTime } from './fhir-time';
import { readDate, readProcedureNote, type Procedure } from './procedure';

/*
 * Procedures as FHIR R4 resources (docs/clinical-conventions.md):
 *
 *   dated on or before the visit date, or with no date  -> Procedure, status completed
 *   dated after the visit date                          -> ServiceRequest, intent order
 *
 * A date after the visit cannot be of a procedure done (date.ts allows it for a procedure advised
 * for a later day), and a Procedure `completed` with a future date would state something false;
 * the mapping table's "Procedure advised" row is a ServiceRequest, status active, with the date
 * as occurrenceDateTime.
 *
 * performed[x]: the Date group's date -> performedDateTime (a FHIR date, day precision). A legacy
 * `date` that is exactly a calendar date counts the same; any other legacy text ("last week") is
 * kept as performedString, which R4 has for dates given as text. No date: no performed[x] (the
 * pad does not say whether it was done at this visit or before).
 */

export interface ProceduresContext {
  padId: string;
  subject: Reference;
  practitioner: Reference | undefined;
  finalizedAt: string;
  visit: VisitTime;
  /** The system of the platform's procedure ids. */
  codeSystem: string;
}

function procedureCode(procedure: Procedure, codeSystem: string): CodeableConcept {
  return {
    ...(procedure.id === undefined
      ? {}
      : { coding: [{ system: codeSystem, code: procedure.id, display: procedure.name }] }),
    text: procedure.name,
  };
}

/** The procedure as a Procedure (done) or a ServiceRequest (advised for a later day). */
export function procedureEntry(
  procedure: Procedure,
  context: ProceduresContext,
): BundleEntry<FhirProcedure | ServiceRequest> {
  const fullUrl = itemFullUrl(context.padId, procedure.localId);
  const date = readDate(procedure);
  const noteText = readProcedureNote(procedure)?.value;
  const note = noteText === undefined ? {} : { note: [{ text: noteText }] };
  const code = procedureCode(procedure, context.codeSystem);
  const practitioner = context.practitioner;

  // ISO calendar dates compare as text.
  if (date?.date !== undefined && date.date > context.visit.date) {
    const request: ServiceRequest = {
      resourceType: 'ServiceRequest',
      status: 'active',
      intent: 'order',
      code,
      subject: structuredClone(context.subject),
      occurrenceDateTime: date.date,
      authoredOn: context.finalizedAt,
      ...(practitioner ? { requester: structuredClone(practitioner) } : {}),
      ...note,
    };
    return { fullUrl, resource: request };
  }
  const performed =
    date === undefined
      ? {}
      : date.date !== undefined
        ? { performedDateTime: date.date }
        : { performedString: date.value };
  const done: FhirProcedure = {
    resourceType: 'Procedure',
    status: 'completed',
    code,
    subject: structuredClone(context.subject),
    ...performed,
    // The doctor recorded it; the pad does not say who performed it (perhaps another clinic).
    ...(practitioner ? { recorder: structuredClone(practitioner) } : {}),
    ...note,
  };
  return { fullUrl, resource: done };
}
