/**
 * The command line clinic IT runs, with the app closed, to go back to the previous version's data
 * before installing that version (docs/updates.md): `Clinic Companion --restore-before-update`.
 */
export const RESTORE_SWITCH = '--restore-before-update';

/** Whether this start is that command rather than the app. */
export function wantsRestore(argv: readonly string[]): boolean {
  return argv.slice(1).includes(RESTORE_SWITCH);
}
