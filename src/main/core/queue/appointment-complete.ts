import { z } from 'zod';
import type { OutboxOperation } from '../outbox/operations';
import { completeAppointment } from '../platform/appointments-api';

export const APPOINTMENT_COMPLETE = 'appointment.complete';
export const appointmentOrderingKey = (id: string): string => `appointment:${id}`;

const PayloadSchema = z.object({ appointmentId: z.string().min(1) });
type Payload = z.output<typeof PayloadSchema>;

/** `POST /dr/v1/appointment/{id}/complete` once the doctor finished the consultation. */
export function appointmentCompleteOperation(deps: {
  onSettled(appointmentId: string): void;
}): OutboxOperation<Payload> {
  return {
    name: APPOINTMENT_COMPLETE,
    title: 'Completing an appointment',
    schema: PayloadSchema,
    subject: ({ appointmentId }) => ({ kind: 'appointment', id: appointmentId }),
    async send({ appointmentId }, context) {
      await completeAppointment(context.backend, appointmentId, {
        idempotencyKey: context.idempotencyKey,
        signal: context.signal,
      });
      return {};
    },
    confirmed({ appointmentId }) {
      deps.onSettled(appointmentId);
    },
    discarded({ appointmentId }) {
      deps.onSettled(appointmentId);
    },
  };
}
