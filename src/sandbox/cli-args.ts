import { parseArgs } from 'node:util';
import { JWE_SECRET_LENGTH } from '../shared/settings';
import { DEFAULT_SANDBOX_OPTIONS, isLoopbackHost, type SandboxOptions } from './options';

/** The CLI listens on a fixed, documented port unless told otherwise; tests pass `--port 0`. */
export const DEFAULT_CLI_PORT = 4010;

export type CliOptions = Pick<
  SandboxOptions,
  'host' | 'port' | 'clientId' | 'clientSecret' | 'jweKid' | 'jweSecret'
>;

export type CliParse =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help'; text: string }
  | { kind: 'error'; message: string };

export const USAGE = `Usage: npm run sandbox -- [options]

Runs the partner-platform sandbox on a loopback address.

Options:
  --port <n>             port to listen on, 0 for any free port (default ${DEFAULT_CLI_PORT})
  --host <addr>          loopback address to bind (default ${DEFAULT_SANDBOX_OPTIONS.host})
  --client-id <id>       client id accepted at login (default ${DEFAULT_SANDBOX_OPTIONS.clientId})
  --client-secret <s>    client secret accepted at login (default ${DEFAULT_SANDBOX_OPTIONS.clientSecret})
  --jwe-kid <kid>        id of the shared JWE key (default ${DEFAULT_SANDBOX_OPTIONS.jweKid})
  --jwe-secret <s>       shared JWE secret, exactly ${JWE_SECRET_LENGTH} characters (default ${DEFAULT_SANDBOX_OPTIONS.jweSecret})
  -h, --help             print this help

Faults are switched at runtime: GET/POST/DELETE /__sandbox/faults (see src/sandbox/README.md).`;

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'jwe-kid': { type: 'string' },
  'jwe-secret': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Parses and validates argv (without node and script); never throws, never exits. */
export function parseCliArgs(argv: string[]): CliParse {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help', text: USAGE };

  const portText = values.port ?? String(DEFAULT_CLI_PORT);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    return {
      kind: 'error',
      message: `--port must be an integer from 0 to 65535, not '${portText}'`,
    };
  }
  const host = values.host ?? DEFAULT_SANDBOX_OPTIONS.host;
  if (!isLoopbackHost(host)) {
    return { kind: 'error', message: `--host must be a loopback address, not '${host}'` };
  }
  const jweSecret = values['jwe-secret'] ?? DEFAULT_SANDBOX_OPTIONS.jweSecret;
  if (jweSecret.length !== JWE_SECRET_LENGTH) {
    return {
      kind: 'error',
      message: `--jwe-secret must be exactly ${JWE_SECRET_LENGTH} characters, not ${jweSecret.length}`,
    };
  }
  const named = {
    clientId: values['client-id'] ?? DEFAULT_SANDBOX_OPTIONS.clientId,
    clientSecret: values['client-secret'] ?? DEFAULT_SANDBOX_OPTIONS.clientSecret,
    jweKid: values['jwe-kid'] ?? DEFAULT_SANDBOX_OPTIONS.jweKid,
  };
  for (const [flag, value] of [
    ['--client-id', named.clientId],
    ['--client-secret', named.clientSecret],
    ['--jwe-kid', named.jweKid],
  ] as const) {
    if (value.trim() === '') return { kind: 'error', message: `${flag} must not be empty` };
  }
  return { kind: 'run', options: { host, port, jweSecret, ...named } };
}
