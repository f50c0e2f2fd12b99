import { parseArgs } from 'node:util';
import { JWE_SECRET_LENGTH } from '../shared/settings';
import { DEFAULT_SANDBOX_OPTIONS, isLoopbackHost, type SandboxOptions } from './options';

/** The CLI listens on a fixed, documented port unless told otherwise; tests pass `--port 0`. */
export const DEFAULT_CLI_PORT = 4010;

/**
 * The credentials are present only when their flags gave them; the sandbox makes random ones
 * for the rest, which cli.ts prints once at start.
 */
export type CliOptions = Pick<SandboxOptions, 'host' | 'port' | 'jweKid'> &
  Partial<
    Pick<
      SandboxOptions,
      'clientId' | 'clientSecret' | 'jweSecret' | 'transcriptionDelayMs' | 'voiceSessionTtlMs'
    >
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
  --client-id <id>       client id accepted at login, no ':' (default: random, printed at start)
  --client-secret <s>    client secret accepted at login (default: random, printed at start)
  --jwe-kid <kid>        id of the shared JWE key (default ${DEFAULT_SANDBOX_OPTIONS.jweKid})
  --jwe-secret <s>       shared JWE secret, exactly ${JWE_SECRET_LENGTH} characters (default: random,
                         printed at start)
  --transcription-delay-ms <n>
                         how long an ended recording session stays processing (default ${DEFAULT_SANDBOX_OPTIONS.transcriptionDelayMs})
  --voice-session-ttl-ms <n>
                         how long a recording session never ended lives (default ${DEFAULT_SANDBOX_OPTIONS.voiceSessionTtlMs})
  -h, --help             print this help

Faults are switched at runtime: GET/POST/DELETE /__sandbox/faults, the recording
sessions' transcription with /__sandbox/voice, and the Records API's controls (upload
form lifetime, read-only clients, failing presigns) with /__sandbox/records
(see src/sandbox/README.md). Every /__sandbox route needs the client id and secret
as HTTP Basic credentials, e.g. curl -u <client-id>:<client-secret>.`;

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'jwe-kid': { type: 'string' },
  'jwe-secret': { type: 'string' },
  'transcription-delay-ms': { type: 'string' },
  'voice-session-ttl-ms': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Flags of the recording sessions' simulated transcription, passed on only when given. */
const VOICE_FLAGS = [
  { flag: 'transcription-delay-ms', key: 'transcriptionDelayMs', min: 0, max: 3_600_000 },
  { flag: 'voice-session-ttl-ms', key: 'voiceSessionTtlMs', min: 1, max: 7 * 86_400_000 },
] as const;

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
  const jweSecret = values['jwe-secret'];
  if (jweSecret !== undefined && jweSecret.length !== JWE_SECRET_LENGTH) {
    return {
      kind: 'error',
      message: `--jwe-secret must be exactly ${JWE_SECRET_LENGTH} characters, not ${jweSecret.length}`,
    };
  }
  const clientId = values['client-id'];
  const clientSecret = values['client-secret'];
  const jweKid = values['jwe-kid'] ?? DEFAULT_SANDBOX_OPTIONS.jweKid;
  for (const [flag, value] of [
    ['--client-id', clientId],
    ['--client-secret', clientSecret],
    ['--jwe-kid', jweKid],
  ] as const) {
    if (value?.trim() === '') return { kind: 'error', message: `${flag} must not be empty` };
  }
  if (clientId?.includes(':')) {
    return {
      kind: 'error',
      message: "--client-id must not contain ':' (HTTP Basic ends it there)",
    };
  }
  const given = {
    ...(clientId !== undefined ? { clientId } : {}),
    ...(clientSecret !== undefined ? { clientSecret } : {}),
    ...(jweSecret !== undefined ? { jweSecret } : {}),
  };
  const voice: Partial<Pick<SandboxOptions, 'transcriptionDelayMs' | 'voiceSessionTtlMs'>> = {};
  for (const { flag, key, min, max } of VOICE_FLAGS) {
    const text = values[flag];
    if (text === undefined) continue;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= min && value <= max)) {
      return {
        kind: 'error',
        message: `--${flag} must be a whole number of milliseconds from ${min} to ${max}, not '${text}'`,
      };
    }
    voice[key] = value;
  }
  return { kind: 'run', options: { host, port, jweKid, ...given, ...voice } };
}
