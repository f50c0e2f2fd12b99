import { execFile } from 'node:child_process';

/**
 * Windows has no POSIX modes (Node's chmod there only toggles the read-only flag), so the data
 * folder is protected by its ACL. It sits in the user's profile (`%APPDATA%\Clinic Companion`,
 * Electron's `userData`), whose ACL already grants only the user, SYSTEM and the Administrators
 * group, and it inherits that. On the first start the app also replaces the folder's inherited
 * entries with two explicit ones: the signed-in user and SYSTEM, full control, inherited by
 * everything inside (so a data folder moved by `CLINIC_COMPANION_DATA_DIR` to a shared place is
 * still the user's alone). Administrators can still take ownership; nothing on Windows stops them.
 *
 * This has not been run: the project is built and tested on Linux. The command is unit-tested as
 * built; what icacls does with it is from Microsoft's icacls documentation (`/inheritance:r`
 * removes inherited entries, `/grant:r` replaces the account's explicit ones, `(OI)(CI)` makes the
 * entry inherited by files and folders, `F` full control, `*S-1-5-18` is SYSTEM by its SID).
 */
export interface IcaclsCommand {
  file: 'icacls';
  args: string[];
}

/** The SID of the LocalSystem account: services and backup software run as it. */
const SYSTEM_SID = '*S-1-5-18';

/**
 * The account icacls is given: `DOMAIN\user` from the environment Windows sets for every
 * signed-in user; undefined when it is missing (then nothing is changed).
 */
export function windowsAccount(env: NodeJS.ProcessEnv): string | undefined {
  const user = env.USERNAME?.trim();
  if (!user || /[\\/:*?"<>|]/.test(user)) return undefined;
  const domain = env.USERDOMAIN?.trim();
  return domain && !/[\\/:*?"<>|]/.test(domain) ? `${domain}\\${user}` : user;
}

/** The icacls command that leaves a folder to `account` and SYSTEM only (run without a shell). */
export function icaclsCommand(dir: string, account: string): IcaclsCommand {
  return {
    file: 'icacls',
    args: [
      dir,
      '/inheritance:r',
      '/grant:r',
      `${account}:(OI)(CI)F`,
      '/grant:r',
      `${SYSTEM_SID}:(OI)(CI)F`,
      '/Q',
    ],
  };
}

export type RunCommand = (command: IcaclsCommand) => Promise<void>;

/** Runs a command without a shell (arguments passed as they are), 30 s at most. */
export const runCommand: RunCommand = (command) =>
  new Promise((resolve, reject) => {
    execFile(command.file, command.args, { timeout: 30_000, windowsHide: true }, (error) => {
      if (error) reject(new Error('icacls failed', { cause: error }));
      else resolve();
    });
  });

export type AclOutcome = 'not-windows' | 'not-first-start' | 'no-account' | 'set' | 'failed';

/**
 * On Windows, at the first start (no database yet), limits the data folder's ACL to the user.
 * Never throws: a failure leaves the profile's own ACL, which already keeps other users out.
 */
export async function restrictWindowsDataFolder(options: {
  dir: string;
  firstStart: boolean;
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  run?: RunCommand;
}): Promise<AclOutcome> {
  if ((options.platform ?? process.platform) !== 'win32') return 'not-windows';
  if (!options.firstStart) return 'not-first-start';
  const account = windowsAccount(options.env ?? process.env);
  if (!account) return 'no-account';
  try {
    await (options.run ?? runCommand)(icaclsCommand(options.dir, account));
    return 'set';
  } catch {
    return 'failed';
  }
}
