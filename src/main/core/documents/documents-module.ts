import path from 'node:path';
import type { DOCUMENTS_METHODS } from '../../../shared/ipc/channels/documents';
import { localDeps, type CoreShared, type LocalInfra } from '../core-shared';
import type { RecordingConsultations } from '../recording/recordings-module';
import type { FeatureModule } from '../feature-module';
import { errorName } from '../log/logger';
import { createDocumentFiles } from './document-files';
import { createDocumentRepository } from './document-repository';
import { documentUploadOperation } from './document-upload';
import { createDocumentsService } from './documents-service';

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type DocumentsInfra = LocalInfra &
  Pick<CoreShared, 'dataDir' | 'emit' | 'settings' | 'timeoutMs'>;

/** Documents uploaded to the platform: sealed copies kept until uploaded, sent through the outbox. */
export function createDocumentsModule(
  shared: DocumentsInfra,
  deps: {
    consultations?: RecordingConsultations;
    /** Whether a consultation's patient is still waiting to be created on the platform. */
    pendingCreate?: (patientId: string) => number | undefined;
  } = {},
): FeatureModule<keyof typeof DOCUMENTS_METHODS> {
  const { logger } = shared;
  const repository = createDocumentRepository(shared.db, shared.outbox);
  const files = createDocumentFiles(path.join(shared.dataDir, 'documents'), shared.vault);
  const documents = createDocumentsService({
    ...localDeps(shared),
    repository,
    files,
    settings: shared.settings,
    emitProgress: (progress) => shared.emit('documents:progress', progress),
    emitChanged: (id) => shared.emit('documents:changed', { id }),
    ...(deps.consultations
      ? {
          consultation: (id: string) => {
            const found = deps.consultations!.forRecording(id);
            if (!found) return undefined;
            const pending = found.patient ? deps.pendingCreate?.(found.patient.id) : undefined;
            return {
              patient: found.patient,
              ...(pending === undefined ? {} : { pendingCreate: pending }),
            };
          },
        }
      : {}),
  });
  return {
    name: 'documents',
    operations: [
      documentUploadOperation({
        repository,
        files,
        vault: shared.vault,
        clock: shared.clock,
        timeoutBaseMs: shared.timeoutMs,
        displayName: (id) => documents.displayName(id),
        stepWords: (id) => documents.stepWords(id),
        onStep: (id, step) => documents.reportStep(id, step),
        onProgress: (id, sent, total) => documents.reportProgress(id, sent, total),
        onAttemptEnd: (id) => documents.attemptEnded(id),
        onSettled: (id) => documents.settled(id),
        logWarn: (message, error) => logger.warn({ err: errorName(error) }, message),
        consultationPatientId: (id) => deps.consultations?.forRecording(id)?.patient?.platformId,
      }),
    ],
    handlers: {
      'documents:upload': (args) => documents.upload(args),
      'documents:list': (args) => documents.list(args.consultationId),
      'documents:get-settings': () => documents.settings(),
      'documents:save-settings': (args) => documents.saveSettings(args),
    },
    start() {
      documents.sweep().then(
        (removed) => {
          if (removed > 0) logger.info({ removed }, 'removed document copies no longer needed');
        },
        (error: unknown) => logger.warn({ err: errorName(error) }, 'document sweep failed'),
      );
    },
  };
}
