import { PadSchema, type Pad } from '../../../shared/pad/pad';
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

/**
 * Pads at rest: compressed and sealed with the data key (pads sealed plain by older versions still
 * open), and a keychain refusal said in the doctor's words.
 */
export function padSealing(vault: DataVault): {
  seal: (value: unknown, context: string) => Buffer;
  /** A finalized pad sealed with the letterhead it was finalized under. */
  sealFinalized: (pad: Pad, letterhead: PrintoutLetterhead | undefined, context: string) => Buffer;
  openPad: (row: PadRow) => Pad;
  /** The letterhead kept at finalize; undefined for a pad finalized before they were kept. */
  openLetterhead: (row: PadRow) => PrintoutLetterhead | undefined;
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

  function sealFinalized(
    pad: Pad,
    letterhead: PrintoutLetterhead | undefined,
    context: string,
  ): Buffer {
    return seal(letterhead === undefined ? pad : { ...pad, [LETTERHEAD_KEY]: letterhead }, context);
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
    const { [LETTERHEAD_KEY]: _letterhead, ...stored } = openJson(row);
    void _letterhead;
    const parsed = PadSchema.safeParse(stored);
    // A pad saved under an older catalogue keeps opening: the draft is the doctor's work, and
    // finalize checks it again anyway.
    return (parsed.success ? parsed.data : stored) as Pad;
  }

  function openLetterhead(row: PadRow): PrintoutLetterhead | undefined {
    const parsed = PrintoutLetterheadSchema.safeParse(openJson(row)[LETTERHEAD_KEY]);
    return parsed.success ? parsed.data : undefined;
  }

  return { seal, sealFinalized, openPad, openLetterhead };
}
