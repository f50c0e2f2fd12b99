import type { CliOptions } from './cli-args';
import type { SandboxOptions } from './options';

const ROWS = [
  { label: 'client id    ', key: 'clientId', flag: '--client-id' },
  { label: 'client secret', key: 'clientSecret', flag: '--client-secret' },
  { label: 'JWE secret   ', key: 'jweSecret', flag: '--jwe-secret' },
] as const;

/**
 * What `npm run sandbox` prints once, after its listening line: each credential the flags did
 * not give, made at random for this run (the integrator's own terminal is where they belong;
 * nothing else writes them anywhere), and how the `/__sandbox/*` routes take them.
 */
export function credentialsBanner(given: CliOptions, used: Readonly<SandboxOptions>): string {
  const lines = ROWS.map(({ label, key, flag }) =>
    given[key] === undefined ? `  ${label}  ${used[key]}` : `  ${label}  (as given by ${flag})`,
  );
  const random = ROWS.some(({ key }) => given[key] === undefined);
  return [
    random
      ? 'credentials, made at random for this run (flags choose them: see --help):'
      : 'credentials, as given by the flags:',
    ...lines,
    `  JWE key id     ${used.jweKid}`,
    'every /__sandbox route needs the client id and secret as HTTP Basic credentials',
    '(curl -u <client-id>:<client-secret>).',
  ].join('\n');
}
