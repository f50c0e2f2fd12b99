import type { Result } from '../../../src/shared/result';
import type { SettingsView } from '../../../src/shared/settings';
import type { Webhook, WebhookListView } from '../../../src/shared/webhook';

export function makeWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: 'wh-1',
    event_names: ['appointment.created', 'prescription.updated'],
    endpoint: 'https://hooks.clinic.example/emr',
    signing_key: 'whsec_0123456789abcd',
    client_id: 'client-42',
    protocol: 'https',
    created_at: '2025-03-03T14:05:00Z',
    updated_at: '2025-03-04T09:30:00Z',
    created_by: 'alice@clinic',
    updated_by: 'bob@clinic',
    ...overrides,
  };
}

export function makeListView(overrides: Partial<WebhookListView> = {}): WebhookListView {
  return {
    webhooks: [makeWebhook()],
    source: 'live',
    fetchedAt: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<SettingsView> = {}): SettingsView {
  return {
    mode: 'platform',
    baseUrl: 'https://api.platform.example',
    clientId: 'client-42',
    jweKid: 'kid-1',
    hasClientSecret: true,
    hasJweSecret: true,
    keychain: { available: true },
    ...overrides,
  };
}

export const okResult = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });

/** Pins formatting so expectations do not depend on the machine's locale or zone. */
export const UTC_EN = { locale: 'en-GB', timeZone: 'UTC' } as const;
