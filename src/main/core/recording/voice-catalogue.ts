import type { ZodType } from 'zod';
import type {
  VoiceCatalogueView,
  VoiceModelView,
  VoiceTemplateView,
} from '../../../shared/recording';
import {
  DiscoveryAnswerSchema,
  TemplatesAnswerSchema,
  type DiscoveryAnswer,
  type VoiceTemplate,
} from '../../../shared/voice-answers';
import { VOICE_MODEL_MAX_SECONDS, VOICE_MODELS, type VoiceModel } from '../../../shared/voice';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { errorName, type Logger } from '../log/logger';
import { readStored } from '../outbox/operations';
import { isPlatformError } from '../platform/errors';
import { createVoiceApi } from '../platform/voice-api';

type Kind = 'discovery' | 'templates';

/**
 * The models, languages and templates the platform offers, for the recording settings. Read live
 * when online and saved per account (`voice_catalogue`), so the settings still offer them
 * offline; with nothing saved, the published models stand in and templates are typed as ids.
 */
export interface VoiceCatalogue {
  get(): Promise<VoiceCatalogueView>;
}

/** The published models, used until the discovery document has been read once. */
const PUBLISHED_MODELS: readonly VoiceModelView[] = [
  {
    id: 'lite',
    name: 'Lite',
    languages: ['en', 'hi'],
    maxSessionSeconds: VOICE_MODEL_MAX_SECONDS.lite,
  },
  {
    id: 'pro',
    name: 'Professional',
    languages: ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa'],
    maxSessionSeconds: VOICE_MODEL_MAX_SECONDS.pro,
  },
];

function modelsOf(discovery: DiscoveryAnswer | undefined): VoiceCatalogueView['models'] {
  if (!discovery) return PUBLISHED_MODELS.map((model) => ({ ...model }));
  const overall = discovery.languages?.supported ?? [];
  return discovery.models.flatMap((model) => {
    if (!(VOICE_MODELS as readonly string[]).includes(model.id)) return [];
    const id = model.id as VoiceModel;
    return [
      {
        id,
        name: model.display_name ?? id,
        languages: model.languages ?? overall,
        maxSessionSeconds: model.max_session_duration_seconds ?? VOICE_MODEL_MAX_SECONDS[id],
      },
    ];
  });
}

function templatesOf(templates: readonly VoiceTemplate[]): VoiceTemplateView[] {
  return templates.map((template) => ({
    id: template.id,
    title: template.title?.trim() || template.id,
    ...(template.desc ? { description: template.desc } : {}),
    isDefault: template.default === true,
    isFavorite: template.is_favorite === true,
  }));
}

export function createVoiceCatalogue(deps: {
  db: Db;
  backend: () => Promise<Backend>;
  isOnline(): boolean;
  clock: Clock;
  logger: Logger;
}): VoiceCatalogue {
  const read = deps.db.prepare<[string, Kind], { body: string; fetched_at: number }>(
    'SELECT body, fetched_at FROM voice_catalogue WHERE account = ? AND kind = ?',
  );
  const write = deps.db.prepare<[string, Kind, string, number]>(
    `INSERT INTO voice_catalogue (account, kind, body, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account, kind) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
  );

  function saved<T>(
    account: string,
    kind: Kind,
    schema: ZodType<T>,
  ): { value: T; fetchedAt: number } | undefined {
    const row = read.get(account, kind);
    if (!row) return undefined;
    const parsed = readStored(schema, row.body);
    return parsed.ok ? { value: parsed.payload, fetchedAt: row.fetched_at } : undefined;
  }

  /** The live answer saved, or the saved copy with the reason the live one is missing. */
  async function fetchOrSaved<T>(
    account: string,
    kind: Kind,
    live: () => Promise<T>,
    schema: ZodType<T>,
    raw: (value: T) => unknown,
  ): Promise<{ value?: T; fetchedAt?: number; problem?: string }> {
    if (deps.isOnline()) {
      try {
        const value = await live();
        const now = deps.clock.now();
        write.run(account, kind, JSON.stringify(raw(value)), now);
        return { value, fetchedAt: now };
      } catch (error) {
        deps.logger.info({ kind, err: errorName(error) }, 'voice catalogue not read live');
        const copy = saved(account, kind, schema);
        return {
          ...(copy ?? {}),
          problem: isPlatformError(error) ? error.message : 'The platform could not be asked.',
        };
      }
    }
    return { ...(saved(account, kind, schema) ?? {}), problem: 'This computer is offline.' };
  }

  return {
    async get() {
      const backend = await deps.backend();
      const api = createVoiceApi(backend.client);
      const account = backend.accountKey;
      // Saved as the platform's own shapes, so a copy is read by the same tolerant readers.
      const [discovery, templates] = await Promise.all([
        fetchOrSaved(
          account,
          'discovery',
          () => api.discovery(),
          DiscoveryAnswerSchema,
          (value) => value,
        ),
        fetchOrSaved(
          account,
          'templates',
          () => api.templates(),
          TemplatesAnswerSchema,
          (items) => ({ items }),
        ),
      ]);
      const models = modelsOf(discovery.value);
      const fetched = [discovery.fetchedAt, templates.fetchedAt].filter(
        (at): at is number => at !== undefined,
      );
      const problem = discovery.problem ?? templates.problem;
      return {
        models,
        languages: [...new Set(models.flatMap((model) => model.languages))],
        autoDetect: discovery.value?.languages?.auto_detection ?? true,
        templates: templatesOf(templates.value ?? []),
        ...(fetched.length > 0 ? { fetchedAt: new Date(Math.min(...fetched)).toISOString() } : {}),
        ...(problem ? { stale: problem } : {}),
      };
    },
  };
}
