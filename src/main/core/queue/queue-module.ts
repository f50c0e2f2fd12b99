import type { QUEUE_METHODS } from '../../../shared/ipc/channels/queue';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import type { PatientsDirectory } from '../patients/patients-service';
import { appointmentCompleteOperation } from './appointment-complete';
import { createAppointmentsRepository } from './appointments-repository';
import { createQueueService, type QueueDirectory, type QueueService } from './queue-service';

export interface QueueModule extends FeatureModule<keyof typeof QUEUE_METHODS> {
  directory: QueueService & QueueDirectory;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type QueueInfra = Pick<
  CoreShared,
  'backend' | 'emit' | 'isOnline' | 'vault' | 'clock' | 'logger' | 'outbox' | 'db'
>;

/** The day's appointments: read from the platform, saved for offline, completed through the outbox. */
export function createQueueModule(
  shared: QueueInfra,
  deps: { patients: PatientsDirectory },
): QueueModule {
  const queue = createQueueService(shared, createAppointmentsRepository(shared.db), deps.patients);
  return {
    name: 'queue',
    directory: queue,
    operations: [
      appointmentCompleteOperation({ onSettled: () => shared.emit('queue:changed', {}) }),
    ],
    handlers: {
      'queue:today': (args) => queue.today(args.refresh === true),
    },
  };
}
