import { companion } from '../companion';
import { useEffect } from 'react';
import { useNavStore } from '../stores/navStore';
import { useSettingsStore } from '../stores/settingsStore';
import { ConsentWordingSection } from './ConsentWordingSection';
import { DataKeptSection } from './DataKeptSection';
import { DocumentUploadsSection } from './DocumentUploadsSection';
import { DoctorSection } from './DoctorSection';
import { PrescriptionSendingSection } from './PrescriptionSendingSection';
import { PrintLanguageSection } from './PrintLanguageSection';
import { SettingsView } from './SettingsView';
import { SupportSection } from './SupportSection';

/** Wires the Settings view to its store (and through it to `window.companion`). */
export function SettingsScreen() {
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
          <DoctorSection key={`doctor-${revision}`} />
          <PrescriptionSendingSection />
          <PrintLanguageSection />
          <ConsentWordingSection />
          <DataKeptSection />
          <SupportSection />
        </>
      }
    />
  );
}
