import { z } from 'zod';
import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  SANDBOX_SINCE_PROPERTY_GROUP_ID,
  SINCE_UNITS,
} from '../shared/properties';
import { describeIssue } from './body-issues';
import { platformError } from './responses';
import type { Route } from './router';
import { PrescriptionDetailsSchema } from './prescription-details';
import type { SandboxEvents } from './sandbox-events';
import type { PrescriptionRecord, PrescriptionStore } from './prescription-store';

/**
 * ASSUMPTION (docs/platform.md, "Assumptions"): the contract does not show how a prescription is
 * saved.
 */
export const PRESCRIPTION_PATH = '/dr/v1/prescription';

const MAX_ENTRIES = 200;
const DECIMAL_TEXT = /^(0|[1-9]\d*)(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** LOINC's mod-10 check digit: a code with a wrong digit is refused, not stored. */
function isLoincCode(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  if (!match) return false;
  const [, body = '', check = ''] = match;
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const weighted = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += weighted > 9 ? weighted - 9 : weighted;
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}

const SinceValue = z.strictObject({
  value: z.number().positive(),
  unit: z.enum(SINCE_UNITS),
});

/**
 * `properties`: group id -> value (SymDiaProperty, not shown by the contract). Groups the sandbox
 * defines are checked (Note: text; Date: a calendar date; its Since group: `{value, unit}`); any
 * other group is stored as given.
 */
const Properties = z.record(z.string().min(1).max(200), z.unknown()).superRefine((groups, ctx) => {
  for (const [id, value] of Object.entries(groups)) {
    const path = [id];
    if (id === NOTE_PROPERTY_GROUP_ID) {
      if (typeof value !== 'string' || value.trim() === '') {
        ctx.addIssue({ code: 'custom', path, message: 'the Note group must be non-blank text' });
      }
    } else if (id === DATE_PROPERTY_GROUP_ID) {
      if (typeof value !== 'string' || !isCalendarDate(value)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: 'the Date group must be a calendar date, YYYY-MM-DD',
        });
      }
    } else if (id === SANDBOX_SINCE_PROPERTY_GROUP_ID && !SinceValue.safeParse(value).success) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `the Since group must be {value: a positive number, unit: one of ${SINCE_UNITS.join(', ')}}`,
      });
    }
  }
});

const platformId = z.string().min(1).max(200);
const name = z.string().trim().min(1).max(500);

const Finding = z.strictObject({
  id: platformId.optional(),
  name,
  source: z.enum(['symptom', 'diagnosis']).optional(),
  properties: Properties,
  notes: z.string().optional(),
});

const Procedure = z.strictObject({
  id: platformId.optional(),
  name,
  properties: Properties,
  date: z.string().optional(),
});

const Vital = z.strictObject({
  code: z.string().refine(isLoincCode, 'must be a LOINC code with its check digit, like 8310-5'),
  name: z.string().trim().min(1).max(200),
  value: z
    .string({
      error: (issue) =>
        typeof issue.input === 'number'
          ? 'must be decimal text in a JSON string (like "98.40"), not a JSON number, so the precision typed is kept'
          : issue.input === undefined
            ? undefined
            : 'must be decimal text in a JSON string, like "98.40"',
    })
    .regex(DECIMAL_TEXT, 'must be plain decimal text, like "98.40" (digits, at most one point)'),
  unit: z.string().regex(/^[!-~]{1,50}$/, 'must be a UCUM code, like [degF]'),
});

const Body = z.strictObject({
  id: platformId.refine((id) => !CONTROL.test(id) && !id.includes('/'), 'is not a valid id'),
  patient_id: platformId.nullable(),
  examination_findings: z.array(Finding).max(MAX_ENTRIES),
  procedures: z.array(Procedure).max(MAX_ENTRIES),
  vitals: z
    .array(Vital)
    .max(MAX_ENTRIES)
    .superRefine((vitals, ctx) => {
      const seen = new Set<string>();
      vitals.forEach((vital, index) => {
        if (seen.has(vital.code)) {
          ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'is listed twice' });
        }
        seen.add(vital.code);
      });
    }),
  /** The published record's items (absent from bodies finalized before the app wrote them). */
  prescription_details: PrescriptionDetailsSchema.optional(),
  updated_at: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
});

/**
 * `PUT /dr/v1/prescription/:id` creates or replaces the caller's prescription with that id and
 * answers 200 `{id, status: "created" | "updated", updated_at}`; 400 names the first problem of
 * the body, 409 refuses a version older than the one stored. `GET` answers the record exactly as
 * it was stored, or 404. Idempotency (one version per key) is the pipeline's.
 */
export function prescriptionRoutes(store: PrescriptionStore, events?: SandboxEvents): Route[] {
  return [
    {
      service: 'platform',
      method: 'PUT',
      path: `${PRESCRIPTION_PATH}/:id`,
      jwe: true,
      handle: ({ caller, params, body }) => {
        const parsed = Body.safeParse(body);
        if (!parsed.success) {
          const [first] = parsed.error.issues;
          return platformError(400, first ? describeIssue(first) : 'the body is not valid');
        }
        if (parsed.data.id !== params.id) {
          return platformError(400, 'id in the body must be the id in the path');
        }
        // What is stored is what was sent: the parsed body, not zod's output (which trims names).
        const record = body as PrescriptionRecord;
        const outcome = store.put(caller.clientId, record);
        if (!outcome.ok) {
          return platformError(
            409,
            `a newer version of this prescription is stored (updated_at ${outcome.storedUpdatedAt})`,
            'INVALID_REQUEST',
          );
        }
        events?.emit(caller.clientId, `prescription.${outcome.kind}`, {
          prescription_id: record.id,
        });
        return {
          status: 200,
          body: { id: record.id, status: outcome.kind, updated_at: record.updated_at },
        };
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: `${PRESCRIPTION_PATH}/:id`,
      handle: ({ caller, params }) => {
        const stored = store.get(caller.clientId, params.id ?? '');
        return stored
          ? { status: 200, body: stored.record }
          : platformError(404, 'prescription not found');
      },
    },
  ];
}
