import type { SyncProgress } from './sync';

/** The one connection status the renderer sees: `syncing` is online with changes being sent. */
export type ConnectionState = 'unknown' | 'online' | 'offline' | 'syncing' | 'signed_out';

export interface ConnectionStatus {
  state: ConnectionState;
  /** ISO time of the last change of state. */
  since: string;
  /** A sentence for people when offline or signed out. */
  detail?: string;
  /** While syncing: how far the running sync has got. */
  progress?: SyncProgress;
}

export interface AppInfo {
  version: string;
  mode: 'sandbox' | 'platform';
  baseUrl: string;
}
