import type { SETTINGS_METHODS } from '../../../shared/ipc/channels/settings';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createDefaultPrintLanguage, type DefaultPrintLanguage } from './print-language-setting';
import { createProfileExtrasService } from './profile-extras';
import { createSettingsService } from './settings-service';

export interface SettingsModule extends FeatureModule<keyof typeof SETTINGS_METHODS> {
  /** The doctor's default printout language, for the patients feature and the printout. */
  printLanguage: DefaultPrintLanguage;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type SettingsInfra = Pick<
  CoreShared,
  'backend' | 'clock' | 'fetch' | 'secrets' | 'settings' | 'sync'
>;

/** The platform account (and, until patients carry them, the EMR profile extras). */
export function createSettingsModule(shared: SettingsInfra): SettingsModule {
  const settings = createSettingsService({
    repository: shared.settings,
    secrets: shared.secrets,
    backend: shared.backend,
    // Another account: its own queued changes can go now.
    onAccountChange: () => shared.sync.kick(),
    fetch: shared.fetch,
    clock: shared.clock,
  });
  const extras = createProfileExtrasService({ repository: shared.settings, clock: shared.clock });
  const printLanguage = createDefaultPrintLanguage(shared.settings);
  return {
    name: 'settings',
    printLanguage,
    handlers: {
      'settings:get': () => settings.view(),
      'settings:save-platform': (args) => settings.savePlatform(args),
      'settings:use-sandbox': () => settings.useSandbox(),
      'settings:test-connection': (args) => settings.testConnection(args),
      'profile:get-extras': () => Promise.resolve(extras.get()),
      'profile:save-extras': (args) => Promise.resolve(extras.save(args.extras)),
      'settings:get-print-language': () => Promise.resolve({ language: printLanguage.get() }),
      'settings:save-print-language': (args) => Promise.resolve(printLanguage.save(args.language)),
    },
  };
}
