import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { PadAlertsView } from '../../../shared/patient-alerts';
import type { PatientView } from '../../../shared/patients-view';
import type { PrintablePad } from '../../../shared/printout/printout-from-pad';
import type { PaperSize, PrintoutStatus } from '../../../shared/printout/printout-input';
import type { PrintoutLetterhead } from '../../../shared/printout/printout-letterhead';
import type { DoctorDirectory } from '../doctor/doctor-service';

/**
 * Where a printout goes: the shell's printer dialog and PDF writer (Electron: a hidden, sandboxed
 * window without JavaScript). Absent in plain Node, where only the document can be asked for.
 */
export interface PrintoutOutput {
  print(html: string, paper: PaperSize): Promise<'printed' | 'cancelled'>;
  /** Asks where to save (suggesting `fileName`) and writes the PDF; `undefined` when cancelled. */
  savePdf(html: string, paper: PaperSize, fileName: string): Promise<string | undefined>;
  /** The document as PDF bytes, asking nothing (the copy put on the patient's record). */
  pdf(html: string, paper: PaperSize): Promise<Uint8Array>;
}

export interface PrintoutDeps {
  /**
   * The pad as saved, whether it is finalized, and the letterhead and patient alerts kept when it
   * was (asked of the pads feature; this feature never reads its table).
   */
  pad(id: string): Promise<{
    pad: PrintablePad;
    status: PrintoutStatus;
    letterhead?: PrintoutLetterhead | undefined;
    /** The patient's allergies and conditions: kept at finalize, else today's. */
    alerts: PadAlertsView;
    /** The directions' language: kept at finalize, else the patient's today; absent: English. */
    language?: PrintLanguage;
    /** A finalized amendment: when it was finalized (ISO). */
    amendedAt?: string | undefined;
  }>;
  /** The patient of the pad's consultation. */
  patientOfPad(padId: string): PatientView | undefined;
  /** The doctor as saved, and a signature image by the SHA-256 a finalized pad kept. */
  doctor: Pick<DoctorDirectory, 'saved' | 'signatureImage'>;
  output?: PrintoutOutput;
}
