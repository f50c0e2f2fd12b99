import {
  formatExtrasPath,
  isIgnoredExtrasKey,
  validateExtras,
  type Extras,
  type ExtrasRule,
} from '../../../../shared/emr-extras';
import { scanJson, type TextPosition } from './jsonSyntax';

/** A problem with one key path: a contract violation, or a key written twice in the text. */
export interface ExtrasProblem {
  path: string;
  rule: ExtrasRule | 'duplicate-key';
  message: string;
}

export type ExtrasTextCheck =
  | {
      status: 'valid';
      extras: Extras;
      /** Keys that will be saved, counting both extras' own keys and those of its dictionaries. */
      savedKeys: number;
      /** Paths of the `_` keys that will be dropped, at both levels. */
      ignored: string[];
    }
  | { status: 'invalid'; problems: ExtrasProblem[] }
  | {
      status: 'syntax-error';
      /** A full sentence, with the line and column when they are known. */
      message: string;
      position: TextPosition | null;
    };

/** Keys that will be saved: extras' own and those of the dictionaries it holds. */
export function countExtrasKeys(extras: Extras): number {
  let count = 0;
  for (const value of Object.values(extras)) {
    count += 1;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      count += Object.keys(value).length;
    }
  }
  return count;
}

/** Dictionaries whose duplicate keys matter: extras itself and the dictionaries it holds. */
const keysMatterIn = (parent: readonly string[]) =>
  parent.length === 0 || (parent.length === 1 && !isIgnoredExtrasKey(parent[0] ?? ''));

function duplicateMessage(parent: string[], key: string): string {
  const where = parent.length === 0 ? '' : ` in “${formatExtrasPath(parent)}”`;
  return `The key “${key}” is written twice${where}; only the last one would be kept, so remove or rename one of them.`;
}

/**
 * Checks the text typed in the extras editor: JSON syntax first, then keys written twice, then the
 * contract's rules. Pure, so it can run on every keystroke.
 */
export function checkExtrasText(text: string): ExtrasTextCheck {
  if (text.trim() === '') {
    return {
      status: 'syntax-error',
      message: 'Nothing is entered. Write the extras as a JSON dictionary, or {} for none.',
      position: null,
    };
  }

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const scan = scanJson(text, keysMatterIn);
    if (scan.ok === false) {
      const { line, column } = scan.error.position;
      return {
        status: 'syntax-error',
        message: `The text is not valid JSON. Line ${line}, column ${column}: ${scan.error.problem}.`,
        position: scan.error.position,
      };
    }
    return { status: 'syntax-error', message: 'The text is not valid JSON.', position: null };
  }

  const scan = scanJson(text, keysMatterIn);
  const problems: ExtrasProblem[] =
    scan.ok === true
      ? scan.duplicates
          .filter(({ key }) => !isIgnoredExtrasKey(key))
          .map(({ parent, key }) => ({
            path: formatExtrasPath([...parent, key]),
            rule: 'duplicate-key',
            message: duplicateMessage(parent, key),
          }))
      : [];

  const result = validateExtras(value);
  if (!result.ok) problems.push(...result.violations);
  if (problems.length > 0 || !result.ok) return { status: 'invalid', problems };
  return {
    status: 'valid',
    extras: result.extras,
    savedKeys: countExtrasKeys(result.extras),
    ignored: result.ignored,
  };
}
