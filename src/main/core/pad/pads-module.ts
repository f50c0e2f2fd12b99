import type { PADS_METHODS } from '../../../shared/ipc/channels/pads';
import type { PadView } from '../../../shared/pad-view';
import { localDeps, type CoreShared, type LocalInfra } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { CoreError } from '../errors';
import { errorName } from '../log/logger';
import type { CachedProperties } from '../properties/properties-module';
import type { RetentionStep } from '../local-data/retention';
import { padRetention } from './pad-compaction';
import { padFinalizeOperation } from './pad-finalize';
import { createPadRepository } from './pad-repository';
import { createPadService, type PadsDirectory } from './pad-service';
import { createPadHistoryReader } from './pad-history';
import type { PadHistoryReader, PrintablePadRecord } from './pad-service-types';
import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { PrintoutLetterhead } from '../../../shared/printout/printout-letterhead';
import type { PrescribingSource } from './prescribing-checks';
import type { PatientAlerts } from '../../../shared/patient-alerts';
import { sinceGroupsFromCache } from './since-groups';
import path from 'node:path';
import type { PadRecordStep } from '../../../shared/pad-view';
import { createSealedFiles } from '../storage/sealed-files';
import {
  padRecordOperation,
  pdfContext,
  settleConfirmedRecords,
  type PrescriptionPdfMaker,
} from './pad-record';
import { createPadRecordRepository } from './pad-record-repository';
import { createPadAmendments } from './pad-amendments';
import { padSupersedeOperation } from './pad-supersede';
import { createPadAmend } from './pad-amend';
import { padSealing } from './pad-sealing';

/** ASSUMPTION, off by default: the structured prescription also goes to the unpublished PUT. */
export const SEND_STRUCTURED_SETTING = 'pad.send_structured';

export interface PadsModule extends FeatureModule<keyof typeof PADS_METHODS> {
  directory: PadsDirectory;
  /** Earlier pads read for a patient's history beside the pad (the consultations feature). */
  history: PadHistoryReader;
  /** A pad as saved, its status and the letterhead kept at finalize, for the printout. */
  printable(id: string): Promise<PrintablePadRecord>;
  /**
   * Changes a draft as saved (the scribe's accepted suggestion) and tells the window, which shows
   * it unless the doctor has unsaved typing (saved first by the window before it asks).
   */
  edit(id: string, change: (pad: PadView['pad']) => PadView['pad']): Promise<void>;
  /** Sent prescriptions' wire copies emptied 30 days after the platform confirmed them. */
  retention: RetentionStep;
  /**
   * The first version of the prescription a pad belongs to: an amendment's consultation and
   * patient are those of the pad its chain starts from.
   */
  originOf(id: string): string;
}

/** The infrastructure the pads feature stands on. */
export type PadsInfra = LocalInfra &
  Pick<CoreShared, 'dataDir' | 'emit' | 'errorText' | 'settings' | 'timeoutMs'>;

/** What the pads feature asks of others: each answered by the feature named. */
export interface PadsDeps {
  properties: CachedProperties;
  /** Whose pad it is, for sending (the consultations and patients features answer it). */
  patientOf?: (padId: string) => { platformId?: string; pendingCreate?: number } | undefined;
  /** The pad's patient for the prescribing checks at Finalize (record and alerts). */
  checkPatientOf?: (padId: string) => PrescribingSource | undefined;
  /** How many of the scribe's suggestions on the pad wait for the doctor. */
  openSuggestions?: (padId: string) => Promise<number>;
  /** Keeps a finalized pad's medicines in the formulary (the medical-db feature; never throws). */
  medicinesFinalized?: (account: string, medicines: PadView['pad']['medicines']) => void;
  /** The doctor's details as printed today, kept with a pad when it is finalized. */
  letterhead?: () => Promise<PrintoutLetterhead>;
  /** The allergies and conditions of the pad's patient today, kept with a pad when it is finalized. */
  alertsOf?: (padId: string) => PatientAlerts | undefined;
  /** The printout language of the pad's patient today, kept with a pad when it is finalized. */
  languageOf?: (padId: string) => PrintLanguage;
  /** The finalized prescription's PDF as printed (the printout feature, through the shell). */
  prescriptionPdf?: PrescriptionPdfMaker;
}

/** The prescription pad: drafts saved sealed as typed, finalized pads sent through the outbox. */
export function createPadsModule(shared: PadsInfra, deps: PadsDeps): PadsModule {
  const repository = createPadRepository(shared.db, shared.outbox, shared.errorText);
  const records = createPadRecordRepository(shared.db);
  const amendments = createPadAmendments(shared.db);
  // Others know a visit by its first pad: an amendment is asked about as that pad.
  const origin = (id: string): string => amendments.originOf(id);
  const patientOf = deps.patientOf && ((id: string) => deps.patientOf?.(origin(id)));
  const checkPatientOf = deps.checkPatientOf && ((id: string) => deps.checkPatientOf?.(origin(id)));
  const alertsOf = deps.alertsOf && ((id: string) => deps.alertsOf?.(origin(id)));
  // The finalized PDFs waiting for the patient's record, sealed, in `<data folder>/prescriptions`.
  const pdfFiles = createSealedFiles({
    dir: path.join(shared.dataDir, 'prescriptions'),
    vault: shared.vault,
    context: pdfContext,
    fileName: (id) => `${id}.pdf.sealed`,
    notSaved: 'The prescription’s PDF was not saved',
    missing: 'The prescription’s PDF kept on this computer is missing.',
  });
  const steps = new Map<string, PadRecordStep>();
  const sendStructured = (): boolean => shared.settings.get(SEND_STRUCTURED_SETTING) === 'on';
  const pads = createPadService({
    ...localDeps(shared),
    repository,
    records,
    sendStructured,
    recordStep: (id) => steps.get(id),
    versionLink: (id) => amendments.linkOf(id),
    sinceGroupIds: sinceGroupsFromCache(deps.properties),
    emitChanged: (id) => shared.emit('pad:changed', { id }),
    ...(patientOf ? { patientOf } : {}),
    ...(checkPatientOf ? { checkPatientOf } : {}),
    ...(deps.openSuggestions ? { openSuggestions: deps.openSuggestions } : {}),
    ...(deps.medicinesFinalized ? { medicinesFinalized: deps.medicinesFinalized } : {}),
    ...(deps.letterhead ? { letterhead: deps.letterhead } : {}),
    ...(alertsOf ? { alertsOf } : {}),
    ...(deps.languageOf ? { languageOf: deps.languageOf } : {}),
  });
  const amend = createPadAmend({
    db: shared.db,
    repository,
    amendments,
    sealing: padSealing(shared.vault),
    backend: () => shared.backend.current(),
    clock: shared.clock,
    logger: shared.logger,
    emitChanged: (id) => shared.emit('pad:changed', { id }),
    view: (id) => pads.get(id),
  });
  /** A finalized amendment prints "Amended" with the time it was finalized. */
  async function printable(id: string): Promise<PrintablePadRecord> {
    const record = await pads.printable(id);
    const amends = record.status === 'finalized' && amendments.linkOf(id)?.amends !== undefined;
    const at = amends ? repository.get(id)?.finalizedAt : undefined;
    return at === undefined ? record : { ...record, amendedAt: new Date(at).toISOString() };
  }
  return {
    name: 'pads',
    retention: padRetention(shared.db),
    directory: pads,
    history: createPadHistoryReader(repository, shared.vault),
    printable,
    originOf: origin,
    async edit(id, change) {
      const view = await pads.get(id);
      if (!view.canEdit) {
        throw new CoreError(
          'CONFLICT',
          'This pad is finalized, so nothing was added. Reopen it to add the suggestion.',
        );
      }
      await pads.saveDraft(change(view.pad), view.revision);
      shared.emit('pad:changed', { id });
    },
    operations: [
      padRecordOperation({
        repository,
        records,
        files: pdfFiles,
        clock: shared.clock,
        timeoutBaseMs: shared.timeoutMs,
        ...(deps.prescriptionPdf ? { makePdf: deps.prescriptionPdf } : {}),
        ...(patientOf ? { patientOf } : {}),
        stepOf: (padId) => steps.get(padId),
        onStep(padId, step) {
          if (step === undefined) steps.delete(padId);
          else steps.set(padId, step);
          shared.emit('pad:changed', { id: padId });
        },
        logWarn: (message, error) => shared.logger.warn({ err: errorName(error) }, message),
      }),
      padSupersedeOperation(patientOf ? { patientOf } : {}),
      padFinalizeOperation({
        repository,
        vault: shared.vault,
        clock: shared.clock,
        patientPlatformId: (padId) => patientOf?.(padId)?.platformId,
      }),
    ],
    handlers: {
      'pad:get-current': () => pads.current(),
      'pad:new': (args) => pads.create(args),
      'pad:save-draft': (args) => pads.saveDraft(args.pad, args.expectedRevision),
      'pad:finalize': (args) => pads.finalize(args.id, args.expectedRevision),
      'pad:get': (args) => pads.get(args.id),
      'pad:reopen': (args) => pads.reopen(args.id),
      'pad:amend': (args) => amend(args.padId),
      'pad:list': () => pads.list(),
      'pad:alerts': (args) => pads.alerts(args.id),
      'pad:get-settings': () => Promise.resolve({ sendStructured: sendStructured() }),
      'pad:save-settings': (args) => {
        shared.settings.write({
          values: { [SEND_STRUCTURED_SETTING]: args.sendStructured ? 'on' : 'off' },
        });
        return Promise.resolve({ sendStructured: sendStructured() });
      },
    },
    start() {
      // Record uploads committed done just before a kill: marked sent, their PDFs let go of.
      const settled = settleConfirmedRecords({
        repository,
        records,
        files: pdfFiles,
        clock: shared.clock,
        outbox: shared.outbox,
        logWarn: (message, error) => shared.logger.warn({ err: errorName(error) }, message),
      });
      if (settled > 0) shared.logger.info({ settled }, 'prescription record uploads settled');
      // PDFs no row names any more (a crash between writing one and naming it): removed.
      pdfFiles.sweep(records.pdfFiles()).then(
        (removed) => {
          if (removed > 0)
            shared.logger.info({ removed }, 'removed prescription PDFs no longer needed');
        },
        (error: unknown) =>
          shared.logger.warn({ err: errorName(error) }, 'prescription PDF sweep failed'),
      );
    },
    prepare() {
      try {
        // Refusal texts an earlier version kept in clear are sealed before anything reads them.
        const sealed = repository.sealClearRefusals();
        if (sealed > 0) shared.logger.info({ sealed }, 'pad refusal texts sealed at rest');
      } catch (error) {
        shared.logger.warn({ err: errorName(error) }, 'sealing stored refusal texts failed');
      }
    },
    close: () => pads.close(),
  };
}
