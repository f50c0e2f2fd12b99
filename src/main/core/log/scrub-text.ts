import { triePattern } from './trie-pattern';

/**
 * Blanks what must never leave the clinic in a piece of text: credentials and keys, Indian health
 * and phone numbers, e-mail and ABHA addresses, dates, and (given them) the saved patients' names
 * and identifiers. Used on every string of a log line before a support bundle is written
 * (docs/diagnostics.md lists each rule). It blanks too much rather than too little: a word that
 * merely looks like a secret is blanked as well.
 */

/** A patient name word shorter than this is only blanked as part of the whole name ("Li Na"). */
export const NAME_WORD_MIN = 3;

/** Blanks to write, so a reader still sees what kind of thing stood there. */
export const BLANK = {
  secret: '[secret]',
  jwt: '[jwt]',
  key: '[key]',
  query: '[query]',
  credentials: '[credentials]',
  email: '[email]',
  abhaAddress: '[abha-address]',
  number: '[number]',
  date: '[date]',
  name: '[name]',
  identifier: '[patient-id]',
} as const;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MON = '(?:0?[1-9]|1[0-2])';

/** Names of fields whose value is a credential, in any spelling (`client_secret`, `apiKey`...). */
const SECRET_NAME =
  '[\\w.-]*(?:secret|password|passwd|passphrase|pwd|token|apikey|(?:api|signing|private|access|encryption|webhook|master|data)[_-]?key|signature|cookie|session[_-]?id|code[_-]?verifier|credential)[\\w.-]*';
export const SECRET_FIELD = new RegExp(`^(?:${SECRET_NAME}|authorization|otp)$`, 'i');

type Rule = [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** Applied in this order: headers and URLs before the shorter patterns they contain. */
const RULES: Rule[] = [
  // PEM private keys, whole.
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, BLANK.key],
  // Authorization / Proxy-Authorization headers of any scheme: everything after the name.
  [/\b((?:proxy-)?authorization)\b(["']?\s*[:=]\s*).*$/gim, `$1$2${BLANK.secret}`],
  [/\b(Digest|AWS4-HMAC-SHA256)\s+.*$/gm, `$1 ${BLANK.secret}`],
  [/\b(bearer)\s+[^\s"',;]+/gi, `$1 ${BLANK.secret}`],
  [
    /\b(Basic|Token|ApiKey|Negotiate|NTLM|DPoP|MAC|Hawk)\s+(?=[\w+/.~=-]{8,})[\w+/.~=-]+/g,
    `$1 ${BLANK.secret}`,
  ],
  // URLs: user:password@ and every query and fragment value (tokens ride there).
  [/(\b[a-z][\w+.-]*:\/\/)[^\s/@"'<>]+@/gi, `$1${BLANK.credentials}@`],
  [/(\b[a-z][\w+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, `$1?${BLANK.query}`],
  // name=value, name: value, "name":"value" for credential names.
  [
    new RegExp(`\\b(${SECRET_NAME})(\\s*[=:]\\s*|"\\s*:\\s*)("?)[^\\s&"',;]+`, 'gi'),
    `$1$2$3${BLANK.secret}`,
  ],
  [/\b(otp)(\s*[=:]\s*|"\s*:\s*)("?)[^\s&"',;]+/gi, `$1$2$3${BLANK.secret}`],
  // Tokens and keys by their shape.
  [/\beyJ[\w-]*\.[\w-]+(?:\.[\w-]*)*/g, BLANK.jwt],
  [/\b[\w-]{10,}\.[\w-]{10,}\.[\w-]{16,}(?:\.[\w-]*)*/g, BLANK.jwt],
  [/\b(?:whsec|sk|pk|rk)_[\w+/=-]{6,}/g, BLANK.key],
  [/\b(?:ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abposr]|AKIA|ASIA)[\w-]{10,}/g, BLANK.key],
  [/\b[0-9a-f]{32,}\b/gi, BLANK.key],
  [
    /[\w+/-]{32,}={0,2}/g,
    (match) => (/[A-Z]/.test(match) && /[a-z]/.test(match) && /\d/.test(match) ? BLANK.key : match),
  ],
  // Addresses.
  [/[\w.+-]+@(?:abdm|sbx)\b(?!\.)/gi, BLANK.abhaAddress],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, BLANK.email],
  // Dates of any usual form (a date of birth, a visit), before the digit runs they contain.
  [
    /\b\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?!\d)/g,
    BLANK.date,
  ],
  [/\b\d{4}\/\d{1,2}\/\d{1,2}\b/g, BLANK.date],
  [new RegExp(`\\b${DAY}[/-]${MON}[/-](?:\\d{4}|\\d{2})\\b`, 'g'), BLANK.date],
  [new RegExp(`\\b${DAY}\\.${MON}\\.\\d{4}\\b`, 'g'), BLANK.date],
  [/\b(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\b/g, BLANK.date],
  [
    new RegExp(`\\b${DAY}(?:st|nd|rd|th)?[\\s-]+${MONTH}\\.?,?[\\s-]+\\d{2,4}\\b`, 'gi'),
    BLANK.date,
  ],
  [new RegExp(`\\b${MONTH}\\.?\\s+${DAY}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'gi'), BLANK.date],
  [new RegExp(`\\b${MONTH}\\.?,?\\s+\\d{4}\\b`, 'gi'), BLANK.date],
  // Aadhaar (12, also 4-4-4), ABHA numbers (14, also 2-4-4-4), mobiles (10, +91): any run of ten
  // or more digits, single spaces or hyphens between them allowed.
  [/(?:\+\s?)?\d(?:[\s-]{0,2}\d){9,}/g, BLANK.number],
];

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

const around = (body: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'giu');

export interface TextScrubber {
  (text: string): string;
}

/**
 * A scrubber for text. `names` are blanked whole and word by word (words of NAME_WORD_MIN letters
 * or more), `identifiers` whole; both ignoring case.
 */
export function createTextScrubber(
  people: { names: readonly string[]; identifiers: readonly string[] } = {
    names: [],
    identifiers: [],
  },
): TextScrubber {
  const lower = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const wholeNames = people.names.map(lower).filter(Boolean);
  const words = people.names
    .flatMap((name) => lower(name).split(/[^\p{L}\p{M}\p{N}'’-]+/u))
    .filter((word) => [...word].length >= NAME_WORD_MIN);
  const ids = people.identifiers.map(lower).filter(Boolean);
  const own: Rule[] = [
    ...(ids.length > 0 ? [[around(triePattern(ids)), BLANK.identifier] as Rule] : []),
    ...(wholeNames.length > 0 ? [[around(triePattern(wholeNames)), BLANK.name] as Rule] : []),
    ...(words.length > 0 ? [[around(triePattern(words)), BLANK.name] as Rule] : []),
  ];
  // The saved patients' own values first: a UHID or name must go before a rule cuts it apart.
  const rules = [...own, ...RULES];
  return (text) => {
    // The app's ids (UUIDs) are kept: set aside behind marks no rule matches, put back at the end.
    const kept: string[] = [];
    let out = text
      .replace(/[\uE000-\uF8FF]/g, '?')
      .replace(UUID, (id) =>
        kept.length < 0x1000 ? `\uE000${String.fromCharCode(0xe100 + kept.push(id) - 1)}` : id,
      );
    for (const [pattern, replacement] of rules) {
      out =
        typeof replacement === 'string'
          ? out.replace(pattern, replacement)
          : out.replace(pattern, replacement);
    }
    return out.replace(
      /\uE000([\uE100-\uF0FF])/g,
      (_mark, index: string) => kept[index.charCodeAt(0) - 0xe100] ?? '',
    );
  };
}
