import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  SINCE_UNITS,
  type PropertyContext,
  type PropertyGroup,
} from './properties';

/*
 * The property groups the pad uses when the platform does not offer the properties lookup
 * (`GET /v1/sym-and-diag/properties` is in the seed contract and in no published file, so a
 * platform may answer it 404). They are the groups the contract names for every record
 * ("Prescription-pad records": an examination finding has a Since group and a Note group, a
 * procedure a Date group and a Note group), with the ids docs/platform.md gives for Note and Date.
 */

/**
 * ASSUMPTION: the platform does not publish the Since group's id, and without the lookup there is
 * no answer to find it in; the pad then writes Since under this id of its own. Every reader finds
 * a Since by the id it is given or by its shape `{value, unit}` (pad-checks.ts), so a pad written
 * with it reads the same once the lookup is offered.
 */
export const DEFAULT_SINCE_PROPERTY_GROUP_ID = 'since';

const SINCE: PropertyGroup = {
  id: DEFAULT_SINCE_PROPERTY_GROUP_ID,
  name: 'Since',
  kind: 'since',
  units: [...SINCE_UNITS],
};
const NOTE: PropertyGroup = { id: NOTE_PROPERTY_GROUP_ID, name: 'Note', kind: 'note' };
const DATE: PropertyGroup = { id: DATE_PROPERTY_GROUP_ID, name: 'Date', kind: 'date' };

/** The default groups of each caller context (symptoms and diagnoses are examination entities). */
export const DEFAULT_PROPERTY_GROUPS: Readonly<Record<PropertyContext, readonly PropertyGroup[]>> =
  {
    symptoms: [SINCE, NOTE],
    diagnosis: [SINCE, NOTE],
    examination_findings: [SINCE, NOTE],
    procedures: [DATE, NOTE],
  };

/** What the pad says, once, when the platform answers the lookup 404. */
export const PROPERTIES_NOT_OFFERED =
  'This platform does not offer the properties lookup; the pad uses its default property groups.';
