import { z } from 'zod';

/* The tolerant field readers of the EMR structure (emr-structure.ts, emr-legacy.ts). */

/** A field that reads as absent when it is missing, null or of the wrong type. */
export const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** A list whose items of the wrong shape are left out rather than failing the list. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .optional()
    .catch(undefined);

export const Text = z.string().trim().min(1);
