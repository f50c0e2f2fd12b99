import type { ConnectionStatus } from '../../shared/connection';
import type { BackendResolver } from './backend';
import type { AadhaarService } from './abdm/aadhaar-service';
import type { CloseCoordinator } from './app/close-coordinator';
import type { DocumentsService } from './documents/documents-service';
import type { HandlerTable } from './ipc/dispatch';
import type { PadService } from './pad/pad-service';
import type { RecordingService } from './recording/recording-service';
import type { SyncService } from './outbox/sync-service';
import type { PropertiesService } from './properties/properties-service';
import type { ProfileExtrasService } from './settings/profile-extras';
import type { SettingsService } from './settings/settings-service';
import type { WebhooksService } from './webhooks/webhooks-service';

/** Channel -> core function. Arguments arrive validated by `createDispatch`. */
export function createHandlers(deps: {
  appVersion: string;
  backend: BackendResolver;
  connectionStatus: () => ConnectionStatus;
  settings: SettingsService;
  webhooks: WebhooksService;
  sync: SyncService;
  aadhaar: AadhaarService;
  extras: ProfileExtrasService;
  properties: PropertiesService;
  documents: DocumentsService;
  pads: PadService;
  recordings: RecordingService;
  closing: CloseCoordinator;
}): HandlerTable {
  return {
    'app:get-info': async () => {
      const backend = await deps.backend.current();
      return { version: deps.appVersion, mode: backend.mode, baseUrl: backend.baseUrl };
    },
    'app:ready-to-close': (args) => Promise.resolve(deps.closing.readyToClose(args.token)),
    'connection:get-status': () => Promise.resolve(deps.connectionStatus()),
    'settings:get': () => deps.settings.view(),
    'settings:save-platform': (args) => deps.settings.savePlatform(args),
    'settings:use-sandbox': () => deps.settings.useSandbox(),
    'settings:test-connection': (args) => deps.settings.testConnection(args),
    'webhooks:list': (args) =>
      deps.webhooks.list(args.refresh === undefined ? {} : { refresh: args.refresh }),
    'webhooks:register': (args) => deps.webhooks.register(args),
    'webhooks:delete': (args) => deps.webhooks.delete(args.id),
    'sync:get-status': () => Promise.resolve(deps.sync.status()),
    'sync:list': () => deps.sync.list(),
    'sync:retry': (args) => deps.sync.retry(args.id),
    'sync:discard': (args) => Promise.resolve(deps.sync.discard(args.id)),
    'sync:run-now': () => deps.sync.runNow(),
    'abdm:aadhaar-init': (args) => deps.aadhaar.init(args.aadhaar_number),
    'profile:get-extras': () => Promise.resolve(deps.extras.get()),
    'profile:save-extras': (args) => Promise.resolve(deps.extras.save(args.extras)),
    'properties:lookup': (args) =>
      deps.properties.lookup({ context: args.context, ...(args.ids ? { ids: args.ids } : {}) }),
    'properties:search': (args) =>
      deps.properties.search({
        context: args.context,
        text: args.text,
        ...(args.limit ? { limit: args.limit } : {}),
      }),
    'documents:upload': (args) => deps.documents.upload(args),
    'documents:list': () => deps.documents.list(),
    'documents:get-settings': () => deps.documents.settings(),
    'documents:save-settings': (args) => deps.documents.saveSettings(args),
    'pad:get-current': () => deps.pads.current(),
    'pad:new': (args) => deps.pads.create(args),
    'pad:save-draft': (args) => deps.pads.saveDraft(args.pad, args.expectedRevision),
    'pad:finalize': (args) => deps.pads.finalize(args.id, args.expectedRevision),
    'pad:get': (args) => deps.pads.get(args.id),
    'pad:reopen': (args) => deps.pads.reopen(args.id),
    'pad:list': () => deps.pads.list(),
    'recording:get-settings': () => Promise.resolve(deps.recordings.settings()),
    'recording:save-settings': (args) => Promise.resolve(deps.recordings.saveSettings(args)),
    'recording:catalogue': () => deps.recordings.catalogue(),
    'recording:start': () => deps.recordings.start(),
    'recording:save-chunk': (args) => deps.recordings.saveChunk(args),
    'recording:stop': (args) => deps.recordings.stop(args.sessionId),
    'recording:list': () => deps.recordings.list(),
    'recording:get': (args) => deps.recordings.get(args.sessionId),
    'recording:platform-details': (args) => deps.recordings.platformDetails(args.sessionId),
    'recording:retry': (args) => deps.recordings.retry(args.sessionId),
  };
}
