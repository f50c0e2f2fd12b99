import { letterheadOf } from '../../../shared/printout/printout-letterhead';
import type { ConsultationsModule } from '../consultations/consultations-module';
import type { DoctorModule } from '../doctor/doctor-module';
import type { LateBound } from '../late-bound';
import type { MedicalDbModule } from '../medical-db/medical-db-module';
import type { PadsDeps } from '../pad/pads-module';
import type { PrintoutModule } from '../printout/printout-module';
import type { PropertiesModule } from '../properties/properties-module';
import type { PatientsModule } from '../patients/patients-module';
import type { ScribeModule } from '../scribe/scribe-module';
import type { SettingsModule } from '../settings/settings-module';

/** What the pads ask about a pad's patient: answered by the consultations and patients features. */
export type PadPatientLinks = Required<
  Pick<PadsDeps, 'patientOf' | 'checkPatientOf' | 'alertsOf' | 'languageOf'>
>;

/**
 * The pads feature is built before the features that stand on it (consultations, scribe,
 * printout), yet asks three of them things when a pad is finalized or sent: those three are
 * late-bound, and bound by the core as soon as each is built.
 */
export function padsDeps(modules: {
  properties: Pick<PropertiesModule, 'cached'>;
  medicalDb: Pick<MedicalDbModule, 'rememberMedicines'>;
  doctor: Pick<DoctorModule, 'directory'>;
  patients: LateBound<PadPatientLinks>;
  scribe: LateBound<Pick<ScribeModule, 'openSuggestions'>>;
  printout: LateBound<Pick<PrintoutModule, 'prescriptionPdf'>>;
}): PadsDeps {
  const { patients, scribe, printout } = modules;
  return {
    properties: modules.properties.cached,
    patientOf: (padId) => patients.get().patientOf(padId),
    checkPatientOf: (padId) => patients.get().checkPatientOf(padId),
    alertsOf: (padId) => patients.get().alertsOf(padId),
    languageOf: (padId) => patients.get().languageOf(padId),
    // Finalize waits for the doctor's decision on every suggestion of the scribe.
    openSuggestions: (padId) => scribe.get().openSuggestions(padId),
    // The finalized prescription's PDF for the patient's record, as the printout makes it.
    prescriptionPdf: (padId) => printout.get().prescriptionPdf(padId),
    // A finalized pad's medicines (names and forms only) join the formulary for offline search.
    medicinesFinalized: (account, medicines) =>
      modules.medicalDb.rememberMedicines(account, medicines),
    // A finalized pad keeps the doctor's details of that day (as saved here), for its reprints.
    letterhead: async () => letterheadOf(await modules.doctor.directory.onThisComputer()),
  };
}

/**
 * A pad's patient is the one of its consultation: its platform id or pending creation (sending),
 * its age, sex and alerts (the prescribing checks at Finalize), its alerts and printout language
 * of the day (kept with a finalized pad): the patient's own language, else the doctor's default.
 */
export function padPatientLinks(modules: {
  consultations: Pick<ConsultationsModule, 'patientOfPad'>;
  patients: Pick<PatientsModule, 'directory' | 'alerts' | 'printLanguage'>;
  settings: Pick<SettingsModule, 'printLanguage'>;
}): PadPatientLinks {
  const { consultations, patients, settings } = modules;
  return {
    patientOf(padId) {
      const patientId = consultations.patientOfPad(padId);
      if (patientId === undefined) return undefined;
      const platformId = patients.directory.platformIdOf(patientId);
      const pendingCreate = patients.directory.pendingCreate(patientId);
      return {
        ...(platformId === undefined ? {} : { platformId }),
        ...(pendingCreate === undefined ? {} : { pendingCreate }),
      };
    },
    checkPatientOf(padId) {
      const patientId = consultations.patientOfPad(padId);
      if (patientId === undefined) return undefined;
      const view = patients.directory.view(patientId);
      const person = view && { birthDate: view.birthDate, ageYears: view.ageYears, sex: view.sex };
      return { person, alerts: patients.alerts.alertsOf(patientId) };
    },
    alertsOf(padId) {
      const patientId = consultations.patientOfPad(padId);
      return patientId === undefined ? undefined : patients.alerts.alertsOf(patientId);
    },
    languageOf(padId) {
      const patientId = consultations.patientOfPad(padId);
      const own = patientId === undefined ? undefined : patients.printLanguage.ownOf(patientId);
      return own ?? settings.printLanguage.get();
    },
  };
}
