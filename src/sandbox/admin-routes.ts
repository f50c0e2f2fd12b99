import type { z } from 'zod';
import { FaultUpdateSchema, type FaultController } from './faults';
import { platformError } from './responses';
import type { Route } from './router';

export const ADMIN_FAULTS_PATH = '/__sandbox/faults';

/**
 * Lets tests in other processes (browser, chaos) switch faults over HTTP. It is exempt from
 * faults (or an offline sandbox could never be brought back) and needs no token: the sandbox
 * only ever listens on loopback.
 */
export function adminRoutes(faults: FaultController): Route[] {
  return [
    {
      service: 'admin',
      method: 'GET',
      path: ADMIN_FAULTS_PATH,
      handle: () => ({ status: 200, body: faults.get() }),
    },
    {
      service: 'admin',
      method: 'POST',
      path: ADMIN_FAULTS_PATH,
      handle: ({ body }) => {
        const parsed = FaultUpdateSchema.safeParse(body ?? {});
        if (!parsed.success) return platformError(400, describe(parsed.error));
        return { status: 200, body: faults.set(parsed.data) };
      },
    },
    {
      service: 'admin',
      method: 'DELETE',
      path: ADMIN_FAULTS_PATH,
      handle: () => ({ status: 200, body: faults.reset() }),
    },
  ];
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid fault settings';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
