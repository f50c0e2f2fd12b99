import { randomUUID } from 'node:crypto';
import { directoryPatient, type DirectoryPatient } from '../../../shared/patient-directory';
import type { PatientFields, PatientSearchView, PatientView } from '../../../shared/patients-view';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError, isCoreError } from '../errors';
import { errorName } from '../log/logger';
import { deliveryStateOf } from '../outbox/delivery-state';
import { getPatientProfile, searchPatients } from '../platform/patients-api';
import { PATIENT_CREATE, patientOrderingKey } from './patient-create';
import {
  localDay,
  PatientRecordSchema,
  patientView,
  recordContext,
  type PatientRecord,
} from './patient-record';
import { createLocalSearch } from './patient-local-search';
import type { PatientSearchIndex } from './patient-search-index';
import type { PatientRow, PatientsRepository } from './patients-repository';

/**
 * What other features may ask of patients (consultations, the queue, recordings): views by the
 * app's id, the ids matching a search, and what a change naming a patient must wait for.
 */
export interface PatientsDirectory {
  view(id: string): PatientView | undefined;
  views(ids: readonly string[]): Map<string, PatientView>;
  /** The app's ids of the account's saved patients a search matches (offline, from this computer). */
  matching(account: string, text: string): string[];
  /** The platform's id, once it has the patient. */
  platformIdOf(id: string): string | undefined;
  /** The app's id of a patient saved here under the platform's id. */
  localIdOf(account: string, platformId: string): string | undefined;
  /** The outbox row of a patient created here and not yet on the platform: a change naming it waits for it. */
  pendingCreate(id: string): number | undefined;
  /** The app's id of a patient the platform named (saved here if new, refreshed if known). */
  fromDirectory(account: string, patient: DirectoryPatient): string;
}

export interface PatientsService extends PatientsDirectory {
  search(text: string, limit?: number): Promise<PatientSearchView>;
  create(fields: PatientFields): Promise<PatientView>;
  get(id: string): PatientView;
  /** At start: files the patients saved before the search index (never throws; a search retries). */
  fileUnfiled(): void;
}

export function createPatientsService(
  shared: Pick<
    CoreShared,
    'backend' | 'db' | 'isOnline' | 'sync' | 'vault' | 'clock' | 'logger' | 'outbox'
  >,
  repository: PatientsRepository,
  index: PatientSearchIndex,
  emitChanged: (id: string) => void,
): PatientsService {
  const { vault, clock, logger, outbox } = shared;
  const today = (): string => localDay(clock.now());

  function seal(record: PatientRecord, id: string): Buffer {
    try {
      return vault.sealText(JSON.stringify(record), recordContext(id));
    } catch (error) {
      throw keychainRefusal(error, 'The patient was not saved.', 'Patients are kept');
    }
  }

  function open(row: PatientRow): PatientRecord | undefined {
    try {
      return PatientRecordSchema.parse(
        JSON.parse(vault.openText(row.recordSealed, recordContext(row.id))),
      );
    } catch (error) {
      if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') {
        throw keychainRefusal(error, 'Patients cannot be shown.', 'Patients are kept');
      }
      logger.warn({ err: errorName(error) }, 'a saved patient cannot be read');
      return undefined;
    }
  }

  function viewsOf(rows: readonly PatientRow[]): Map<string, PatientView> {
    const deliveries = outbox.deliveries(
      rows.flatMap((row) => (row.outboxId ? [row.outboxId] : [])),
    );
    const views = new Map<string, PatientView>();
    const day = today();
    for (const row of rows) {
      const record = open(row);
      if (!record) continue;
      const delivery =
        row.platformId !== undefined || row.outboxId === undefined
          ? { state: 'sent' as const }
          : (() => {
              const found = deliveries.get(row.outboxId);
              const state = deliveryStateOf(found?.state);
              return { state, lastError: found?.lastError };
            })();
      views.set(row.id, patientView(row.id, record, row.platformId, delivery, day));
    }
    return views;
  }

  function fromDirectory(account: string, patient: DirectoryPatient): string {
    const now = clock.now();
    const known = repository.byPlatformId(account, patient.platformId);
    const previous = known ? open(known) : undefined;
    const record: PatientRecord = {
      name: patient.name,
      sex: patient.sex ?? previous?.sex ?? 'other',
      ...((patient.birthDate ?? previous?.birthDate)
        ? { birthDate: (patient.birthDate ?? previous?.birthDate)! }
        : {}),
      ...((patient.mobile ?? previous?.mobile)
        ? { mobile: (patient.mobile ?? previous?.mobile)! }
        : {}),
      ...((patient.uhid ?? previous?.uhid) ? { uhid: (patient.uhid ?? previous?.uhid)! } : {}),
      ...(previous?.abhaNumber ? { abhaNumber: previous.abhaNumber } : {}),
      // The address made here wins over the directory's until the directory has it too (its
      // update may still be waiting); one made elsewhere comes from the directory.
      ...((previous?.abhaAddress ?? patient.abhaAddress)
        ? { abhaAddress: (previous?.abhaAddress ?? patient.abhaAddress)! }
        : {}),
      ...(previous?.abhaConsent ? { abhaConsent: previous.abhaConsent } : {}),
      // What was written here about the patient is kept when the directory is read again.
      ...(previous?.extras ? { extras: previous.extras } : {}),
      ...(previous?.extrasSavedAt ? { extrasSavedAt: previous.extrasSavedAt } : {}),
      ...(previous?.alerts ? { alerts: previous.alerts } : {}),
      ...(previous?.printLanguage ? { printLanguage: previous.printLanguage } : {}),
    };
    if (known) {
      repository.updateRecord(known.id, seal(record, known.id), now, record);
      return known.id;
    }
    const id = randomUUID();
    repository.insert(
      {
        id,
        account,
        platformId: patient.platformId,
        recordSealed: seal(record, id),
        outboxId: undefined,
        createdAt: now,
        updatedAt: now,
      },
      record,
    );
    return id;
  }

  const local = createLocalSearch(index, open, logger);
  const localMatches = (account: string, text: string, limit?: number, unsentOnly?: boolean) =>
    local.matches(account, text, limit, unsentOnly);

  async function searchPlatform(account: string, text: string, limit: number): Promise<string[]> {
    const backend = await shared.backend.current();
    const hits = await searchPatients(backend, text, { limit });
    const ids: string[] = [];
    for (const hit of hits.slice(0, limit)) {
      // A patient already saved here is refreshed from the hit; a new one is read in full once
      // (the search answers no sex or date of birth).
      const known = repository.byPlatformId(account, hit.oid);
      const patient = known
        ? directoryPatient(hit)
        : directoryPatient(await getPatientProfile(backend, hit.oid));
      ids.push(fromDirectory(account, patient));
    }
    return ids;
  }

  const service: PatientsService = {
    async search(text, limit = 10) {
      const account = (await shared.backend.current()).accountKey;
      if (shared.isOnline()) {
        // Not yet on the platform, so its search cannot find them: from the index, in SQL.
        const unsent = localMatches(account, text, limit, true);
        try {
          const ids = await searchPlatform(account, text, limit);
          const rows = [...ids.map((id) => repository.get(id)!), ...unsent].slice(0, limit);
          const views = viewsOf(rows);
          return { source: 'platform', patients: rows.flatMap((row) => views.get(row.id) ?? []) };
        } catch (error) {
          if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') throw error;
          const views = viewsOf(localMatches(account, text, limit));
          return {
            source: 'saved',
            patients: [...views.values()],
            problem: `The patient directory could not be searched (${
              isCoreError(error) ? error.message : 'an unexpected failure'
            }); these are the patients saved on this computer.`,
          };
        }
      }
      const views = viewsOf(localMatches(account, text, limit));
      return {
        source: 'saved',
        patients: [...views.values()],
        problem: 'Offline: these are the patients saved on this computer.',
      };
    },

    async create(fields) {
      const account = (await shared.backend.current()).accountKey;
      const id = randomUUID();
      const now = clock.now();
      const record: PatientRecord = {
        name: fields.name,
        sex: fields.sex,
        ...(fields.birthDate ? { birthDate: fields.birthDate } : {}),
        ...(fields.birthDate === undefined && fields.ageYears !== undefined
          ? { ageYears: fields.ageYears, ageGivenOn: today() }
          : {}),
        ...(fields.mobile ? { mobile: fields.mobile } : {}),
        ...(fields.uhid ? { uhid: fields.uhid } : {}),
        ...(fields.abhaNumber ? { abhaNumber: fields.abhaNumber } : {}),
      };
      const recordSealed = seal(record, id);
      try {
        shared.db.transaction(() => {
          const queued = outbox.enqueue({
            operation: PATIENT_CREATE,
            orderingKey: patientOrderingKey(id),
            account,
            payload: { patientId: id },
          });
          repository.insert(
            {
              id,
              account,
              platformId: undefined,
              recordSealed,
              outboxId: queued.id,
              createdAt: now,
              updatedAt: now,
            },
            record,
          );
        })();
      } catch (error) {
        throw explainStorageError(error);
      }
      logger.info({ patientId: id }, 'patient created');
      shared.sync.kick();
      emitChanged(id);
      return service.get(id);
    },

    get(id) {
      const row = repository.get(id);
      const view = row ? viewsOf([row]).get(id) : undefined;
      if (!view) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
      return view;
    },

    view: (id) => {
      const row = repository.get(id);
      return row ? viewsOf([row]).get(id) : undefined;
    },
    views: (ids) => viewsOf(ids.flatMap((id) => repository.get(id) ?? [])),
    matching: (account, text) => localMatches(account, text).map((row) => row.id),
    platformIdOf: (id) => repository.get(id)?.platformId,
    localIdOf: (account, platformId) => repository.byPlatformId(account, platformId)?.id,
    pendingCreate(id) {
      const row = repository.get(id);
      if (!row || row.platformId !== undefined || row.outboxId === undefined) return undefined;
      return row.outboxId;
    },
    fromDirectory,
    fileUnfiled: () => local.fileUnfiled(),
  };
  return service;
}
