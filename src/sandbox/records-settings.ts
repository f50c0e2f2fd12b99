import { z } from 'zod';

/** How the Records API behaves beyond what is published; switchable at runtime like the faults. */
export interface RecordsSettings {
  /** How long a presigned upload form is good for, on the sandbox's clock (default 15 minutes). */
  uploadTtlMs: number;
  /** Clients whose account may not write to the patients' records: presign (and v2) answer 403. */
  readOnlyClients: string[];
  /** How many of the next presigns fail with `presignFailureStatus`, before anything is kept. */
  failNextPresigns: number;
  /** The status those presigns get: one of the server errors records.json publishes. */
  presignFailureStatus: 500 | 502 | 503 | 504;
  /** Documents per page of `GET /mr/api/v1/docs` (the file publishes paging, not its size). */
  pageSize: number;
}

export const DEFAULT_RECORDS_SETTINGS: Readonly<RecordsSettings> = Object.freeze({
  uploadTtlMs: 15 * 60 * 1000,
  readOnlyClients: [],
  failNextPresigns: 0,
  presignFailureStatus: 503,
  pageSize: 20,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A partial update, as accepted by options, `sandbox.records.set` and `POST /__sandbox/records`. */
export const RecordsSettingsUpdateSchema = z
  .strictObject({
    uploadTtlMs: z
      .number()
      .int()
      .min(1)
      .max(7 * DAY_MS),
    readOnlyClients: z.array(z.string().min(1).max(200)).max(100),
    failNextPresigns: z.number().int().min(0).max(1000),
    presignFailureStatus: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]),
    pageSize: z.number().int().min(1).max(100),
  })
  .partial();

/**
 * Runtime switchboard of the Records API. A new time to live applies to forms presigned after the
 * change; `reset` returns to the values this sandbox was started with.
 */
export class RecordsSettingsController {
  private settings: RecordsSettings;

  constructor(private readonly initial: Readonly<RecordsSettings>) {
    this.settings = copy(initial);
  }

  get(): RecordsSettings {
    return copy(this.settings);
  }

  /** Validates and merges `update`. Throws on bad input. */
  set(update: Partial<RecordsSettings>): RecordsSettings {
    const valid = RecordsSettingsUpdateSchema.parse(update);
    this.settings = { ...this.settings, ...valid };
    return this.get();
  }

  reset(): RecordsSettings {
    this.settings = copy(this.initial);
    return this.get();
  }

  /** The status this presign fails with, counting it off; undefined when it goes ahead. */
  takePresignFailure(): number | undefined {
    if (this.settings.failNextPresigns <= 0) return undefined;
    this.settings.failNextPresigns -= 1;
    return this.settings.presignFailureStatus;
  }

  mayWrite(clientId: string): boolean {
    return !this.settings.readOnlyClients.includes(clientId);
  }
}

function copy(settings: Readonly<RecordsSettings>): RecordsSettings {
  return { ...settings, readOnlyClients: [...settings.readOnlyClients] };
}
