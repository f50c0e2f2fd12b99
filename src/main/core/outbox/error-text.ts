import type { DataVault } from '../crypto/data-vault';
import { errorName, type Logger } from '../log/logger';

/**
 * Why a change failed, kept at rest. The platform's refusal text can quote patient data ("patient
 * Asha Rao already has..."), and failure texts are kept for the whole audit period in
 * `outbox.last_error`, `outbox_log.detail` and `pads.previous_refusal`. So every failure text is
 * stored sealed with the data key (`sealed:v1:<base64>`), and opened when shown. Where there is
 * no keychain to hold the key, the text is not kept at all: a sentence saying so stands in.
 */
export interface ErrorText {
  /** The text as it may be stored; a value already sealed passes unchanged. */
  seal(text: string): string;
  seal(text: string | undefined): string | undefined;
  /** The text as it may be shown; a clear value (from before sealing) passes unchanged. */
  open(stored: string): string;
  open(stored: string | undefined | null): string | undefined;
}

const PREFIX = 'sealed:v1:';
/** Bound into every seal: a sealed failure text cannot pass for another kind of data. */
const CONTEXT = 'outbox:error-text';

export const WITHHELD_TEXT =
  'The reason is not kept on this computer: there is no keychain to keep it encrypted.';
export const UNREADABLE_TEXT =
  'The reason was kept encrypted and cannot be read on this computer now.';

export const isSealedText = (stored: string): boolean => stored.startsWith(PREFIX);

/**
 * Seals the texts an earlier version stored in clear: `rows` lists them (`id`, `text`), `update`
 * writes one back. Returns how many changed. The caller runs it in its own transaction.
 */
export function sealClearRows<Id>(
  errorText: ErrorText,
  rows: readonly { id: Id; text: string }[],
  update: (sealed: string, id: Id) => void,
): number {
  let changed = 0;
  for (const row of rows) {
    const sealed = errorText.seal(row.text);
    if (sealed === row.text) continue;
    update(sealed, row.id);
    changed += 1;
  }
  return changed;
}

export function createErrorText(vault: DataVault, logger?: Logger): ErrorText {
  function seal(text: string | undefined): string | undefined {
    if (text === undefined || isSealedText(text) || text === WITHHELD_TEXT) return text;
    try {
      return `${PREFIX}${vault.sealText(text, CONTEXT).toString('base64')}`;
    } catch (error) {
      logger?.info({ err: errorName(error) }, 'a failure text was withheld, not stored');
      return WITHHELD_TEXT;
    }
  }
  function open(stored: string | undefined | null): string | undefined {
    if (stored === undefined || stored === null) return undefined;
    if (!isSealedText(stored)) return stored;
    try {
      return vault.openText(Buffer.from(stored.slice(PREFIX.length), 'base64'), CONTEXT);
    } catch {
      return UNREADABLE_TEXT;
    }
  }
  return { seal, open } as ErrorText;
}

/** For stores made without a vault (tools, tests of the queue alone): texts kept as they are. */
export const CLEAR_ERROR_TEXT: ErrorText = {
  seal: ((text: string | undefined) => text) as ErrorText['seal'],
  open: ((stored: string | undefined | null) => stored ?? undefined) as ErrorText['open'],
};
