import type { ConnectionMonitor } from './connection/connection-monitor';
import type { BackendResolver } from './backend';
import type { HandlerTable } from './ipc/dispatch';
import type { SettingsService } from './settings/settings-service';
import type { WebhooksService } from './webhooks/webhooks-service';

/** Channel -> core function. Arguments arrive validated by `createDispatch`. */
export function createHandlers(deps: {
  appVersion: string;
  backend: BackendResolver;
  connection: ConnectionMonitor;
  settings: SettingsService;
  webhooks: WebhooksService;
}): HandlerTable {
  return {
    'app:get-info': async () => {
      const backend = await deps.backend.current();
      return { version: deps.appVersion, mode: backend.mode, baseUrl: backend.baseUrl };
    },
    'connection:get-status': () => Promise.resolve(deps.connection.status()),
    'settings:get': () => deps.settings.view(),
    'settings:save-platform': (args) => deps.settings.savePlatform(args),
    'settings:use-sandbox': () => deps.settings.useSandbox(),
    'webhooks:list': (args) =>
      deps.webhooks.list(args.refresh === undefined ? {} : { refresh: args.refresh }),
    'webhooks:register': (args) => deps.webhooks.register(args),
    'webhooks:delete': (args) => deps.webhooks.delete(args.id),
  };
}
