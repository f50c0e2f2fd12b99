import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { PadAlertsView, PatientAlerts } from '../../../shared/patient-alerts';
import type { Pad } from '../../../shared/pad/pad';
import type { PadStatus } from '../../../shared/pad-view';
import { errorName } from '../log/logger';
import type { PadRow } from './pad-repository';
import { letterheadToKeep } from './pad-letterhead';
import type { KeptAtFinalize } from './pad-sealing';
import type { PadService, PadServiceDeps } from './pad-service-types';

/*
 * What a finalized pad keeps of the day it was finalized, read back for its printout and its
 * export: the letterhead (pad-letterhead.ts) and the patient's allergies and conditions.
 */

/**
 * The patient's allergies and conditions a pad keeps when it is finalized, asked of the patients
 * feature (through core.ts) as saved on this computer, so that a reprint and an export say what
 * was true that day (docs/allergies.md). Failing to read them does not stop the finalize: the
 * reprint then prints today's and says so.
 */
export function alertsToKeep(
  deps: Pick<PadServiceDeps, 'alertsOf' | 'logger'>,
  padId: string,
): PatientAlerts | undefined {
  try {
    return deps.alertsOf?.(padId);
  } catch (error) {
    deps.logger.warn({ err: errorName(error) }, 'the patient alerts were not kept with the pad');
    return undefined;
  }
}

/** What a pad keeps of the day it is finalized: the letterhead, the alerts and the language. */
export async function keptAtFinalize(
  deps: Pick<PadServiceDeps, 'letterhead' | 'alertsOf' | 'languageOf' | 'logger'>,
  padId: string,
): Promise<KeptAtFinalize> {
  return {
    letterhead: await letterheadToKeep(deps),
    alerts: alertsToKeep(deps, padId),
    language: languageToKeep(deps, padId),
  };
}

/**
 * The printout language a pad keeps when it is finalized (the patient's, else the doctor's
 * default). Failing to read it does not stop the finalize: the pad then keeps English, which is
 * what a reprint prints, the same every time.
 */
export function languageToKeep(
  deps: Pick<PadServiceDeps, 'languageOf' | 'logger'>,
  padId: string,
): PrintLanguage | undefined {
  try {
    return deps.languageOf?.(padId);
  } catch (error) {
    deps.logger.warn({ err: errorName(error) }, 'the printout language was not kept with the pad');
    return undefined;
  }
}

/**
 * The alerts a pad carries: a finalized pad's as kept at finalize; a draft's (and a pad finalized
 * before they were kept) the patient's today. None when the pad belongs to no patient.
 */
export function padAlerts(
  deps: Pick<PadServiceDeps, 'alertsOf'>,
  padId: string,
  status: PadStatus,
  kept: PatientAlerts | undefined,
): PadAlertsView {
  if (status === 'finalized' && kept !== undefined) return { alerts: kept, asOf: 'finalize' };
  const today = deps.alertsOf?.(padId);
  return { ...(today === undefined ? {} : { alerts: today }), asOf: 'today' };
}

/** The pad service's reads of what a pad keeps: its printable record, and its alerts alone. */
export function keptReads(
  deps: Pick<PadServiceDeps, 'alertsOf' | 'languageOf'>,
  existing: (id: string) => PadRow,
  sealing: { openPad: (row: PadRow) => Pad; openKept: (row: PadRow) => KeptAtFinalize },
): Pick<PadService, 'printable' | 'alerts'> {
  const keptOf = (row: PadRow): KeptAtFinalize =>
    row.status === 'finalized' ? sealing.openKept(row) : {};
  return {
    printable(id) {
      const row = existing(id);
      const { letterhead, alerts, language } = keptOf(row);
      return Promise.resolve({
        pad: sealing.openPad(row),
        status: row.status,
        alerts: padAlerts(deps, id, row.status, alerts),
        // A finalized pad prints in the language it was finalized in; one finalized before
        // languages were kept printed in English, and still does.
        language: row.status === 'finalized' ? (language ?? 'en') : (deps.languageOf?.(id) ?? 'en'),
        ...(letterhead ? { letterhead } : {}),
      });
    },
    alerts(id) {
      const row = existing(id);
      return Promise.resolve(padAlerts(deps, id, row.status, keptOf(row).alerts));
    },
  };
}
