import { closeSchema, compileSchema, type Validator } from './published-schema';
import { getOperation, responseSchema } from './published-spec';

/**
 * The published prescription record's `prescription_details` (doctor-appointments-
 * prescriptions.json, the 200 answer of `GET /dr/v1/prescription/{prescription_id}`) as a
 * validator of the list the app writes. `closed`: nothing beside the published fields.
 */
export function prescriptionDetailsValidator(options: { closed?: boolean } = {}): Validator {
  const op = getOperation(
    'doctor-appointments-prescriptions.json',
    'GET /dr/v1/prescription/{prescription_id}',
  );
  const answer = responseSchema(op, '200') as { properties: { prescription_details: unknown } };
  const schema = answer.properties.prescription_details;
  return compileSchema(op.doc, options.closed ? closeSchema(op.doc, schema) : schema);
}
