import { MEDICAL_DB_METHODS } from '../../../shared/ipc/channels/medical-db';
import type { Medicine } from '../../../shared/pad/medicine';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';
import { errorName } from '../log/logger';
import { createOwnMedicines } from './own-medicines';

export interface MedicalDbModule extends FeatureModule<keyof typeof MEDICAL_DB_METHODS> {
  /**
   * Keeps the medicines of a finalized pad in this computer's formulary (name, generic name,
   * form, strength and drug id only: nothing of the dose, the pad or the patient). Never throws:
   * a failure is logged, and the pad stays finalized.
   */
  rememberMedicines(accountKey: string, medicines: readonly Medicine[]): void;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type MedicalDbInfra = Pick<CoreShared, 'backend' | 'clock' | 'connection' | 'db' | 'logger'>;

/**
 * The platform's drug and lab search for the pad's medicines and investigations, cached, with the
 * formulary on this computer for offline. Its service and cache load on the first search.
 */
export function createMedicalDbModule(shared: MedicalDbInfra): MedicalDbModule {
  const own = createOwnMedicines(shared.db);
  const feature = lazyFeature({
    name: 'medical-db',
    title: 'Medicine and test search',
    channels: channelsOf(MEDICAL_DB_METHODS),
    load: async () => {
      const [
        { createMedicalDbCache },
        { createMedicalDbService },
        { createFormulary },
        { createCacheWriter },
      ] = await Promise.all([
        import('./medical-db-cache'),
        import('./medical-db-service'),
        import('./formulary'),
        import('./cache-writer'),
      ]);
      const cache = createMedicalDbCache(shared.db);
      const writer = createCacheWriter(cache, {
        transaction: (write) => shared.db.transaction(write)(),
        onError: (error) =>
          shared.logger.warn({ err: errorName(error) }, 'saving searched medicines failed'),
      });
      const service = createMedicalDbService({
        backend: () => shared.backend.current(),
        cache,
        writer,
        formulary: createFormulary(shared.db, cache, own),
        connection: shared.connection,
        clock: shared.clock,
      });
      return {
        handlers: {
          'medical-db:search': (args) =>
            service.search({
              kind: args.kind,
              text: args.text,
              ...(args.limit ? { limit: args.limit } : {}),
            }),
        },
        close: () => {
          try {
            writer.flush();
          } catch (error) {
            shared.logger.warn({ err: errorName(error) }, 'saving searched medicines failed');
          }
        },
      };
    },
    logger: shared.logger,
  });
  return {
    name: 'medical-db',
    handlers: feature.handlers,
    // Writes the searched medicines typing left in memory (cache-writer.ts).
    close: () => feature.close(),
    rememberMedicines(accountKey, medicines) {
      try {
        own.remember(
          accountKey,
          medicines.map((medicine) => ({
            name: medicine.name,
            ...(medicine.drugId === undefined ? {} : { drugId: medicine.drugId }),
            ...(medicine.genericName === undefined ? {} : { genericName: medicine.genericName }),
            ...(medicine.form === undefined ? {} : { form: medicine.form }),
            ...(medicine.strength === undefined ? {} : { strength: medicine.strength }),
          })),
        );
      } catch (error) {
        shared.logger.warn({ err: errorName(error) }, 'keeping medicines in the formulary failed');
      }
    },
  };
}
