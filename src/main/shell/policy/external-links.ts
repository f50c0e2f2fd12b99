/**
 * Which links the app hands to the user's browser (`shell.openExternal`, from the window's
 * open handler in src/main/shell/window.ts, the one caller). The renderer shows links only to the
 * sources of its prescribing checks (AboutChecks, MedicineWarnings); the platform's and the app's
 * own sites are allowed besides. Everything else is refused and logged by origin only: never the
 * path's rest, the query or the fragment (a search link carries a drug or patient's words there),
 * never a user name or password.
 *
 * Hosts match exactly, after the URL parser's own normalisation (lower case, Unicode names turned
 * into their xn-- form): `eka.care.evil.com`, `evil-eka.care`, a Cyrillic `еka.care` and a
 * trailing-dot `eka.care.` are all other hosts. No subdomain is allowed by pattern.
 */

/** The platform's hosts as its published files name them (voice-v2.json: base, OAuth, docs). */
export const PLATFORM_HOSTS: readonly string[] = [
  'api.eka.care',
  'accounts.eka.care',
  'developer.eka.care',
  'eka.care',
  'www.eka.care',
];

/** The app's own site: package.json `homepage` (a test checks they agree). */
export const APP_HOSTS: readonly string[] = ['companion.clinic.care'];

/**
 * The hosts of the https sources the prescribing checks link to (src/shared/checks; a test reads
 * every URL there and finds each https one allowed). Sources still given as http:// are not
 * opened: the policy is https only.
 */
export const SOURCE_HOSTS: readonly string[] = [
  'academic.oup.com',
  'bedaryo.com',
  'cdn.slideserve.com',
  'crediblemeds.org',
  'dailymed.nlm.nih.gov',
  'docslib.org',
  'factdr.com',
  'farmako.in',
  'id.scribd.com',
  'indiangenericmedicines.com',
  'kul.in',
  'lavtripathi.com',
  'medicalguidelines.msf.org',
  'pharmapathway.com',
  'ru.scribd.com',
  'scribd.com',
  'studyres.com',
  'tabsul.in',
  'test.pharmabiz.com',
  'thehindubusinessline.com',
  'www.drugs.com',
  'www.drugsbanks.com',
  'www.ema.europa.eu',
  'www.fda.gov',
  'www.gov.uk',
  'www.medicinep.com',
  'www.medicines.org.uk',
  'www.ncbi.nlm.nih.gov',
  'www.nhlbi.nih.gov',
  'www.scribd.com',
  'www.therxreviewer.com',
  'www.who.int',
  'www.zuventus.com',
];

const ALLOWED_HOSTS = new Set([...PLATFORM_HOSTS, ...APP_HOSTS, ...SOURCE_HOSTS]);

/** The longest link opened (the longest source link is under 200 characters). */
export const MAX_EXTERNAL_URL_LENGTH = 2048;

export type ExternalLinkDecision =
  | { open: true; url: string }
  | {
      open: false;
      /** One sentence for the log, naming the rule. */
      reason: string;
      /** Scheme and host (and port) only: what the log may say about the link. */
      where: string;
    };

const refuse = (reason: string, where: string): ExternalLinkDecision => ({
  open: false,
  reason,
  where,
});

/** What of a parsed URL may be logged: its scheme, and its host and port when it has them. */
function whereOf(url: URL): string {
  return url.host === '' ? url.protocol : `${url.protocol}//${url.host}`;
}

export function externalLinkDecision(link: string): ExternalLinkDecision {
  if (link.length > MAX_EXTERNAL_URL_LENGTH) {
    return refuse(
      `The link is longer than ${MAX_EXTERNAL_URL_LENGTH} characters, so it was not opened.`,
      'too long to read',
    );
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refuse('The link is not a web address, so it was not opened.', 'unreadable');
  }
  const where = whereOf(url);
  if (url.protocol !== 'https:') {
    return refuse('Only https links are opened in the browser; this one was not.', where);
  }
  if (url.username !== '' || url.password !== '') {
    // The origin never includes them, so `where` stays clean.
    return refuse('The link carries a user name or password, so it was not opened.', where);
  }
  if (url.port !== '') {
    return refuse('The link names a port of its own, so it was not opened.', where);
  }
  if (!ALLOWED_HOSTS.has(url.hostname)) {
    return refuse(
      'The link goes to a site that is not one of the app’s sources, the platform or the app’s own site, so it was not opened.',
      where,
    );
  }
  return { open: true, url: url.href };
}
