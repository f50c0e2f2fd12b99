import { companion } from '../companion';
import { useEffect } from 'react';
import { DocumentUploadsSection } from '../settings/DocumentUploadsSection';
import { PrescriptionSendingSection } from '../settings/PrescriptionSendingSection';
import { SettingsView } from '../settings/SettingsView';
import { useNavStore } from '../stores/navStore';
import { useSettingsStore } from '../stores/settingsStore';

/**
 * Clinic setup, Account: the platform account (with its connection test and the built-in
 * sandbox), how documents travel and where finalized prescriptions go. Wired to the settings
 * store (and through it to `window.companion`).
 */
export function ClinicSetupScreen() {
  const settings = useSettingsStore((state) => state.settings);
  const loadError = useSettingsStore((state) => state.loadError);
  const revision = useSettingsStore((state) => state.revision);
  const load = useSettingsStore((state) => state.load);
  const save = useSettingsStore((state) => state.save);
  const switchToSandbox = useSettingsStore((state) => state.switchToSandbox);
  const navigated = useNavStore((state) => state.navigated);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <SettingsView
      settings={settings}
      loadError={loadError}
      revision={revision}
      focusHeading={navigated}
      onRetry={() => void load()}
      onSave={save}
      onUseSandbox={switchToSandbox}
      onTest={(input) => companion().testConnection(input)}
      // Remounted when the platform settings change, so whether the JWE key is there is re-read.
      documentUploads={
        <>
          <DocumentUploadsSection key={revision} />
          <PrescriptionSendingSection />
        </>
      }
    />
  );
}
