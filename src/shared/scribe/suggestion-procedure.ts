import { conceptName, conceptTerms, type EmrResource } from './emr-structure';
import { noteOfResource } from './suggestion-notes';
import { notesOf, platformIdOf, withNote } from './suggestion-parts';
import { datePart } from './suggestion-since';
import type { SuggestionContent } from './suggestion-types';

/*
 * Procedures in the scribe's result, done or advised (never one taken for the other):
 *
 *   ServiceRequest with a procedure category (SNOMED 387713003 surgical procedure, 71388002
 *   procedure, or words saying so)              -> advised; its occurrence date, if any
 *   Procedure, status completed or in-progress  -> done; its performed date, if any
 *   Procedure, status preparation, planned, proposed or on-hold -> advised
 *   any other Procedure (not done, stopped, in error, no status) -> a note
 *
 * Lab tests and imaging are investigations (suggestions.ts), read before this.
 */

const PROCEDURE_CATEGORIES = ['387713003', '71388002', 'procedure', 'surgical procedure'];
const DONE = ['completed', 'in-progress'];
const ADVISED = ['preparation', 'planned', 'proposed', 'on-hold'];

/** Whether a ServiceRequest asks for a procedure. */
export function isProcedureRequest(resource: EmrResource): boolean {
  const category = conceptTerms(resource.category);
  return (
    PROCEDURE_CATEGORIES.some((term) => category.includes(term)) ||
    category.some((term) => term.includes('surgical'))
  );
}

export function procedureDrafts(resource: EmrResource): SuggestionContent[] {
  const name = conceptName(resource.code);
  if (!name) return [noteOfResource(resource)];
  const status = resource.status?.toLowerCase();
  let advised: boolean;
  let date: string | undefined;
  if (resource.resourceType === 'ServiceRequest') {
    advised = true;
    date = datePart(resource.occurrenceDateTime ?? resource.occurrencePeriod?.start);
  } else if (status !== undefined && DONE.includes(status)) {
    advised = false;
    date = datePart(resource.performedDateTime ?? resource.performedPeriod?.start);
  } else if (status !== undefined && ADVISED.includes(status)) {
    advised = true;
    date = datePart(resource.performedDateTime ?? resource.performedPeriod?.start);
  } else {
    return [noteOfResource(resource)];
  }
  return [
    {
      kind: 'procedure',
      name,
      ...platformIdOf(resource),
      advised,
      ...(date ? { date } : {}),
      ...withNote(notesOf(resource)),
    },
  ];
}
