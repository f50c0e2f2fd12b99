import { z } from 'zod';
import { openCompactText } from '../crypto/compact-seal';
import type { DataVault } from '../crypto/data-vault';
import type { OutboxOperation } from '../outbox/operations';
import { namesAnotherRecord } from '../platform/errors';
import type { PadRepository } from './pad-repository';
import { finalizedRowToSend } from './pad-sent-row';
import { PrescriptionAnswerSchema, prescriptionPath } from './prescription-wire';

export const PAD_FINALIZE = 'pad.finalize';

/** A pad's changes go one at a time, in order, under this ordering key. */
export const padOrderingKey = (padId: string): string => `pad:${padId}`;
export const padIdOfKey = (orderingKey: string): string => orderingKey.slice('pad:'.length);

/** Seal contexts: tied to the pad (and, for the body, the finalize) they belong to. */
export const padContext = (id: string): string => `pad:${id}:draft`;
export const bodyContext = (id: string, revision: number): string => `pad:${id}:body:${revision}`;

/**
 * The outbox row carries only the pad's id and the revision finalized: the body is patient data
 * and waits sealed in the pad's row, exactly as it will be sent.
 */
export const FinalizePayloadSchema = z
  .object({
    padId: z.uuid(),
    revision: z.number().int().min(1),
    /**
     * The pad's patient was created on this computer and not yet on the platform when it was
     * finalized: the row waits for the patient's create, and the platform's id is put in then.
     */
    waitsForPatient: z.literal(true).optional(),
  })
  .strict();
export type FinalizePayload = z.infer<typeof FinalizePayloadSchema>;

export const FinalizeResultSchema = z.object({
  status: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** `PUT /dr/v1/prescription/{id}` with the body sealed at finalize. */
export function padFinalizeOperation(deps: {
  repository: PadRepository;
  vault: DataVault;
  clock: { now(): number };
  /** The platform's id of the pad's patient, once known (a patient created offline, later). */
  patientPlatformId?: (padId: string) => string | undefined;
}): OutboxOperation<FinalizePayload> {
  const { repository, vault } = deps;
  return {
    name: PAD_FINALIZE,
    // Names no one: the Sync screen adds the patient and the visit from `subject`.
    title: 'Prescription',
    schema: FinalizePayloadSchema,
    subject: ({ padId }) => ({ kind: 'pad', id: padId }),
    async send({ padId, revision, waitsForPatient }, context) {
      const row = finalizedRowToSend(repository, padId, revision);
      const body = JSON.parse(
        openCompactText(vault, row.bodySealed, bodyContext(padId, revision)),
      ) as {
        patient_id?: string | null;
      };
      if (waitsForPatient && (body.patient_id ?? null) === null) {
        // The patient's create went first (this row depended on it): its id is known now, unless
        // that create was discarded, and then the prescription goes without one.
        const patientId = deps.patientPlatformId?.(padId);
        if (patientId) body.patient_id = patientId;
      }
      let httpStatus = 200;
      const answer = await context.backend.client.request({
        method: 'PUT',
        path: prescriptionPath(padId),
        body,
        headers: { 'idempotency-key': context.idempotencyKey },
        schema: PrescriptionAnswerSchema,
        // The published file requires `auth` on every /dr/v1 route but the appointment list.
        tokenInAuthHeader: true,
        what: 'Sending a prescription',
        signal: context.signal,
        onStatus: (status) => {
          httpStatus = status;
        },
      });
      if (answer.id !== undefined && answer.id !== padId) {
        throw namesAnotherRecord('Sending a prescription', httpStatus);
      }
      return {
        ...(answer.status === undefined ? {} : { status: answer.status }),
        ...(answer.updated_at === undefined ? {} : { updatedAt: answer.updated_at }),
      };
    },
    confirmed({ padId, revision }) {
      repository.markSent(padId, revision, deps.clock.now());
    },
  };
}
