import { asEmbedded, startCompanion, type CompanionOptions } from '../../src/main/compose';
import type { Clock } from '../../src/main/core/clock';
import type { Core } from '../../src/main/core/core';
import type { Fetch } from '../../src/main/core/platform/http';
import type { InvokeArgs, InvokeChannel, InvokeResults } from '../../src/shared/ipc/contract';
import type { IpcError, Result } from '../../src/shared/result';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server';
import { createFakeKeychain } from './fake-keychain';
import { createMemoryLogger } from './memory-log';
import { makeTempDir } from './temp-dir';
import { lazyChromiumPrintout } from './lazy-printout';
import { netFetchStandIn } from './net-fetch-stand-in';
import { TEST_CLIENT_ID } from './sandbox-admin';

export const TEST_ORIGIN = 'app://companion';

export interface TestCompanion {
  /** The core currently running (replaced by `restart`). */
  readonly core: Core;
  sandbox: Sandbox;
  keychain: ReturnType<typeof createFakeKeychain>;
  dataDir: string;
  logText(): string;
  /** Calls a channel exactly as the renderer would, through the validating dispatch. */
  call<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<Result<InvokeResults[C]>>;
  /** Like `call`, but returns the value and throws on an error result. */
  value<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResults[C]>;
  /** Like `call`, but returns the error and throws when the call succeeded. */
  error<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<IpcError>;
  /**
   * Closes the core and starts a new one on the same data folder (an app restart); `between`
   * runs while no core is running (to damage or change the files on disk).
   */
  restart(between?: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** The real core on a real SQLite file in a temp folder, embedded-sandbox mode, sandbox on loopback. */
export async function startTestCompanion(
  options: {
    sandbox?: Partial<SandboxOptions>;
    timeoutMs?: number;
    clock?: Clock;
    /**
     * The fetch the core is given instead of its Node transport, as the shell gives it Electron's
     * net.fetch. It is always put behind the net.fetch stand-in (net-fetch-stand-in.ts), so a
     * request Chromium would refuse (a Content-Length set by hand...) fails the test.
     */
    fetch?: Fetch;
    /**
     * Also send the structured prescription to the unpublished PUT (the setting, off by default),
     * for tests that read what the pad sent field by field.
     */
    structured?: boolean;
    /** No printer and no PDF writer, as the core in plain Node without the desktop shell. */
    withoutPrinter?: boolean;
    /**
     * Something put in front of the sandbox (a proxy that does not offer some routes): the app
     * talks to its address instead of the sandbox's. Closed with the companion.
     */
    front?: (sandbox: Sandbox) => Promise<{ url: string; close(): Promise<void> }>;
    /** Origins the dispatch accepts; the browser harness knows its page origin only after start. */
    isAllowedOrigin?: (origin: string) => boolean;
    /** Sync loop, connectivity and change-wait settings (tests shorten the delays). */
    core?: Pick<
      CompanionOptions,
      | 'sync'
      | 'network'
      | 'changeWaitMs'
      | 'recording'
      | 'diagnostics'
      | 'backupCheckEveryMs'
      | 'printout'
      | 'logger'
    >;
  } = {},
): Promise<TestCompanion> {
  const temp = makeTempDir('companion-int-');
  // A known client id (tests name it before the start); the secrets are random, as in the app.
  const sandbox = await startSandbox({ port: 0, clientId: TEST_CLIENT_ID, ...options.sandbox });
  const front = await options.front?.(sandbox);
  const keychain = createFakeKeychain();
  const fetch = options.fetch ? netFetchStandIn(options.fetch) : undefined;
  const log = createMemoryLogger();
  // Finalized prescriptions go to the patient's record as PDF: Chromium makes it, as the shell would.
  const printout =
    options.core?.printout || options.withoutPrinter ? undefined : lazyChromiumPrintout();
  const make = (): Core =>
    startCompanion({
      dataDir: temp.dir,
      secrets: keychain,
      launchSandbox: () =>
        Promise.resolve({
          ...asEmbedded(sandbox, { owned: false }),
          ...(front ? { baseUrl: front.url } : {}),
        }),
      isAllowedOrigin: options.isAllowedOrigin ?? ((origin) => origin === TEST_ORIGIN),
      appVersion: '0.0.0-test',
      logger: log.logger,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(fetch ? { fetch } : {}),
      ...(printout ? { printout } : {}),
      ...options.core,
    });
  let core = make();
  if (options.structured) {
    // Straight to the handler: the browser harness's page has another origin than the tests'.
    await core.handlers['pad:save-settings']({ sendStructured: true });
  }

  const call = <C extends InvokeChannel>(
    channel: C,
    args: InvokeArgs<C>,
  ): Promise<Result<InvokeResults[C]>> =>
    core.dispatch(channel, args, TEST_ORIGIN) as Promise<Result<InvokeResults[C]>>;

  return {
    get core() {
      return core;
    },
    sandbox,
    keychain,
    dataDir: temp.dir,
    logText: log.text,
    call,
    async value(channel, args) {
      const result = await call(channel, args);
      if (!result.ok)
        throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
      return result.value;
    },
    async error(channel, args) {
      const result = await call(channel, args);
      if (result.ok) throw new Error(`${channel} succeeded where an error was expected`);
      return result.error;
    },
    async restart(between) {
      await core.close();
      await between?.();
      core = make();
    },
    async close() {
      await core.close();
      await printout?.close();
      await front?.close();
      await sandbox.close();
      temp.remove();
    },
  };
}
