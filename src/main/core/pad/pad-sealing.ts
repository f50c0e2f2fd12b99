import { PadSchema, type Pad } from '../../../shared/pad/pad';
import { openCompactText, sealCompactText } from '../crypto/compact-seal';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import { padContext } from './pad-finalize';
import type { PadRow } from './pad-repository';

/**
 * Pads at rest: compressed and sealed with the data key (pads sealed plain by older versions still
 * open), and a keychain refusal said in the doctor's words.
 */
export function padSealing(vault: DataVault): {
  seal: (value: unknown, context: string) => Buffer;
  openPad: (row: PadRow) => Pad;
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

  function openPad(row: PadRow): Pad {
    let text: string;
    try {
      text = openCompactText(vault, row.padSealed, padContext(row.id));
    } catch (error) {
      throw refusal(error, 'open');
    }
    const parsed = PadSchema.safeParse(JSON.parse(text));
    // A pad saved under an older catalogue keeps opening: the draft is the doctor's work, and
    // finalize checks it again anyway.
    return (parsed.success ? parsed.data : JSON.parse(text)) as Pad;
  }

  return { seal, openPad };
}
