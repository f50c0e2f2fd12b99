import type { DoctorView, Registration } from '../../../shared/doctor-view';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { CoreError, isCoreError } from '../errors';
import type { Logger } from '../log/logger';
import { errorName } from '../log/logger';
import { getBusinessEntities } from '../platform/appointments-api';
import { getDoctorProfile } from '../platform/doctor-api';
import type { DoctorRepository, SavedDoctor } from './doctor-repository';
import type { SignatureStore } from './doctor-signature';

/** What other features (the printout, the pads) may read: the doctor of the current account. */
export interface DoctorDirectory {
  /** As saved; read from the platform once when nothing is saved yet. */
  saved(): Promise<SavedDoctor>;
  /**
   * The copy on this computer only, never asking the platform (a finalize keeps it with the pad
   * and must not wait for, or start, a network call).
   */
  onThisComputer(): Promise<SavedDoctor>;
  /** A signature image by the SHA-256 a finalized pad kept; undefined when none has it. */
  signatureImage(sha256: string): Promise<{ mediaType: string; bytes: Buffer } | undefined>;
}

export interface DoctorService {
  /** The copy on this computer, as it is. */
  saved(): Promise<SavedDoctor>;
  /** The saved copy, read from the platform first when there is none yet. */
  get(): Promise<DoctorView>;
  /** Reads the profile from the platform again; offline or refused: the saved copy and why. */
  refresh(): Promise<DoctorView>;
  setRegistrations(registrations: Registration[]): Promise<DoctorView>;
}

export function createDoctorService(deps: {
  backend: () => Promise<Backend>;
  repository: DoctorRepository;
  /** The signature image printed now, named in what `saved` answers. */
  signatures?: Pick<SignatureStore, 'currentRef'>;
  connection: ConnectionMonitor;
  clock: Clock;
  logger: Logger;
}): DoctorService {
  const { repository, connection, clock, logger } = deps;

  function view(saved: SavedDoctor, source: DoctorView['source'], problem?: string): DoctorView {
    return {
      ...(saved.profile ? { profile: saved.profile } : {}),
      registrations: saved.registrations,
      ...(saved.fetchedAt === undefined
        ? {}
        : { fetchedAt: new Date(saved.fetchedAt).toISOString() }),
      source: saved.profile ? source : 'none',
      ...(problem ? { problem } : {}),
    };
  }

  /** The business's doctor, as the day's queue picks them: the first the platform lists. */
  async function read(backend: Backend): Promise<void> {
    const entities = await getBusinessEntities(backend);
    const doctor = entities.data.doctors[0];
    if (!doctor) throw new CoreError('REJECTED', 'The account has no doctor.');
    const profile = await getDoctorProfile(backend, doctor.doctor_id);
    repository.saveProfile(backend.accountKey, profile, clock.now());
  }

  async function refresh(): Promise<DoctorView> {
    const backend = await deps.backend();
    try {
      // Asked for by the doctor (or with nothing saved): always tried, even when last seen offline.
      await tracked(connection, read(backend));
      return view(repository.get(backend.accountKey), 'platform');
    } catch (error) {
      const saved = repository.get(backend.accountKey);
      // The platform's sentence (typed errors carry one fit to show); never a body.
      const problem = isCoreError(error)
        ? error.message
        : 'The doctor’s profile could not be read.';
      logger.warn({ err: errorName(error) }, 'the doctor profile was not read');
      return view(saved, 'saved', problem);
    }
  }

  return {
    async saved() {
      const account = (await deps.backend()).accountKey;
      const signature = deps.signatures?.currentRef(account);
      return { ...repository.get(account), ...(signature ? { signature } : {}) };
    },
    async get() {
      const backend = await deps.backend();
      const saved = repository.get(backend.accountKey);
      return saved.profile ? view(saved, 'saved') : refresh();
    },
    refresh,
    async setRegistrations(registrations) {
      const backend = await deps.backend();
      repository.saveRegistrations(backend.accountKey, registrations);
      return view(repository.get(backend.accountKey), 'saved');
    },
  };
}
