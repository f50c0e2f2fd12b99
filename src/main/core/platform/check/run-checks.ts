import type { ConnectionTestStep } from '../../../../shared/settings';
import type { Clock } from '../../clock';
import { isCoreError } from '../../errors';
import { createTokenManager } from '../auth';
import { createPlatformClient } from '../client';
import type { Fetch } from '../http';
import { createVoiceApi } from '../voice-api';
import { CHECK_STEPS, type CheckContext, type CheckGroup } from './check-steps';

/** The account to check, as entered (nothing here is read from or written to the settings). */
export interface CheckAccount {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  jwe?: { kid: string; secret: string };
}

/** One step's outcome: `{check, ok, status, ms, problem?}` plus the sentence for people. */
export type CheckResult = ConnectionTestStep;

export interface CheckOptions {
  account: CheckAccount;
  fetch: Fetch;
  groups: readonly CheckGroup[];
  /** Also the steps that change the account (a test webhook, a voice session, a document). */
  write: boolean;
  /** A patient kept for testing: the records steps read (and with `write`, write) only theirs. */
  testPatientOid?: string;
  sampleAudio: readonly Uint8Array[];
  clock: Clock;
  /** Called as each step ends, for output that appears as the check goes. */
  onResult?(result: CheckResult): void;
}

/** Why the records steps do not run without `--test-patient-oid`. */
export const NO_TEST_PATIENT =
  "No test patient named (--test-patient-oid): the records checks read and write a patient's health record, so they run only on a patient kept for testing.";

const skip = (check: string, words: string, note: string): CheckResult => ({
  check,
  ok: true,
  outcome: 'skipped',
  ms: 0,
  note,
  words,
});

function problemOf(error: unknown): string {
  if (isCoreError(error)) return error.message;
  return error instanceof Error ? error.message : 'The step failed.';
}

/**
 * Runs the checks of the chosen groups, in order, with the app's own client (sign-in, time
 * limits, typed errors, readers) on the given account. A step whose prerequisite failed is
 * reported failed without being run.
 */
export async function runChecks(options: CheckOptions): Promise<CheckResult[]> {
  let lastStatus: number | undefined;
  const fetch: Fetch = async (input, init) => {
    const response = await options.fetch(input, init);
    lastStatus = response.status;
    return response;
  };
  const { account } = options;
  const tokens = createTokenManager({
    fetch,
    baseUrl: account.baseUrl,
    credentials: { clientId: account.clientId, clientSecret: account.clientSecret },
    clock: options.clock,
  });
  const client = createPlatformClient({
    fetch,
    baseUrl: account.baseUrl,
    tokens,
    ...(account.jwe ? { jwe: account.jwe } : {}),
  });
  const context: CheckContext = {
    client,
    tokens,
    voice: createVoiceApi(client),
    sampleAudio: options.sampleAudio,
    hasJweKey: account.jwe !== undefined,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => options.clock.now(),
    state: new Map(),
    ...(options.testPatientOid === undefined ? {} : { testPatientOid: options.testPatientOid }),
  };

  const results: CheckResult[] = [];
  const passed = new Set<string>();
  const steps = CHECK_STEPS.filter(
    (step) => options.groups.includes(step.group) && (options.write || !step.write),
  );
  for (const step of steps) {
    const started = performance.now();
    lastStatus = undefined;
    const missing = (step.needs ?? []).filter((need) => !passed.has(need));
    let result: CheckResult;
    if (step.testPatient && context.testPatientOid === undefined) {
      // Never on a patient that was not named for testing.
      result = skip(step.check, step.words, NO_TEST_PATIENT);
    } else if (missing.length > 0) {
      result = {
        check: step.check,
        ok: false,
        outcome: 'failed',
        ms: 0,
        problem: `Not run: ${missing.join(', ')} did not pass.`,
        words: step.words,
      };
    } else {
      try {
        const ended = await step.run(context);
        passed.add(step.check);
        result = ended?.warning
          ? {
              check: step.check,
              ok: true,
              outcome: 'warning',
              ms: 0,
              note: ended.warning,
              words: step.words,
            }
          : { check: step.check, ok: true, outcome: 'passed', ms: 0, words: step.words };
      } catch (error) {
        result = {
          check: step.check,
          ok: false,
          outcome: 'failed',
          ms: 0,
          problem: problemOf(error),
          words: step.words,
        };
      }
      result.ms = Math.round(performance.now() - started);
      if (lastStatus !== undefined) result.status = lastStatus;
    }
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}
