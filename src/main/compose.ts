import path from 'node:path';
import { createCore, type Core, type CoreOptions } from './core/core';
import type { EmbeddedSandbox, SandboxLauncher } from './core/backend';
import type { Sandbox, SandboxOptions } from '../sandbox/server';

export const DATABASE_FILE_NAME = 'clinic-companion.sqlite';

export interface CompanionOptions extends Omit<CoreOptions, 'databaseFile' | 'launchSandbox'> {
  /** The app's data folder; the database lives here. */
  dataDir: string;
  /** Replaces the embedded sandbox launcher: tests hand in a sandbox they control. */
  launchSandbox?: SandboxLauncher;
}

/**
 * The plain-Node composition of the app: the core, with the sandbox as its embedded default
 * backend. Electron's main process, the browser-test harness and the chaos runner all start the
 * app through this one function, so what tests drive is what users run.
 */
export function startCompanion(options: CompanionOptions): Core {
  const { dataDir, launchSandbox, ...core } = options;
  return createCore({
    ...core,
    databaseFile: path.join(dataDir, DATABASE_FILE_NAME),
    launchSandbox: launchSandbox ?? (() => launchEmbeddedSandbox()),
  });
}

/**
 * Starts a sandbox on a free loopback port, owned (and closed) by the core. The sandbox is
 * imported here, on first use, so the bundler puts it in a chunk of its own and a start with a
 * configured account never loads it.
 */
export async function launchEmbeddedSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<EmbeddedSandbox> {
  const { startSandbox } = await import('../sandbox/server');
  const sandbox = await startSandbox({ ...options, host: '127.0.0.1', port: options.port ?? 0 });
  return asEmbedded(sandbox, { owned: true });
}

/** Presents a running sandbox as the core's backend; `owned: false` leaves closing it to the caller. */
export function asEmbedded(sandbox: Sandbox, { owned }: { owned: boolean }): EmbeddedSandbox {
  return {
    baseUrl: sandbox.url,
    clientId: sandbox.options.clientId,
    clientSecret: sandbox.options.clientSecret,
    jweKid: sandbox.options.jweKid,
    jweSecret: sandbox.options.jweSecret,
    close: () => (owned ? sandbox.close() : Promise.resolve()),
  };
}
