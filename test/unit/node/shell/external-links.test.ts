import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_HOSTS,
  MAX_EXTERNAL_URL_LENGTH,
  PLATFORM_HOSTS,
  SOURCE_HOSTS,
  externalLinkDecision,
} from '../../../../src/main/shell/policy/external-links';
import { aboutChecks } from '../../../../src/shared/checks/about-checks';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const opened = (link: string) => externalLinkDecision(link);
const refused = (link: string) => {
  const decision = externalLinkDecision(link);
  if (decision.open) throw new Error(`${link} was opened`);
  return decision;
};

/** Every URL written in the prescribing checks' tables (the links the pad can show). */
function checkSourceUrls(): string[] {
  const dir = path.join(ROOT, 'src/shared/checks');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => [
      ...readFileSync(path.join(dir, name), 'utf8').matchAll(/https?:\/\/[A-Za-z0-9.-]+[^'`"\s]*/g),
    ])
    .map((match) => match[0]);
}

describe('external links', () => {
  it('opens https links to the platform, the app’s site and the checks’ sources', () => {
    for (const host of [...PLATFORM_HOSTS, ...APP_HOSTS, ...SOURCE_HOSTS]) {
      expect(opened(`https://${host}/some/page`), host).toEqual({
        open: true,
        url: `https://${host}/some/page`,
      });
    }
    // Normalised by the URL parser: upper case and the default port are the same host.
    expect(opened('HTTPS://WWW.FDA.GOV:443/media/150774/download')).toEqual({
      open: true,
      url: 'https://www.fda.gov/media/150774/download',
    });
  });

  it('opens every source the app shows: all are https', () => {
    const shown = [...aboutChecks().sources.map((s) => s.url), ...checkSourceUrls()];
    const https = shown.filter((url) => url.startsWith('https://'));
    expect(https.length).toBeGreaterThan(100);
    for (const url of https) expect(opened(url).open, url).toBe(true);
    const http = [...new Set(shown.filter((url) => url.startsWith('http://')))].map(
      (url) => new URL(url).host,
    );
    expect([...new Set(http)].sort()).toEqual([]);
  });

  it('agrees with package.json’s homepage', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      homepage: string;
    };
    expect(APP_HOSTS).toEqual([new URL(pkg.homepage).hostname]);
  });

  it('refuses lookalike hosts', () => {
    for (const link of [
      'https://eka.care.evil.com/',
      'https://evil-eka.care/',
      'https://api.eka.care.evil.com/login',
      'https://eka.care./',
      'https://xn--ka-mlc.care/', // a Cyrillic е in place of the e
      'https://еka.care/', // the same, written in Unicode
      'https://www.fda.gov.evil.com/',
      'https://other.eka.care/',
    ]) {
      expect(refused(link).reason, link).toMatch(/not one of the app’s sources/);
    }
    expect(refused('https://еka.care/').where).toBe('https://xn--ka-mlc.care');
  });

  it('refuses http, other schemes, user names and passwords, and ports of their own', () => {
    expect(refused('http://www.fda.gov/')).toEqual({
      open: false,
      reason: 'Only https links are opened in the browser; this one was not.',
      where: 'http://www.fda.gov',
    });
    expect(refused('javascript:alert(document.cookie)')).toMatchObject({ where: 'javascript:' });
    expect(refused('file:///C:/Windows/System32/calc.exe')).toMatchObject({ where: 'file:' });
    expect(refused('file://server/share/x.exe').where).toBe('file://server');
    for (const link of ['ftp://www.fda.gov/', 'smb://www.fda.gov/', 'data:text/html,hi']) {
      expect(refused(link).reason, link).toMatch(/Only https/);
    }
    expect(refused('https://user:secret@www.fda.gov/')).toEqual({
      open: false,
      reason: 'The link carries a user name or password, so it was not opened.',
      where: 'https://www.fda.gov',
    });
    expect(refused('https://user@www.fda.gov/').reason).toMatch(/user name or password/);
    for (const port of ['8443', '80', '1']) {
      expect(refused(`https://www.fda.gov:${port}/`)).toEqual({
        open: false,
        reason: 'The link names a port of its own, so it was not opened.',
        where: `https://www.fda.gov:${port}`,
      });
    }
    expect(refused('not a link').where).toBe('unreadable');
  });

  it('never says the path, the query or the fragment of a refused link', () => {
    const link = 'https://evil.example/patients/Asha-Rao?name=Asha+Rao&mobile=9845012345#dob';
    const decision = refused(link);
    expect(decision.where).toBe('https://evil.example');
    const said = JSON.stringify(decision);
    for (const part of ['Asha', '9845012345', 'dob', 'patients']) expect(said).not.toContain(part);
  });

  it(`opens a link of ${MAX_EXTERNAL_URL_LENGTH} characters and refuses one longer`, () => {
    const base = 'https://dailymed.nlm.nih.gov/?q=';
    const ofLength = (n: number) => base + 'a'.repeat(n - base.length);
    expect(opened(ofLength(MAX_EXTERNAL_URL_LENGTH - 1)).open).toBe(true);
    expect(opened(ofLength(MAX_EXTERNAL_URL_LENGTH)).open).toBe(true);
    expect(refused(ofLength(MAX_EXTERNAL_URL_LENGTH + 1))).toEqual({
      open: false,
      reason: 'The link is longer than 2048 characters, so it was not opened.',
      where: 'too long to read',
    });
  });

  it('is the only way the shell opens a link', () => {
    const callers = ['src/main', 'src/preload']
      .flatMap((dir) =>
        readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.ts'))
          .map((file) => path.join(dir, file)),
      )
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/openExternal\(([^)]*)\)/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(callers).toEqual([`${path.join('src/main/shell/window.ts')}: decision.url`]);
  });
});
