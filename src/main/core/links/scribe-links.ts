import { DEFAULT_SINCE_PROPERTY_GROUP_ID } from '../../../shared/properties-defaults';
import type { BackendResolver } from '../backend';
import type { ConsultationsModule } from '../consultations/consultations-module';
import type { PadsModule } from '../pad/pads-module';
import { sinceGroupFor } from '../pad/since-groups';
import type { PatientsModule } from '../patients/patients-module';
import type { PropertiesModule } from '../properties/properties-module';
import type { RecordingsModule } from '../recording/recordings-module';
import type { ScribeDeps } from '../scribe/scribe-module';

/** What the scribe reads and writes: the pad's visit and its results, the pad, the patient's alerts. */
export function scribeDeps(modules: {
  consultations: Pick<ConsultationsModule, 'visitOfPad' | 'patientOfPad'>;
  recordings: Pick<RecordingsModule, 'resultsOf'>;
  pads: Pick<PadsModule, 'edit'>;
  patients: Pick<PatientsModule, 'alertsStore'>;
  properties: Pick<PropertiesModule, 'cached' | 'lookupOffered'>;
  backend: Pick<BackendResolver, 'current'>;
}): ScribeDeps {
  const { consultations, recordings, pads, properties, backend } = modules;
  return {
    visitOfPad: (padId) => consultations.visitOfPad(padId),
    resultsOf: (consultationId) => recordings.resultsOf(consultationId),
    editPad: (padId, change) => pads.edit(padId, change),
    patientOfPad: (padId) => consultations.patientOfPad(padId),
    alerts: modules.patients.alertsStore,
    // No account to read the saved lookup of: the Since goes into the Note in words.
    // A platform that does not offer the lookup: the pad's default Since group.
    sinceGroupOf: async (kind, platformId) => {
      const current = await backend.current().catch(() => undefined);
      if (current === undefined) return undefined;
      return (
        sinceGroupFor(properties.cached, current.accountKey, kind, platformId) ??
        (properties.lookupOffered(current) === false ? DEFAULT_SINCE_PROPERTY_GROUP_ID : undefined)
      );
    },
  };
}
