/**
 * Something about the data kept on this computer that the user must read on the first screen:
 * the database was damaged and replaced at start, or the OS keychain cannot be used so nothing
 * can be saved. `steps` says what to do, one sentence each. An `alert` cannot be dismissed (it
 * stays true until fixed); a `notice` can.
 */
export interface LocalDataNotice {
  id: string;
  kind: 'database-restored' | 'database-emptied' | 'keychain-unavailable';
  severity: 'alert' | 'notice';
  title: string;
  message: string;
  steps: string[];
}
