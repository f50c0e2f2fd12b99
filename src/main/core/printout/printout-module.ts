import type { PRINTOUT_METHODS } from '../../../shared/ipc/channels/printout';
import { ageText, type PatientView } from '../../../shared/patients-view';
import type { PrintOutcome, PrintoutView } from '../../../shared/printout-view';
import {
  printoutFromPad,
  printoutGaps,
  type PrintablePad,
} from '../../../shared/printout/printout-from-pad';
import { printoutHtml } from '../../../shared/printout/printout-html';
import type { PaperSize } from '../../../shared/printout/printout-input';
import type { DoctorDirectory } from '../doctor/doctor-service';
import { CoreError } from '../errors';
import type { FeatureModule } from '../feature-module';

/**
 * Where a printout goes: the shell's printer dialog and PDF writer (Electron: a hidden, sandboxed
 * window without JavaScript). Absent in plain Node, where only the document can be asked for.
 */
export interface PrintoutOutput {
  print(html: string, paper: PaperSize): Promise<'printed' | 'cancelled'>;
  /** Asks where to save (suggesting `fileName`) and writes the PDF; `undefined` when cancelled. */
  savePdf(html: string, paper: PaperSize, fileName: string): Promise<string | undefined>;
}

export interface PrintoutDeps {
  /** The pad as saved (draft or finalized). */
  pad(id: string): Promise<PrintablePad>;
  /** The patient of the pad's consultation. */
  patientOfPad(padId: string): PatientView | undefined;
  doctor: DoctorDirectory;
  output?: PrintoutOutput;
}

/** The consultation's day, on this computer's calendar. */
function dayOf(iso: string): string {
  const date = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A pad's printout as a document, printed or saved as PDF; all offline. */
export function createPrintoutModule(
  deps: PrintoutDeps,
): FeatureModule<keyof typeof PRINTOUT_METHODS> {
  async function document(
    padId: string,
    paper: PaperSize,
  ): Promise<PrintoutView & { day: string }> {
    const pad = await deps.pad(padId);
    const patient = deps.patientOfPad(padId);
    if (!patient) {
      throw new CoreError('NOT_FOUND', 'This pad belongs to no patient, so it cannot be printed.');
    }
    const day = dayOf(pad.createdAt);
    const party = {
      // The age on the day of the consultation, as the platform writes ages.
      patient: { ...patient, ageText: ageText(patient.birthDate, patient.ageYears, day) },
      doctor: await deps.doctor.saved(),
    };
    const html = printoutHtml(printoutFromPad(pad, party, { paper, day }));
    return { html, gaps: printoutGaps(party), day };
  }

  function output(): PrintoutOutput {
    if (!deps.output) {
      throw new CoreError('INTERNAL', 'Printing needs the desktop app; this build cannot print.');
    }
    return deps.output;
  }

  return {
    name: 'printout',
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
