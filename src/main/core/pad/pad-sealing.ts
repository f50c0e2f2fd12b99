import { printLanguageOf, type PrintLanguage } from '../../../shared/pad/directions/languages';
import { PadSchema, type Pad } from '../../../shared/pad/pad';
import { PatientAlertsSchema, type PatientAlerts } from '../../../shared/patient-alerts';
import {
  PrintoutLetterheadSchema,
  type PrintoutLetterhead,
} from '../../../shared/printout/printout-letterhead';
import { openCompactText, sealCompactText } from '../crypto/compact-seal';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import { padContext } from './pad-finalize';
import type { PadRow } from './pad-repository';

/**
 * The key under which a finalized pad's sealed copy keeps the letterhead of the day it was
 * finalized (docs/printout.md). Beside the pad's own fields in the same sealed JSON: no column
 * needed, and a version that does not know it drops it when it reads the pad (the pad's schema
 * strips unknown keys), as openPad does here.
 */
const LETTERHEAD_KEY = 'finalizedLetterhead';
/** The same for the patient's allergies and conditions as they were at finalize (docs/allergies.md). */
const ALERTS_KEY = 'finalizedAlerts';
/** The same for the language its directions were printed in (docs/printout-languages.md). */
const LANGUAGE_KEY = 'finalizedLanguage';

/** What a finalized pad keeps of the day it was finalized, for its reprints and exports. */
export interface KeptAtFinalize {
  letterhead?: PrintoutLetterhead | undefined;
  alerts?: PatientAlerts | undefined;
  language?: PrintLanguage | undefined;
}

/**
 * Pads at rest: compressed and sealed with the data key (pads sealed plain by older versions still
 * open), and a keychain refusal said in the doctor's words.
 */
export function padSealing(vault: DataVault): {
  seal: (value: unknown, context: string) => Buffer;
  /** A finalized pad sealed with the letterhead and the patient's alerts it was finalized under. */
  sealFinalized: (pad: Pad, kept: KeptAtFinalize, context: string) => Buffer;
  openPad: (row: PadRow) => Pad;
  /**
   * The letterhead and alerts kept at finalize; each undefined for a pad finalized before they
   * were kept (or when they could not be read then).
   */
  openKept: (row: PadRow) => KeptAtFinalize;
} {
  /** A keychain refusal, said for pads: what the doctor wrote was not stored. */
  function refusal(error: unknown, what: 'save' | 'open'): unknown {
    const lead =
      what === 'save'
        ? 'The pad was not saved; what you wrote is still on screen.'
        : 'The pad cannot be opened; it is kept, unchanged, on this computer.';
    return keychainRefusal(error, lead, 'Prescription pads are kept');
  }

  function seal(value: unknown, context: string): Buffer {
    try {
      return sealCompactText(vault, JSON.stringify(value), context);
    } catch (error) {
      throw refusal(error, 'save');
    }
  }

  function sealFinalized(pad: Pad, kept: KeptAtFinalize, context: string): Buffer {
    return seal(
      {
        ...pad,
        ...(kept.letterhead === undefined ? {} : { [LETTERHEAD_KEY]: kept.letterhead }),
        ...(kept.alerts === undefined ? {} : { [ALERTS_KEY]: kept.alerts }),
        ...(kept.language === undefined ? {} : { [LANGUAGE_KEY]: kept.language }),
      },
      context,
    );
  }

  function openJson(row: PadRow): Record<string, unknown> {
    let text: string;
    try {
      text = openCompactText(vault, row.padSealed, padContext(row.id));
    } catch (error) {
      throw refusal(error, 'open');
    }
    return JSON.parse(text) as Record<string, unknown>;
  }

  function openPad(row: PadRow): Pad {
    const {
      [LETTERHEAD_KEY]: _letterhead,
      [ALERTS_KEY]: _alerts,
      [LANGUAGE_KEY]: _language,
      ...stored
    } = openJson(row);
    void _letterhead;
    void _alerts;
    void _language;
    const parsed = PadSchema.safeParse(stored);
    // A pad saved under an older catalogue keeps opening: the draft is the doctor's work, and
    // finalize checks it again anyway.
    return (parsed.success ? parsed.data : stored) as Pad;
  }

  function openKept(row: PadRow): KeptAtFinalize {
    const json = openJson(row);
    const letterhead = PrintoutLetterheadSchema.safeParse(json[LETTERHEAD_KEY]);
    // Kept alerts that no longer read are not guessed at: the reprint says today's are printed.
    const alerts = PatientAlertsSchema.safeParse(json[ALERTS_KEY]);
    const language = printLanguageOf(json[LANGUAGE_KEY]);
    return {
      ...(letterhead.success ? { letterhead: letterhead.data } : {}),
      ...(alerts.success ? { alerts: alerts.data } : {}),
      ...(language === undefined ? {} : { language }),
    };
  }

  return { seal, sealFinalized, openPad, openKept };
}
