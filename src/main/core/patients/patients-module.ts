import type { PATIENTS_METHODS } from '../../../shared/ipc/channels/patients';
import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { PatientAlerts } from '../../../shared/patient-alerts';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { patientCreateOperation, recoverCreatedIds } from './patient-create';
import { createPatientAbha, type PatientsAbha } from './patient-abha';
import { createPatientAlerts, type PatientAlertsReader } from './patient-alerts';
import { createPatientExtras } from './patient-extras';
import { createPatientNames, type PatientNames } from './patient-names';
import {
  createPatientPrintLanguage,
  type PatientPrintLanguageReader,
} from './patient-print-language';
import { createPatientSearchIndex } from './patient-search-index';
import { createPatientsRepository } from './patients-repository';
import { createPatientsService, type PatientsDirectory } from './patients-service';

export interface PatientsModule extends FeatureModule<keyof typeof PATIENTS_METHODS> {
  directory: PatientsDirectory;
  abha: PatientsAbha;
  alerts: PatientAlertsReader;
  /** Names and identifiers of the saved patients, for diagnostics to blank. */
  names: PatientNames;
  /**
   * The alerts read and written whole, as `patients:get-alerts` and `patients:save-alerts` do
   * (the scribe's accepted allergies and history).
   */
  alertsStore: PatientAlertsStore;
  /** Each patient's own printout language (the printout and the pads feature read it). */
  printLanguage: PatientPrintLanguageReader;
}

export interface PatientAlertsStore {
  get(patientId: string): PatientAlerts;
  save(patientId: string, alerts: PatientAlerts): PatientAlerts;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type PatientsInfra = Pick<
  CoreShared,
  'backend' | 'db' | 'isOnline' | 'sync' | 'vault' | 'clock' | 'logger' | 'outbox' | 'emit'
>;

/** Patients: the platform's directory searched (and saved for offline), patients created here. */
export function createPatientsModule(
  shared: PatientsInfra,
  deps: { defaultPrintLanguage: () => PrintLanguage } = { defaultPrintLanguage: () => 'en' },
): PatientsModule {
  const index = createPatientSearchIndex(shared.db, shared.vault);
  const repository = createPatientsRepository(shared.db, index);
  // Before anything reads a patient or the sync loop starts: ids a kill kept from being saved.
  const recovered = recoverCreatedIds({ repository, outbox: shared.outbox, clock: shared.clock });
  if (recovered > 0) shared.logger.info({ recovered }, 'patients given the id their create kept');
  const emitChanged = (id: string): void => shared.emit('patients:changed', { id });
  const patients = createPatientsService(shared, repository, index, emitChanged);
  const extras = createPatientExtras(shared, repository);
  const abha = createPatientAbha(shared, repository, emitChanged);
  const alerts = createPatientAlerts(shared, repository);
  const language = createPatientPrintLanguage(shared, repository, deps.defaultPrintLanguage);
  return {
    name: 'patients',
    directory: patients,
    abha: abha.abha,
    alerts: alerts.reader,
    names: createPatientNames(shared, repository),
    alertsStore: { get: (id) => alerts.get(id), save: (id, next) => alerts.save(id, next) },
    printLanguage: language.reader,
    // Patients saved before the search index existed are filed once (a migration has no key).
    prepare: () => patients.fileUnfiled(),
    operations: [
      patientCreateOperation({
        repository,
        vault: shared.vault,
        clock: shared.clock,
        onCreated: emitChanged,
      }),
      extras.operation,
      abha.operation,
    ],
    handlers: {
      'patients:search': (args) => patients.search(args.text, args.limit),
      'patients:create': (args) => patients.create(args),
      'patients:get': (args) => Promise.resolve(patients.get(args.id)),
      'patients:get-extras': (args) => Promise.resolve(extras.get(args.id)),
      'patients:save-extras': (args) => Promise.resolve(extras.save(args.id, args.extras)),
      'patients:get-alerts': (args) => Promise.resolve(alerts.get(args.id)),
      'patients:save-alerts': (args) => Promise.resolve(alerts.save(args.id, args.alerts)),
      'patients:get-print-language': (args) => Promise.resolve(language.get(args.id)),
      'patients:save-print-language': (args) =>
        Promise.resolve(language.save(args.id, args.language)),
    },
  };
}
