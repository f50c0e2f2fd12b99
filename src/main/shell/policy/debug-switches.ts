/**
 * Command-line switches that open the app to another program: Chromium's DevTools endpoint
 * (`--remote-debugging-port`, `--remote-debugging-pipe`, which let it read and drive every page)
 * and Node's inspector in the main process (`--inspect` and its forms, `--debug` being Electron's
 * alias; Electron's docs, "Supported Command Line Switches"). A packaged app refuses them: its
 * window shows patient data, and the main process holds the data key. The packaged binary's
 * `EnableNodeCliInspectArguments` fuse is also off (build/fuses.ts), so Node ignores the inspector
 * switches anyway; Chromium's remote debugging has no fuse, which is why this check exists.
 */
export const DEBUG_SWITCHES: readonly string[] = [
  'remote-debugging-port',
  'remote-debugging-pipe',
  'remote-debugging-address',
  'remote-debugging-io-pipes',
  'inspect',
  'inspect-brk',
  'inspect-brk-node',
  'inspect-port',
  'inspect-wait',
  'inspect-publish-uid',
  'debug',
  'debug-brk',
  'debug-port',
];

/**
 * The first debugging switch in `args` (the command line after the executable), as `--name`, or
 * undefined. Only a packaged build refuses them: `npm start` may debug. Read the way the two
 * parsers read them: Chromium takes `--name`, `-name` (and `/name` on Windows) with switch names
 * case-insensitive on Windows; Node takes `_` for `-` in option names. Every argument is looked at,
 * even after `--`, so nothing slips past by its position.
 */
export function refusedDebugSwitch(
  args: readonly string[],
  packaged: boolean,
  platform: NodeJS.Platform,
): string | undefined {
  if (!packaged) return undefined;
  for (const arg of args) {
    const prefix =
      /^--?/.exec(arg)?.[0] ?? (platform === 'win32' && arg.startsWith('/') ? '/' : '');
    if (prefix === '') continue;
    const name = arg.slice(prefix.length).split('=')[0]!.toLowerCase().replaceAll('_', '-');
    if (DEBUG_SWITCHES.includes(name)) return `--${name}`;
  }
  return undefined;
}

/** The dialog's sentence for a refused switch. */
export function debugSwitchRefusal(switchName: string): string {
  return `Clinic Companion does not start with ${switchName}: it would let another program read and control the app, and with it patient data. Start it without that switch.`;
}
