import type { PrintoutLetterhead } from '../../../shared/printout/printout-letterhead';
import { errorName } from '../log/logger';
import type { PadServiceDeps } from './pad-service-types';

/**
 * The letterhead a pad keeps when it is finalized: the doctor's details as printed today, asked of
 * the doctor feature (docs/printout.md). Failing to read them does not stop the finalize: the
 * prescription is the doctor's act; its reprint then says that today's details are printed.
 */
export async function letterheadToKeep(
  deps: Pick<PadServiceDeps, 'letterhead' | 'logger'>,
): Promise<PrintoutLetterhead | undefined> {
  try {
    return await deps.letterhead?.();
  } catch (error) {
    deps.logger.warn({ err: errorName(error) }, 'the letterhead was not kept with the pad');
    return undefined;
  }
}
