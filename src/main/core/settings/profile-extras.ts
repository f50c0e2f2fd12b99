import { validateExtras, type Extras } from '../../../shared/emr-extras';
import type { ProfileExtrasView } from '../../../shared/settings';
import type { Clock } from '../clock';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { SettingsRepository } from './settings-repository';

export const EXTRAS_SETTING = 'profile.extras';
export const EXTRAS_SAVED_AT_SETTING = 'profile.extras_saved_at';

export interface ProfileExtrasService {
  get(): ProfileExtrasView;
  /** Checks the contract's rules again (the form checks too) and saves the cleaned map. */
  save(value: unknown): ProfileExtrasView;
}

/**
 * The cleaned extras, or a refusal naming every broken rule on its own key (`extras.<path>`), as
 * the form shows them.
 */
export function checkedExtras(value: unknown): { extras: Extras; ignored: string[] } {
  const checked = validateExtras(value);
  if (checked.ok) return { extras: checked.extras, ignored: checked.ignored };
  throw new CoreError(
    'INVALID_ARGUMENT',
    `The extras were not saved: ${checked.violations.length === 1 ? 'one key breaks' : `${checked.violations.length} keys break`} the platform's rules.`,
    {
      fields: Object.fromEntries(
        checked.violations.map((violation) => [
          `extras${violation.path ? `.${violation.path}` : ''}`,
          violation.message,
        ]),
      ),
    },
  );
}

/**
 * The EMR user's `extras` map, kept in the settings table. The contract gives its rules but no
 * operation to send it with, so it is kept locally until one is published.
 */
export function createProfileExtrasService(deps: {
  repository: SettingsRepository;
  clock: Clock;
}): ProfileExtrasService {
  const read = (): ProfileExtrasView => {
    const text = deps.repository.get(EXTRAS_SETTING);
    const savedAt = deps.repository.get(EXTRAS_SAVED_AT_SETTING);
    let extras: Extras = {};
    if (text) {
      const checked = validateExtras(JSON.parse(text) as unknown);
      if (checked.ok) extras = checked.extras;
    }
    return { extras, ignored: [], ...(savedAt ? { savedAt } : {}) };
  };
  return {
    get: read,
    save(value) {
      const { extras, ignored } = checkedExtras(value);
      const savedAt = new Date(deps.clock.now()).toISOString();
      try {
        deps.repository.write({
          values: {
            [EXTRAS_SETTING]: JSON.stringify(extras),
            [EXTRAS_SAVED_AT_SETTING]: savedAt,
          },
        });
      } catch (error) {
        throw explainStorageError(error);
      }
      return { extras, ignored, savedAt };
    },
  };
}
