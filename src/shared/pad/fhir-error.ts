/*
 * The one refusal of the FHIR export. Its problems name fields, ids and positions on the pad,
 * never what the doctor wrote (the message is shown, and may be logged).
 */

/** The pad cannot be exported as it is; `problems` says why, one line each. */
export class FhirExportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The pad cannot be exported as FHIR:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'FhirExportError';
  }
}
