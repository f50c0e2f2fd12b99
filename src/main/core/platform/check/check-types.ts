import { randomUUID } from 'node:crypto';
import type { TokenManager } from '../auth';
import type { PlatformClient } from '../client';
import type { VoiceApi } from '../voice-api';

export const CHECK_GROUPS = [
  'auth',
  'webhooks',
  'properties',
  'voice',
  'documents',
  'prescription',
  'records',
] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

/** What a step can use: the app's own client pieces, on the account being checked. */
export interface CheckContext {
  client: PlatformClient;
  tokens: TokenManager;
  voice: VoiceApi;
  /** Audio to send in the voice write steps: whole WAV files, one per chunk. */
  sampleAudio: readonly Uint8Array[];
  /** The account has a JWE key: documents go in the encrypted form. */
  hasJweKey: boolean;
  sleep(ms: number): Promise<void>;
  now(): number;
  /** Ids handed from one step to the next (the test webhook, the voice session). */
  state: Map<string, string>;
  /**
   * The platform id of a patient kept for testing (`--test-patient-oid`): the records steps read
   * and write only this patient's record, and are skipped without one.
   */
  testPatientOid?: string;
}

export interface CheckStep {
  check: string;
  group: CheckGroup;
  /** Changes something on the account: run only with `--write`. */
  write: boolean;
  /** What success means, in the user's words. */
  words: string;
  /** Steps of the same group that must have passed first. */
  needs?: string[];
  /** Reads or writes a patient's record: run only when a test patient is named. */
  testPatient?: true;
  /** Resolves when the step passed; with a warning when it passed with a caveat, in words. */
  run(context: CheckContext): Promise<void | { warning: string }>;
}

export function state(context: CheckContext, key: string): string {
  const value = context.state.get(key);
  if (value === undefined) throw new Error(`${key} is missing`);
  return value;
}

export const change = (): { idempotencyKey: string } => ({ idempotencyKey: randomUUID() });
