import type { ConnectionStatus } from '../../../shared/connection';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createCloseCoordinator, type CloseCoordinator } from './close-coordinator';
import type { APP_METHODS } from '../../../shared/ipc/channels/app';

export interface AppModule extends FeatureModule<keyof typeof APP_METHODS> {
  closing: CloseCoordinator;
  /** The one status the renderer sees: `syncing` is "online, and sending". */
  publicStatus(): ConnectionStatus;
}

/** The app itself: what it is, the connection as the renderer sees it, and closing the window. */
export function createAppModule(shared: CoreShared, appVersion: string): AppModule {
  const { connection, sync, backend, logger } = shared;
  const closing = createCloseCoordinator({
    hasListeners: () => shared.hasEventListeners(),
    emitClosing: (token) => shared.emit('app:closing', { token }),
    logger,
  });

  function publicStatus(): ConnectionStatus {
    const base = connection.status();
    if (base.state !== 'online') return base;
    const progress = sync.status();
    if (progress.state !== 'syncing') return base;
    return {
      ...base,
      state: 'syncing',
      ...(progress.progress ? { progress: progress.progress } : {}),
    };
  }

  let lastPublished: ConnectionStatus | undefined;
  const publishConnection = (): void => {
    const status = publicStatus();
    if (
      lastPublished &&
      lastPublished.state === status.state &&
      lastPublished.detail === status.detail &&
      lastPublished.progress?.done === status.progress?.done &&
      lastPublished.progress?.total === status.progress?.total
    ) {
      return;
    }
    lastPublished = status;
    shared.emit('connection:status', status);
  };
  const stops: (() => void)[] = [];

  return {
    name: 'app',
    closing,
    publicStatus,
    handlers: {
      'app:get-info': async () => {
        const current = await backend.current();
        return { version: appVersion, mode: current.mode, baseUrl: current.baseUrl };
      },
      'app:ready-to-close': (args) => Promise.resolve(closing.readyToClose(args.token)),
      'connection:get-status': () => Promise.resolve(publicStatus()),
    },
    // Subscribed at start, after every module is built: the Sync module's own `sync:status`
    // listener comes first, so the renderer hears it before the connection status it moves.
    start() {
      stops.push(connection.onChange(publishConnection), sync.onStatus(publishConnection));
    },
    close() {
      closing.dispose();
      for (const stop of stops) stop();
    },
  };
}
