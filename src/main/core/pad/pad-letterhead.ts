import type { PrintoutLetterhead } from '../../../shared/printout/printout-letterhead';
import { errorName } from '../log/logger';
import type { PadServiceDeps } from './pad-service-types';

/**
 * The letterhead a pad keeps when it is finalized: the doctor's details as printed today, asked of
 * the doctor feature as saved on this computer, with no network call (docs/printout.md). Failing
 * to read them does not stop the finalize (the prescription is the doctor's act): its reprint
 * then prints the details of its own day and says so.
 */
export async function letterheadToKeep(
  deps: Pick<PadServiceDeps, 'letterhead' | 'logger'>,
): Promise<PrintoutLetterhead | undefined> {
  try {
    const letterhead = await deps.letterhead?.();
    // Without the profile the doctor's name is not known: nothing is kept, and a reprint prints
    // the details of its own day (and says so) rather than "Doctor" for ever.
    return letterhead?.profileRead ? letterhead : undefined;
  } catch (error) {
    deps.logger.warn({ err: errorName(error) }, 'the letterhead was not kept with the pad');
    return undefined;
  }
}
