import type { PRINTOUT_METHODS } from '../../../shared/ipc/channels/printout';
import { NO_ALERTS } from '../../../shared/patient-alerts';
import { ageText } from '../../../shared/patients-view';
import type { PrintOutcome, PrintoutView } from '../../../shared/printout-view';
import { printoutFromPad, printoutGaps } from '../../../shared/printout/printout-from-pad';
import { printoutHtml } from '../../../shared/printout/printout-html';
import { amendedWords } from '../../../shared/printout/printout-amended';
import { letterheadOf } from '../../../shared/printout/printout-letterhead';
import type { PaperSize } from '../../../shared/printout/printout-input';
import { CoreError } from '../errors';
import type { LoadedFeature } from '../lazy-feature';
import type { PrintoutDeps, PrintoutOutput } from './printout-deps';
import { keptSignature } from './printout-signature-image';

/** The consultation's day, on this computer's calendar. */
function dayOf(iso: string): string {
  const date = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The printout feature once loaded (printout-module.ts loads it on first use): a pad's printout
 * as a document, printed or saved as PDF; all offline.
 */
/** A pad's printout as a document: the HTML, what it could not print, and the visit's day. */
export async function printoutDocument(
  deps: PrintoutDeps,
  padId: string,
  paper: PaperSize,
): Promise<PrintoutView & { day: string }> {
  {
    const { pad, status, letterhead: kept, alerts, language, amendedAt } = await deps.pad(padId);
    const patient = deps.patientOfPad(padId);
    if (!patient) {
      throw new CoreError('NOT_FOUND', 'This pad belongs to no patient, so it cannot be printed.');
    }
    const day = dayOf(pad.createdAt);
    // A finalized pad is reprinted with the doctor's details of the day it was finalized; a
    // draft (and a pad finalized before they were kept) with today's.
    const useKept = status === 'finalized' && kept !== undefined;
    const letterhead = useKept ? kept : letterheadOf(await deps.doctor.saved());
    const party = {
      // The age on the day of the consultation, as the platform writes ages.
      patient: { ...patient, ageText: ageText(patient.birthDate, patient.ageYears, day) },
      letterhead,
      // A finalized pad prints the allergies of the day it was finalized (kept with it), a draft
      // today's: a later edit never changes an old printout.
      alerts: alerts.alerts ?? NO_ALERTS,
    };
    // Only the image a finalized pad kept is printed: never today's, never on a draft.
    const signature = useKept ? await keptSignature(deps, kept.signature) : undefined;
    const input = printoutFromPad(pad, party, { paper, day, status, language: language ?? 'en' });
    const amended = status === 'finalized' && amendedAt ? amendedWords(amendedAt) : undefined;
    const html = printoutHtml({
      ...input,
      ...(signature ? { signature: signature.image } : {}),
      ...(amended ? { amended } : {}),
    });
    const gaps = printoutGaps(letterhead, status, useKept ? 'finalize-day' : 'today');
    if (signature?.missing) gaps.push(signature.missing);
    if (status === 'finalized' && alerts.asOf === 'today') {
      gaps.push(
        'The allergies of the day this prescription was finalized were not kept; today’s are printed.',
      );
    }
    return { html, gaps, day };
  }
}

/**
 * The finalized prescription's PDF for the patient's record: its printout on A4 (the record's
 * copy is a document, not a pad sheet), written by the shell's PDF writer.
 */
export async function prescriptionPdf(deps: PrintoutDeps, padId: string): Promise<Uint8Array> {
  if (!deps.output) {
    throw new CoreError(
      'INTERNAL',
      'The prescription’s PDF is made by the desktop app; this build cannot make it, so it waits.',
    );
  }
  const { html } = await printoutDocument(deps, padId, 'A4');
  return deps.output.pdf(html, 'A4');
}

export function startPrintoutFeature(
  deps: PrintoutDeps,
): LoadedFeature<keyof typeof PRINTOUT_METHODS> {
  const document = (padId: string, paper: PaperSize) => printoutDocument(deps, padId, paper);

  function output(): PrintoutOutput {
    if (!deps.output) {
      throw new CoreError('INTERNAL', 'Printing needs the desktop app; this build cannot print.');
    }
    return deps.output;
  }

  return {
    handlers: {
      'printout:html': async ({ padId, paper }) => {
        const { html, gaps } = await document(padId, paper);
        return { html, gaps };
      },
      'printout:print': async ({ padId, paper }): Promise<PrintOutcome> => {
        const { html, gaps } = await document(padId, paper);
        return { outcome: await output().print(html, paper), gaps };
      },
      'printout:save-pdf': async ({ padId, paper }): Promise<PrintOutcome> => {
        const { html, gaps, day } = await document(padId, paper);
        // The suggested name carries the day only: a file name is no place for a patient's name.
        const file = await output().savePdf(html, paper, `prescription-${day}-${paper}.pdf`);
        return file === undefined
          ? { outcome: 'cancelled', gaps }
          : { outcome: 'saved', file, gaps };
      },
    },
  };
}
