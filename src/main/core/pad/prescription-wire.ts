import { z } from 'zod';
import type { PropertyMap } from '../../../shared/pad/property-map';
import type { Pad } from '../../../shared/pad/pad';
import { getVital } from '../../../shared/pad/vitals';
import { CoreError } from '../errors';
import { prescriptionDetails, type PrescriptionDetail } from './prescription-details';

/**
 * ASSUMPTION (docs/platform.md, "Assumptions"): a prescription is saved with
 * `PUT /dr/v1/prescription/{id}` carrying `Idempotency-Key`; the platform creates or replaces it.
 */
export const PRESCRIPTION_PATH = '/dr/v1/prescription';
export const prescriptionPath = (id: string): string =>
  `${PRESCRIPTION_PATH}/${encodeURIComponent(id)}`;

/** An examination finding as sent: the contract's ExaminationEntity fields, the pad's localId left out. */
export interface WireFinding {
  id?: string;
  name: string;
  source?: 'symptom' | 'diagnosis';
  properties: PropertyMap;
  /** Legacy free text, sent as it was read (never written by this app). */
  notes?: string;
}

export interface WireProcedure {
  id?: string;
  name: string;
  properties: PropertyMap;
  /** Legacy free date, sent as it was read (never written by this app). */
  date?: string;
}

/**
 * One vital. ASSUMPTION (the contract does not show the vitals record): `code` is the LOINC code,
 * `unit` the UCUM code, `name` the catalogue's name, and `value` the number exactly as the doctor
 * typed it, as a JSON string of plain decimal text ("98.40"). A string, not a JSON number: JSON
 * parsers read 98.40 as 98.4, and the trailing zero is the precision that was measured.
 */
export interface WireVital {
  code: string;
  name: string;
  value: string;
  unit: string;
}

/**
 * The body of the PUT: `{id, patient_id, examination_findings[], procedures[], vitals[],
 * prescription_details[], updated_at}`. `prescription_details[]` carries every entry shaped like
 * the platform's published prescription record (prescription-details.ts); the first lists are
 * the contract's and stay as they were.
 */
export interface PrescriptionBody {
  id: string;
  /** The platform's patient id; null when the pad was written without one. */
  patient_id: string | null;
  examination_findings: WireFinding[];
  procedures: WireProcedure[];
  vitals: WireVital[];
  prescription_details: PrescriptionDetail[];
  /** ISO 8601 time of the finalize (the pad's `updatedAt`). */
  updated_at: string;
}

/** Builds the body from a finalized pad; every field is copied, never re-formatted. */
export function prescriptionBody(pad: Pad): PrescriptionBody {
  return {
    id: pad.id,
    patient_id: pad.patientId ?? null,
    examination_findings: pad.findings.map((finding) => ({
      ...(finding.id === undefined ? {} : { id: finding.id }),
      name: finding.name,
      ...(finding.source === undefined ? {} : { source: finding.source }),
      properties: finding.properties,
      ...(finding.notes === undefined ? {} : { notes: finding.notes }),
    })),
    procedures: pad.procedures.map((procedure) => ({
      ...(procedure.id === undefined ? {} : { id: procedure.id }),
      name: procedure.name,
      properties: procedure.properties,
      ...(procedure.date === undefined ? {} : { date: procedure.date }),
    })),
    vitals: pad.vitals.map((entry) => {
      const vital = getVital(entry.vitalId);
      if (vital === undefined) {
        // The pad was validated against the catalogue just before; reaching this is a bug.
        throw new CoreError('INTERNAL', 'A vital on the pad is not in the catalogue.');
      }
      return { code: vital.loinc.code, name: vital.name, value: entry.value, unit: vital.ucum };
    }),
    prescription_details: prescriptionDetails(pad),
    updated_at: pad.updatedAt,
  };
}

/**
 * The platform's answer. The contract does not show it; the app reads `{id, status, updated_at}`
 * when present (the sandbox's answer) and accepts any JSON object otherwise.
 */
export const PrescriptionAnswerSchema = z
  .object({
    id: z.string().optional(),
    status: z.string().optional(),
    updated_at: z.string().optional(),
  })
  .passthrough();
