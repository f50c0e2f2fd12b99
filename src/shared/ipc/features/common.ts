import { z } from 'zod';

/** The argument of a channel that takes none. */
export const noArgs = z.object({}).strict();
/** An outbox row's id, as the Sync screen names it. */
export const outboxId = z.number().int().positive();
