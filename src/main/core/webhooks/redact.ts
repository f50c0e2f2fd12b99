import { PATIENT_DATA_FIELDS } from '../../../shared/webhooks/catalogue';

/** Fields never shown by default: who the patient is and links to their documents. */
const REDACTED = new Set<string>([
  ...PATIENT_DATA_FIELDS,
  'first_name',
  'last_name',
  'dob',
  'address',
  'abha',
  'abha_number',
]);
const isRedacted = (key: string) => REDACTED.has(key) || /_url(_print)?$|^payment_link$/.test(key);

/**
 * The body as the console shows it by default: pretty JSON with every patient-identifying value
 * replaced. A body that is not JSON is withheld whole (it may hold anything).
 */
export function redactBody(body: string): { text: string; redacted: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { text: `[not JSON, ${Buffer.byteLength(body)} bytes withheld]`, redacted: true };
  }
  let redacted = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => {
          if (isRedacted(key) && item !== null && item !== '') {
            redacted = true;
            return [key, '[redacted]'];
          }
          return [key, walk(item)];
        }),
      );
    }
    return value;
  };
  const text = JSON.stringify(walk(parsed), null, 2);
  return { text, redacted };
}
