import { PRINTOUT_METHODS } from '../../../shared/ipc/channels/printout';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';
import type { Logger } from '../log/logger';

import type { PrintoutDeps } from './printout-deps';

export type { PrintoutDeps, PrintoutOutput } from './printout-deps';

/**
 * A pad's printout as a document, printed or saved as PDF; all offline. The printout's layout and
 * HTML load on the first call.
 */
export interface PrintoutModule extends FeatureModule<keyof typeof PRINTOUT_METHODS> {
  /** A finalized pad's PDF as printed, for the patient's record (loads the feature's code). */
  prescriptionPdf(padId: string): Promise<Uint8Array>;
}

export function createPrintoutModule(deps: PrintoutDeps, logger: Logger): PrintoutModule {
  const feature = lazyFeature({
    name: 'printout',
    title: 'Printing',
    channels: channelsOf(PRINTOUT_METHODS),
    load: async () => (await import('./printout-feature')).startPrintoutFeature(deps),
    logger,
  });
  return {
    name: 'printout',
    handlers: feature.handlers,
    prescriptionPdf: async (padId) =>
      (await import('./printout-feature')).prescriptionPdf(deps, padId),
  };
}
