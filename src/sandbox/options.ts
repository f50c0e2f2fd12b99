import { isIP } from 'node:net';
import { randomSandboxCredentials } from './credentials';
import { DEFAULT_DELIVERY_RETRY, type DeliveryRetry } from './webhook-delivery';
import { JWE_SECRET_LENGTH } from '../shared/settings';
import { DEFAULT_RECORDS_SETTINGS, RecordsSettingsUpdateSchema } from './records-settings';
import {
  DEFAULT_VOICE_SETTINGS,
  VoiceSettingsUpdateSchema,
  type VoiceSettings,
} from './voice-settings';

/** A client the sandbox accepts at login, beside the default one. */
export interface SandboxClient {
  clientId: string;
  clientSecret: string;
}

/**
 * Recording sessions' simulated transcription (`transcriptionDelayMs`, `voiceSessionTtlMs`,
 * `failingTemplates`): the values this sandbox starts with, and returns to on reset; switch them
 * at runtime with `sandbox.voice.set(...)` or `POST /__sandbox/voice`.
 */
export interface SandboxOptions extends VoiceSettings {
  /** Loopback only: the sandbox has no TLS and hands out tokens to anyone who asks. */
  host: string;
  /** 0 asks the OS for a free port; the real one is on `Sandbox.port`. */
  port: number;
  /**
   * The default client's credentials, which also open the `/__sandbox/*` routes (HTTP Basic).
   * Not given: fresh random ones for this sandbox alone (credentials.ts). No `:` in the id.
   */
  clientId: string;
  clientSecret: string;
  /** Names the shared JWE key, as the contract's `kid` field (not a secret: it travels in clear). */
  jweKid: string;
  /**
   * Shared JWE secret; the key is its bytes twice, so A128CBC-HS256 needs exactly 16 characters.
   * Not given: a fresh random one, like the client's credentials.
   */
  jweSecret: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  /** Milliseconds since the epoch; injectable so tests can expire tokens without waiting. */
  now: () => number;
  /** Whether the default client starts with the webhooks of resources/sandbox/seed-webhooks.json. */
  seedWebhooks: boolean;
  /** More clients, so tests can show one client never sees another's webhooks. */
  extraClients: SandboxClient[];
  /** How webhook deliveries are retried when an endpoint fails (tests shorten the delays). */
  webhookRetry: DeliveryRetry;
  /**
   * The Records API's start values (`sandbox.records` switches them at runtime): how long a
   * presigned upload form lives, clients whose account may not write records (403), page size.
   */
  recordsUploadTtlMs: number;
  recordsReadOnlyClients: string[];
  recordsPageSize: number;
}

/** Options that are credentials: never a fixed default, always the caller's or random. */
type CredentialOption = 'clientId' | 'clientSecret' | 'jweSecret';

export const DEFAULT_SANDBOX_OPTIONS: Readonly<Omit<SandboxOptions, CredentialOption>> =
  Object.freeze({
    host: '127.0.0.1',
    port: 0,
    jweKid: 'sandbox-kid',
    accessTokenTtlSec: 1800,
    refreshTokenTtlSec: 86400,
    now: () => Date.now(),
    seedWebhooks: true,
    extraClients: [],
    webhookRetry: DEFAULT_DELIVERY_RETRY,
    recordsUploadTtlMs: DEFAULT_RECORDS_SETTINGS.uploadTtlMs,
    recordsReadOnlyClients: [],
    recordsPageSize: DEFAULT_RECORDS_SETTINGS.pageSize,
    ...DEFAULT_VOICE_SETTINGS,
  });

/** True for 127.0.0.0/8, ::1 and `localhost` (which RFC 6761 reserves for loopback). */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  switch (isIP(bare)) {
    case 4:
      return bare.split('.')[0] === '127';
    case 6:
      return bare === '::1' || /^::ffff:127\./i.test(bare);
    default:
      return false;
  }
}

function positiveInteger(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

/**
 * Fills defaults and refuses options that would make the sandbox unsafe or unfaithful.
 * Throws a RangeError naming the option, because a misconfigured test peer must fail loudly.
 */
export function resolveSandboxOptions(partial: Partial<SandboxOptions> = {}): SandboxOptions {
  const fresh = randomSandboxCredentials();
  const options: SandboxOptions = {
    ...DEFAULT_SANDBOX_OPTIONS,
    ...partial,
    clientId: partial.clientId ?? fresh.clientId,
    clientSecret: partial.clientSecret ?? fresh.clientSecret,
    jweSecret: partial.jweSecret ?? fresh.jweSecret,
    extraClients: [...(partial.extraClients ?? DEFAULT_SANDBOX_OPTIONS.extraClients)],
    webhookRetry: { ...DEFAULT_DELIVERY_RETRY, ...partial.webhookRetry },
    failingTemplates: [...(partial.failingTemplates ?? DEFAULT_SANDBOX_OPTIONS.failingTemplates)],
    recordsReadOnlyClients: [
      ...(partial.recordsReadOnlyClients ?? DEFAULT_SANDBOX_OPTIONS.recordsReadOnlyClients),
    ],
  };
  if (!isLoopbackHost(options.host)) {
    throw new RangeError(`sandbox host must be a loopback address, not '${options.host}'`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new RangeError(`sandbox port must be an integer from 0 to 65535, not ${options.port}`);
  }
  if (options.jweSecret.length !== JWE_SECRET_LENGTH) {
    throw new RangeError(`sandbox jweSecret must be exactly ${JWE_SECRET_LENGTH} characters`);
  }
  if (!positiveInteger(options.accessTokenTtlSec) || !positiveInteger(options.refreshTokenTtlSec)) {
    throw new RangeError('sandbox token lifetimes must be positive whole seconds');
  }
  const voice = VoiceSettingsUpdateSchema.safeParse({
    transcriptionDelayMs: options.transcriptionDelayMs,
    voiceSessionTtlMs: options.voiceSessionTtlMs,
    failingTemplates: options.failingTemplates,
  });
  if (!voice.success) {
    const issue = voice.error.issues[0];
    throw new RangeError(
      `sandbox ${issue?.path.join('.') ?? 'voice option'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const records = RecordsSettingsUpdateSchema.safeParse({
    uploadTtlMs: options.recordsUploadTtlMs,
    readOnlyClients: options.recordsReadOnlyClients,
    pageSize: options.recordsPageSize,
  });
  if (!records.success) {
    const issue = records.error.issues[0];
    throw new RangeError(
      `sandbox records ${issue?.path.join('.') ?? 'option'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const ids = [options.clientId, ...options.extraClients.map((client) => client.clientId)];
  if (new Set(ids).size !== ids.length || ids.some((id) => id.length === 0)) {
    throw new RangeError('sandbox client ids must be non-empty and distinct');
  }
  // HTTP Basic (the admin routes' credentials) ends the id at its first colon.
  if (options.clientId.includes(':')) {
    throw new RangeError("sandbox clientId must not contain ':'");
  }
  if (options.clientSecret.length === 0) {
    throw new RangeError('sandbox clientSecret must not be empty');
  }
  return options;
}

/** The URL form of a host: IPv6 literals need brackets. */
export function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
