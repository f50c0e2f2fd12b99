import type { BackendMode } from '../../shared/settings';
import type { Clock } from './clock';
import { createTokenManager } from './platform/auth';
import { createPlatformClient, type PlatformClient } from './platform/client';
import type { Fetch } from './platform/http';
import type { SettingsRepository } from './settings/settings-repository';

/** Where the app sends its platform calls: a configured account, or the embedded sandbox. */
export interface Backend {
  mode: BackendMode;
  baseUrl: string;
  clientId: string;
  /** Scopes local caches to one account so switching accounts never shows another's data. */
  accountKey: string;
  jwe: { kid: string; secret: string };
  client: PlatformClient;
  /**
   * Sandbox mode only: the `Authorization` header its `/__sandbox/*` routes need (HTTP Basic
   * with the run's client id and secret). Held in memory like the secret it is made of.
   */
  sandboxAdminAuthorization?: string;
}

/**
 * The embedded sandbox's account key. Its credentials are random on every run, yet it stays one
 * account for the local caches; the text is the one earlier versions derived from their fixed
 * client id, so sandbox-mode data saved before stays in view.
 */
export const EMBEDDED_SANDBOX_ACCOUNT = 'sandbox|sandbox-client';

/**
 * What the composition root provides to run the sandbox in-process when no account is set. The
 * credentials are the run's own (random, handed over in memory, never saved nor logged).
 */
export interface EmbeddedSandbox {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  jweKid: string;
  jweSecret: string;
  close(): Promise<void>;
}
export type SandboxLauncher = () => Promise<EmbeddedSandbox>;

export const SETTING_KEYS = {
  baseUrl: 'platform.base_url',
  clientId: 'platform.client_id',
  jweKid: 'platform.jwe_kid',
  clientSecret: 'platform.client_secret',
  jweSecret: 'platform.jwe_secret',
} as const;

export interface BackendResolver {
  current(): Promise<Backend>;
  /** Forget the resolved backend (after settings change); the next call resolves again. */
  reset(): void;
  /** The mode and address settings point at, without starting anything. */
  describe(): { mode: BackendMode; baseUrl: string | undefined };
  close(): Promise<void>;
}

export function createBackendResolver(deps: {
  settings: SettingsRepository;
  fetch: Fetch;
  clock: Clock;
  launchSandbox: SandboxLauncher;
  timeoutMs?: number;
}): BackendResolver {
  let resolved: Promise<Backend> | undefined;
  let sandbox: Promise<EmbeddedSandbox> | undefined;

  function configured(): boolean {
    return Boolean(
      deps.settings.get(SETTING_KEYS.baseUrl) &&
      deps.settings.get(SETTING_KEYS.clientId) &&
      deps.settings.hasSecret(SETTING_KEYS.clientSecret),
    );
  }

  function build(
    mode: BackendMode,
    baseUrl: string,
    clientId: string,
    clientSecret: string,
    jwe: Backend['jwe'],
  ): Backend {
    const timeout = deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {};
    const credentials = { clientId, clientSecret };
    const tokens = createTokenManager({
      fetch: deps.fetch,
      baseUrl,
      credentials,
      clock: deps.clock,
      ...timeout,
    });
    const client = createPlatformClient({ fetch: deps.fetch, baseUrl, tokens, jwe, ...timeout });
    return { mode, baseUrl, clientId, accountKey: `${mode}|${baseUrl}|${clientId}`, jwe, client };
  }

  async function resolve(): Promise<Backend> {
    if (configured()) {
      const s = deps.settings;
      return build(
        'platform',
        s.get(SETTING_KEYS.baseUrl)!,
        s.get(SETTING_KEYS.clientId)!,
        s.getSecret(SETTING_KEYS.clientSecret)!,
        {
          kid: s.get(SETTING_KEYS.jweKid) ?? '',
          secret: s.getSecret(SETTING_KEYS.jweSecret) ?? '',
        },
      );
    }
    sandbox ??= deps.launchSandbox();
    const box = await sandbox;
    const backend = build('sandbox', box.baseUrl, box.clientId, box.clientSecret, {
      kid: box.jweKid,
      secret: box.jweSecret,
    });
    // Port and credentials change at each start, so the cache key leaves both out.
    return {
      ...backend,
      accountKey: EMBEDDED_SANDBOX_ACCOUNT,
      sandboxAdminAuthorization: basicAuthorization(box.clientId, box.clientSecret),
    };
  }

  return {
    current() {
      resolved ??= resolve().catch((error: unknown) => {
        resolved = undefined;
        throw error;
      });
      return resolved;
    },
    reset() {
      resolved = undefined;
    },
    describe() {
      if (configured())
        return { mode: 'platform', baseUrl: deps.settings.get(SETTING_KEYS.baseUrl) };
      return { mode: 'sandbox', baseUrl: undefined };
    },
    async close() {
      const box = sandbox;
      sandbox = undefined;
      if (box) await (await box).close();
    },
  };
}

/** HTTP Basic (RFC 7617): `id:secret`, UTF-8, base64. */
function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`;
}
