import type { PlatformSettingsInput, SettingsView } from '../../../shared/settings';
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

export interface SettingsService {
  view(): Promise<SettingsView>;
  savePlatform(input: PlatformSettingsInput): Promise<SettingsView>;
  useSandbox(): Promise<SettingsView>;
}

export function createSettingsService(deps: {
  repository: SettingsRepository;
  secrets: SecretStore;
  backend: BackendResolver;
  /** Called after the account changed (the sync loop sends that account's queued changes). */
  onAccountChange?: () => void;
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

  return {
    view,
    async savePlatform(input) {
      // A stored secret is kept only for the address and the id it was entered for: sent to
      // another host (or under another id) it would hand the account to whoever runs it.
      const sameOrigin = originOf(repo.get(SETTING_KEYS.baseUrl)) === originOf(input.baseUrl);
      const keepsClientSecret =
        sameOrigin &&
        repo.get(SETTING_KEYS.clientId) === input.clientId &&
        repo.hasSecret(SETTING_KEYS.clientSecret);
      const keepsJweSecret =
        sameOrigin &&
        repo.get(SETTING_KEYS.jweKid) === input.jweKid &&
        repo.hasSecret(SETTING_KEYS.jweSecret);
      const again = (what: string) =>
        repo.hasSecret(what)
          ? ' The saved one is kept only for the address and id it was entered for.'
          : '';
      const missing: Record<string, string> = {};
      if (!input.clientSecret && !keepsClientSecret)
        missing.clientSecret = `Enter the client secret.${again(SETTING_KEYS.clientSecret)}`;
      if (!input.jweSecret && !keepsJweSecret)
        missing.jweSecret = `Enter the JWE secret.${again(SETTING_KEYS.jweSecret)}`;
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
