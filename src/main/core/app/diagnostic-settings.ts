import { PRINT_LANGUAGES } from '../../../shared/pad/directions/languages';

/**
 * The settings a support bundle may show, by name (an allow-list): each says what it is and how
 * much of its value is shown. A key not named here never enters the bundle, not even its name
 * (only how many such keys there are). Nothing a person typed is copied: typed text shows only
 * whether it is set and its length; choices show their value only when it is one of the known
 * values. docs/diagnostics.md lists the same table.
 */

type Shown =
  | { kind: 'secret' }
  | { kind: 'typed' }
  | { kind: 'text' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'address' }
  | { kind: 'list-count' }
  | { kind: 'codes'; pattern: RegExp }
  | { kind: 'time' };

export interface ListedSetting {
  what: string;
  shown: Shown;
}

export const DIAGNOSTIC_SETTINGS: Readonly<Record<string, ListedSetting>> = {
  'platform.base_url': {
    what: 'The platform address the app signs in to (shown: its scheme, and whether it is this computer)',
    shown: { kind: 'address' },
  },
  'platform.client_id': {
    what: 'The account’s client id (shown: set or not)',
    shown: { kind: 'typed' },
  },
  'platform.jwe_kid': {
    what: 'The id of the document encryption key (shown: set or not)',
    shown: { kind: 'typed' },
  },
  'platform.client_secret': { what: 'The account’s client secret', shown: { kind: 'secret' } },
  'platform.jwe_secret': { what: 'The document encryption secret', shown: { kind: 'secret' } },
  'data.key': { what: 'The local data key, wrapped by the keychain', shown: { kind: 'secret' } },
  'consultation.consent_text': {
    what: 'The recording consent text, when changed from the default (shown: its length)',
    shown: { kind: 'text' },
  },
  'profile.extras': {
    what: 'The doctor’s EMR profile extras (shown: their length)',
    shown: { kind: 'text' },
  },
  'profile.extras_saved_at': {
    what: 'When the profile extras were last saved',
    shown: { kind: 'time' },
  },
  'pad.send_structured': {
    what: 'Whether the structured prescription is also sent',
    shown: { kind: 'choice', values: ['on', 'off'] },
  },
  'recording.model': {
    what: 'The transcription model',
    shown: { kind: 'choice', values: ['lite', 'pro'] },
  },
  'recording.templates': {
    what: 'The note templates chosen for recordings (shown: how many)',
    shown: { kind: 'list-count' },
  },
  'recording.language-hint': {
    what: 'The languages recordings are transcribed in (language codes)',
    shown: { kind: 'codes', pattern: /^(?:[a-z]{2,3}(?:-[A-Za-z]{2,4})?|auto_detect)$/ },
  },
  'documents.upload_form': {
    what: 'How documents are uploaded',
    shown: { kind: 'choice', values: ['jwe', 'multipart'] },
  },
  'printout.language': {
    what: 'The default language of the printout’s directions',
    shown: { kind: 'choice', values: PRINT_LANGUAGES },
  },
  'local-data.vacuumed-at': {
    what: 'When the database was last compacted',
    shown: { kind: 'time' },
  },
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/** A list kept as JSON text, or undefined when it is not one. */
function jsonList(value: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function show(shown: Shown, value: string | undefined, secret: boolean): string {
  if (shown.kind === 'secret') return secret ? '[secret: set]' : 'not set';
  if (value === undefined || value === '') return secret ? '[secret: set]' : 'not set';
  switch (shown.kind) {
    case 'typed':
      return 'set';
    case 'text':
      return `set, ${[...value].length} characters`;
    case 'choice':
      return shown.values.includes(value) ? value : 'set, not a known value';
    case 'address': {
      try {
        const url = new URL(value);
        const where = LOOPBACK.has(url.hostname) ? 'this computer' : 'another computer';
        return `set: ${url.protocol.replace(':', '')}, ${where}`;
      } catch {
        return 'set, not an address';
      }
    }
    case 'list-count': {
      const list = jsonList(value);
      return list ? `${list.length} chosen` : 'set, not readable';
    }
    case 'codes': {
      const list = jsonList(value);
      if (!list || !list.every((code) => typeof code === 'string' && shown.pattern.test(code))) {
        return 'set, not readable';
      }
      return list.length === 0 ? 'none' : list.join(', ');
    }
    case 'time': {
      const ms = /^\d{1,15}$/.test(value)
        ? Number(value)
        : ISO.test(value)
          ? Date.parse(value)
          : NaN;
      return Number.isFinite(ms) ? new Date(ms).toISOString() : 'set, not a time';
    }
  }
}

export interface DiagnosticSettings {
  /** Every listed setting, set or not, with what it is and what is shown of it. */
  listed: Record<string, { what: string; value: string }>;
  /** How many other settings this computer has (neither names nor values are shown). */
  notListed: number;
}

export function settingsForDiagnostics(
  rows: readonly { key: string; value: string | undefined; secret: boolean }[],
): DiagnosticSettings {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const listed = Object.fromEntries(
    Object.entries(DIAGNOSTIC_SETTINGS).map(([key, setting]) => {
      const row = byKey.get(key);
      return [
        key,
        { what: setting.what, value: row ? show(setting.shown, row.value, row.secret) : 'not set' },
      ];
    }),
  );
  const notListed = rows.filter((row) => !Object.hasOwn(DIAGNOSTIC_SETTINGS, row.key)).length;
  return { listed, notListed };
}
