import type { ClinicStore } from './clinic-store';
import type { FormSigner } from './records-forms';
import type { RecordsSettingsController } from './records-settings';
import type { RecordsStore } from './records-store';

/** What the records routes stand on: the records, the clinic, the settings, the form signer, the clock. */
export interface RecordsDeps {
  store: RecordsStore;
  clinic: ClinicStore;
  settings: RecordsSettingsController;
  signer: FormSigner;
  now: () => number;
}
