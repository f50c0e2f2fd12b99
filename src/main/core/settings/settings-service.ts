import type {
  ConnectionTestView,
  PlatformSettingsInput,
  SettingsView,
} from '../../../shared/settings';
import type { Clock } from '../clock';
import type { CheckGroup } from '../platform/check/check-steps';
import { runChecks } from '../platform/check/run-checks';
import type { Fetch } from '../platform/http';
import { SETTING_KEYS, type BackendResolver } from '../backend';
import { CoreError } from '../errors';
import type { SecretStore } from '../secrets';
import type { SettingsRepository } from './settings-repository';

/** `https://host:port` of an address; undefined when there is none or it cannot be read. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Test connection runs every read-only check (documents have none: an upload changes things). */
const CONNECTION_TEST_GROUPS: CheckGroup[] = [
  'auth',
  'webhooks',
  'properties',
  'voice',
  'prescription',
];

export interface SettingsService {
  view(): Promise<SettingsView>;
  savePlatform(input: PlatformSettingsInput): Promise<SettingsView>;
  /** The read-only account checks on the entered (unsaved) account, step by step. */
  testConnection(input: PlatformSettingsInput): Promise<ConnectionTestView>;
  useSandbox(): Promise<SettingsView>;
}

export function createSettingsService(deps: {
  repository: SettingsRepository;
  secrets: SecretStore;
  backend: BackendResolver;
  /** Called after the account changed (the sync loop sends that account's queued changes). */
  onAccountChange?: () => void;
  /** For Test connection: the network and the clock the app's client uses. */
  fetch: Fetch;
  clock: Clock;
}): SettingsService {
  const { repository: repo, secrets, backend } = deps;

  async function view(): Promise<SettingsView> {
    const described = backend.describe();
    const keychain = secrets.availability();
    const baseUrl =
      described.mode === 'sandbox' ? (await backend.current()).baseUrl : (described.baseUrl ?? '');
    return {
      mode: described.mode,
      baseUrl,
      clientId: repo.get(SETTING_KEYS.clientId) ?? '',
      jweKid: repo.get(SETTING_KEYS.jweKid) ?? '',
      hasClientSecret: repo.hasSecret(SETTING_KEYS.clientSecret),
      hasJweSecret: repo.hasSecret(SETTING_KEYS.jweSecret),
      keychain: keychain.available
        ? { available: true }
        : { available: false, reason: keychain.reason },
    };
  }

  /**
   * The stored secrets that may be used with `input`: a stored secret is kept only for the
   * address and the id it was entered for (sent to another host, or under another id, it would
   * hand the account to whoever runs it).
   */
  function storedSecretsFor(input: PlatformSettingsInput): {
    clientSecret?: string;
    jweSecret?: string;
  } {
    const sameOrigin = originOf(repo.get(SETTING_KEYS.baseUrl)) === originOf(input.baseUrl);
    const clientSecret =
      sameOrigin && repo.get(SETTING_KEYS.clientId) === input.clientId
        ? repo.getSecret(SETTING_KEYS.clientSecret)
        : undefined;
    const jweSecret =
      sameOrigin && repo.get(SETTING_KEYS.jweKid) === input.jweKid
        ? repo.getSecret(SETTING_KEYS.jweSecret)
        : undefined;
    return {
      ...(clientSecret ? { clientSecret } : {}),
      ...(jweSecret ? { jweSecret } : {}),
    };
  }

  /** Field errors for the secrets neither entered nor kept. */
  function missingSecrets(input: PlatformSettingsInput): Record<string, string> {
    const keeps = (key: string) =>
      repo.hasSecret(key) ? storedSecretsFor(input) : ({} as ReturnType<typeof storedSecretsFor>);
    const again = (key: string) =>
      repo.hasSecret(key)
        ? ' The saved one is kept only for the address and id it was entered for.'
        : '';
    const missing: Record<string, string> = {};
    if (!input.clientSecret && !keeps(SETTING_KEYS.clientSecret).clientSecret)
      missing.clientSecret = `Enter the client secret.${again(SETTING_KEYS.clientSecret)}`;
    if (!input.jweSecret && !keeps(SETTING_KEYS.jweSecret).jweSecret)
      missing.jweSecret = `Enter the JWE secret.${again(SETTING_KEYS.jweSecret)}`;
    return missing;
  }

  return {
    view,
    async testConnection(input) {
      const stored = repo.hasSecret(SETTING_KEYS.clientSecret) ? storedSecretsFor(input) : {};
      const clientSecret = input.clientSecret ?? stored.clientSecret;
      if (!clientSecret) {
        const missing = missingSecrets(input);
        throw new CoreError('INVALID_ARGUMENT', 'Enter the client secret to test the connection.', {
          fields: { clientSecret: missing.clientSecret ?? 'Enter the client secret.' },
        });
      }
      const jweSecret = input.jweSecret ?? stored.jweSecret;
      const steps = await runChecks({
        account: {
          baseUrl: input.baseUrl.replace(/\/+$/, ''),
          clientId: input.clientId,
          clientSecret,
          ...(input.jweKid && jweSecret ? { jwe: { kid: input.jweKid, secret: jweSecret } } : {}),
        },
        fetch: deps.fetch,
        groups: CONNECTION_TEST_GROUPS,
        write: false,
        sampleAudio: [],
        clock: deps.clock,
      });
      return { steps };
    },
    async savePlatform(input) {
      const missing = missingSecrets(input);
      if (Object.keys(missing).length > 0) {
        throw new CoreError('INVALID_ARGUMENT', 'Some settings are missing.', { fields: missing });
      }
      repo.write({
        values: {
          [SETTING_KEYS.baseUrl]: input.baseUrl.replace(/\/+$/, ''),
          [SETTING_KEYS.clientId]: input.clientId,
          [SETTING_KEYS.jweKid]: input.jweKid,
        },
        secrets: {
          ...(input.clientSecret ? { [SETTING_KEYS.clientSecret]: input.clientSecret } : {}),
          ...(input.jweSecret ? { [SETTING_KEYS.jweSecret]: input.jweSecret } : {}),
        },
      });
      backend.reset();
      deps.onAccountChange?.();
      return view();
    },
    async useSandbox() {
      repo.write({
        values: {
          [SETTING_KEYS.baseUrl]: null,
          [SETTING_KEYS.clientId]: null,
          [SETTING_KEYS.jweKid]: null,
        },
        secrets: { [SETTING_KEYS.clientSecret]: null, [SETTING_KEYS.jweSecret]: null },
      });
      backend.reset();
      deps.onAccountChange?.();
      return view();
    },
  };
}
