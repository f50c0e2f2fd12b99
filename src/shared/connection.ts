/** The one connection status the renderer sees. Issue 3 adds `syncing` with progress. */
export type ConnectionState = 'unknown' | 'online' | 'offline' | 'signed_out';

export interface ConnectionStatus {
  state: ConnectionState;
  /** ISO time of the last change of state. */
  since: string;
  /** A sentence for people when offline or signed out. */
  detail?: string;
}

export interface AppInfo {
  version: string;
  mode: 'sandbox' | 'platform';
  baseUrl: string;
}
