import { KeyboardShortcutsNote } from '../frame/KeyboardShortcutsNote';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useNavStore } from '../stores/navStore';
import { ClinicSetupLink } from './ClinicSetupLink';
import { ConsentWordingSection } from './ConsentWordingSection';
import { DataKeptSection } from './DataKeptSection';
import { DoctorSection } from './DoctorSection';
import { PrintLanguageSection } from './PrintLanguageSection';
import { SignatureSection } from './SignatureSection';
import { SupportSection } from './SupportSection';

/**
 * The doctor's Settings: their profile and registration, the letterhead they make, the signature
 * or stamp image, the consent wording, what is kept, support. The platform account and the
 * integrator's tools are in Clinic setup, linked at the bottom (docs/clinic-setup.md).
 */
export function SettingsScreen() {
  const navigated = useNavStore((state) => state.navigated);
  const navigate = useNavStore((state) => state.navigate);
  return (
    <div className="screen">
      <ScreenHeading focusOnMount={navigated}>Settings</ScreenHeading>
      <DoctorSection />
      <SignatureSection />
      <PrintLanguageSection />
      <ConsentWordingSection />
      <DataKeptSection />
      <SupportSection />
      <KeyboardShortcutsNote />
      <ClinicSetupLink onOpen={() => navigate('clinic-setup')} />
    </div>
  );
}
