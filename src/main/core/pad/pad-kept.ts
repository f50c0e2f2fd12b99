import type { PadAlertsView, PatientAlerts } from '../../../shared/patient-alerts';
import type { Pad } from '../../../shared/pad/pad';
import type { PadStatus } from '../../../shared/pad-view';
import { errorName } from '../log/logger';
import type { PadRow } from './pad-repository';
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
  deps: Pick<PadServiceDeps, 'alertsOf'>,
  existing: (id: string) => PadRow,
  sealing: { openPad: (row: PadRow) => Pad; openKept: (row: PadRow) => KeptAtFinalize },
): Pick<PadService, 'printable' | 'alerts'> {
  const keptOf = (row: PadRow): KeptAtFinalize =>
    row.status === 'finalized' ? sealing.openKept(row) : {};
  return {
    printable(id) {
      const row = existing(id);
      const { letterhead, alerts } = keptOf(row);
      return Promise.resolve({
        pad: sealing.openPad(row),
        status: row.status,
        alerts: padAlerts(deps, id, row.status, alerts),
        ...(letterhead ? { letterhead } : {}),
      });
    },
    alerts(id) {
      const row = existing(id);
      return Promise.resolve(padAlerts(deps, id, row.status, keptOf(row).alerts));
    },
  };
}
