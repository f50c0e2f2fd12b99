import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_WITHHELD } from '../../../src/main/core/app/diagnostics';
import { createLogger } from '../../../src/main/core/log/logger';
import { LOG_FILE, openLogFiles, type LogFiles } from '../../../src/main/core/log/log-files';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { makeTempDir } from '../../helpers/temp-dir';

/** One patient, every datum the app can hold of them, in the forms people write them. */
const PATIENT = {
  name: 'Zoya Hassan',
  birthDate: '1990-03-12',
  birthDateWritten: ['12/03/1990', '12 March 1990', '12.03.1990'],
  mobile: '+91 98450 12345',
  mobileDigits: '9845012345',
  aadhaar: '2345 6789 0123',
  aadhaarDigits: '234567890123',
  abha: '91-1234-5678-9012',
  abhaDigits: '91123456789012',
  abhaAddress: 'zoya.hassan@abdm',
  abhaSandboxAddress: 'zoyah1990@sbx',
  uhid: 'UHID/ZH/7731',
  email: 'zh1990@mail.example',
  visitDate: '2026-11-20',
};

/**
 * Credentials of every shape the bundle must blank, each short enough that only its own rule
 * catches it (a longer one would also be caught as a long random string).
 */
const SECRETS = {
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnLTQy',
  whsec: 'whsec_Mf9rGKYq',
  sk: 'sk_live_4eC39HqLyjWD',
  hex: '3b9f0c7e5a1d2f4b8c6e0a9d7f5b3c1e2a4d6f8b0c9e7a5d3f1b2c4e6a8d0f9b',
  base64: 'q8Zr2LmP0xK7vN4wT1yB6cH3jF9sD5gA0eU2iO7pQ4k=',
  clientSecret: 'clinic-42-very-secret-1',
  password: 'Tr0ub4dor3x',
  authorization: 'Custom c2VjcmV0',
  basic: 'Y2xpbmljOnBhc3M=',
  bearer: 'b3ar3r-t0ken',
  hookToken: 'hooktok8812',
  queryValue: 'qv7781zz',
};

const FORBIDDEN = [
  PATIENT.name,
  'Zoya',
  'Hassan',
  PATIENT.birthDate,
  ...PATIENT.birthDateWritten,
  PATIENT.mobile,
  PATIENT.mobileDigits,
  '98450 12345',
  PATIENT.aadhaar,
  PATIENT.aadhaarDigits,
  PATIENT.abha,
  PATIENT.abhaDigits,
  PATIENT.abhaAddress,
  PATIENT.abhaSandboxAddress,
  PATIENT.email,
  PATIENT.uhid,
  PATIENT.visitDate,
  ...Object.values(SECRETS),
  'c2VjcmV0',
];

/** Every datum and secret in one text, as careless code or a person would write it. */
const EVERYTHING = [
  `${PATIENT.name} (dob ${PATIENT.birthDate}, ${PATIENT.birthDateWritten.join(', ')})`,
  `mobile ${PATIENT.mobile} / ${PATIENT.mobileDigits}, aadhaar ${PATIENT.aadhaar} / ${PATIENT.aadhaarDigits}`,
  `abha ${PATIENT.abha} / ${PATIENT.abhaDigits} ${PATIENT.abhaAddress} ${PATIENT.abhaSandboxAddress}`,
  `mail ${PATIENT.email}, uhid ${PATIENT.uhid}, visit ${PATIENT.visitDate}`,
  `token ${SECRETS.jwt} key ${SECRETS.whsec} ${SECRETS.sk} ${SECRETS.hex} ${SECRETS.base64}`,
  `client_secret=${SECRETS.clientSecret}&password=${SECRETS.password}`,
  `sent Basic ${SECRETS.basic} and Bearer ${SECRETS.bearer}`,
  `https://hooks.clinic.example/in?k=${SECRETS.queryValue}`,
  `https://hooks.clinic.example/in?token=${SECRETS.hookToken}`,
  // Last: this header's rule blanks the rest of the text.
  `Authorization: ${SECRETS.authorization}`,
].join('; ');

/** What a support person needs, in a line as the app writes it. */
const USEFUL = {
  code: 'SQLITE_BUSY',
  status: 503,
  ms: 1234,
  operation: 'patient.create',
  attempts: 3,
  electron: '45.0.1',
  id: '3f2a9c1e-4b7d-4e2a-9f1c-0a1b2c3d4e5f',
};

let app: TestCompanion | undefined;
let logs: LogFiles | undefined;
afterEach(async () => {
  await app?.close();
  logs?.close();
  app = undefined;
  logs = undefined;
});

async function start(): Promise<{
  app: TestCompanion;
  logs: LogFiles;
  logDir: string;
  crashes: string;
}> {
  const logDir = path.join(makeTempDir('companion-logs-').dir, 'logs');
  const crashes = path.join(makeTempDir('companion-crashes-').dir, 'Crashpad');
  // As the shell does: the real logger writing the real rotated log file bundles read.
  logs = openLogFiles(logDir);
  const files = logs;
  app = await startTestCompanion({
    core: {
      logger: createLogger(files.destination, 'debug'),
      diagnostics: { recentLogLines: (n) => files.recentLines(n), crashDumpsDir: crashes },
    },
  });
  return { app, logs: files, logDir, crashes };
}

describe('the diagnostics bundle', () => {
  it('holds none of a patient’s data or any secret put everywhere they can go, and keeps what support needs', async () => {
    const { app, logDir, crashes } = await start();
    const logger = createLogger(logs!.destination, 'debug');

    // The patient, saved in the directory (and their create queued for the platform).
    await app.value('patients:create', {
      name: PATIENT.name,
      sex: 'female',
      birthDate: PATIENT.birthDate,
      mobile: PATIENT.mobile,
      uhid: PATIENT.uhid,
      abhaNumber: PATIENT.abha,
    });
    // A webhook whose endpoint carries a query token.
    await app.value('webhooks:register', {
      event_names: ['appointment.created'],
      endpoint: `https://hooks.clinic.example/in?token=${SECRETS.hookToken}`,
      signing_key: `${SECRETS.whsec}-0123456789`,
      protocol: 'https',
    });
    // Every free-text setting.
    await app.value('consultation:save-settings', { consentText: `I consent. ${EVERYTHING}` });
    await app.value('profile:save-extras', {
      extras: { patient: PATIENT.name, dob: PATIENT.birthDate, note: EVERYTHING },
    });
    await app.value('recording:save-settings', {
      model: 'pro',
      templates: ['Zoya_Hassan_1990-03-12'],
      languageHint: ['en', 'hi'],
    });
    // Settings no code names yet (a letterhead, notes), written straight to the table.
    const now = new Date().toISOString();
    for (const key of ['printout.letterhead', 'clinic.notes', `draft.${PATIENT.name}`]) {
      app.core.db
        .prepare('INSERT INTO settings (key, value, secret, updated_at) VALUES (?, ?, NULL, ?)')
        .run(key, EVERYTHING, now);
    }
    // The account, last: its id, key id and secrets typed by a person.
    await app.value('settings:save-platform', {
      baseUrl: `${app.sandbox.url}/?token=${SECRETS.hookToken}`,
      clientId: `${PATIENT.name} ${PATIENT.mobileDigits}`,
      clientSecret: SECRETS.jwt,
      jweKid: `kid ${PATIENT.birthDate}`,
      jweSecret: 'qrstuvwxyzabcdef',
    });

    // A second patient (same person, other fields), queued behind the account's broken address.
    await app.value('patients:create', {
      name: PATIENT.name,
      sex: 'female',
      ageYears: 36,
      abhaNumber: PATIENT.abhaDigits,
    });

    // Log lines of each level, error messages in fields, a line not written by the logger.
    for (const level of ['debug', 'info', 'warn', 'error'] as const) {
      logger[level](
        {
          patient: PATIENT.name,
          detail: EVERYTHING,
          error: `NOT_FOUND: ${EVERYTHING}`,
          [PATIENT.name]: PATIENT.birthDate,
          url: `https://hooks.clinic.example/in?token=${SECRETS.hookToken}`,
          mobile: Number(PATIENT.mobileDigits),
          headers: { Authorization: `Basic ${SECRETS.basic}`, cookie: SECRETS.hex },
        },
        `${level}: ${EVERYTHING}`,
      );
    }
    logger.error({ err: new Error(EVERYTHING), message: new Error(EVERYTHING).message }, 'failed');
    logger.info(USEFUL, 'outbox send failed');
    appendFileSync(path.join(logDir, LOG_FILE), `2026-11-28T10:00:00.000Z Fatal: ${EVERYTHING}\n`);

    // A crash dump whose name carries the patient.
    mkdirSync(path.join(crashes, 'completed'), { recursive: true });
    writeFileSync(
      path.join(crashes, 'completed', `${PATIENT.name} ${PATIENT.mobileDigits}.dmp`),
      EVERYTHING,
    );

    const saved = await app.value('app:save-diagnostics', {});
    const text = readFileSync(saved.file, 'utf8');
    const lower = text.toLowerCase();
    for (const datum of FORBIDDEN) {
      expect(lower.includes(datum.toLowerCase()), `the bundle holds ${datum}`).toBe(false);
    }

    // What support needs is still there.
    const bundle = JSON.parse(text) as {
      app: { version: string };
      runtime: { platform: string; osRelease: string; versions: Record<string, string | null> };
      settings: { listed: Record<string, { what: string; value: string }>; notListed: number };
      outbox: { pending: number };
      outboxByKind: Record<string, Record<string, number>>;
      crashDumps: { count: number };
      log: string[];
    };
    expect(bundle.app.version).toBe('0.0.0-test');
    expect(bundle.runtime.platform).toBe(process.platform);
    expect(bundle.runtime.osRelease).not.toBe('');
    expect(bundle.runtime.versions.node).toBe(process.versions.node);
    expect(bundle.outbox.pending).toBeGreaterThan(0);
    expect(Object.keys(bundle.outboxByKind)).toContain('patient.create');
    expect(bundle.crashDumps.count).toBe(1);
    const useful = bundle.log
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'outbox send failed');
    expect(useful).toMatchObject({ level: 30, app: 'clinic-companion', ...USEFUL });
    expect(typeof useful?.time).toBe('number');
    expect(useful?.pid).toBe(process.pid);
    expect(bundle.log.at(-1)).toMatch(/^2026-11-28T10:00:00\.000Z Fatal: \[name\]/);

    // Settings: by name only, typed text as its length, the unnamed ones only counted.
    const value = (key: string) => bundle.settings.listed[key]?.value;
    expect(value('platform.base_url')).toBe('set: http, this computer');
    expect(value('platform.client_id')).toBe('set');
    expect(value('platform.client_secret')).toBe('[secret: set]');
    expect(value('consultation.consent_text')).toMatch(/^set, \d+ characters$/);
    expect(value('recording.model')).toBe('pro');
    expect(value('recording.templates')).toBe('1 chosen');
    expect(value('recording.language-hint')).toBe('en, hi');
    expect(value('pad.send_structured')).toBe('not set');
    expect(bundle.settings.notListed).toBe(3);
  });

  it('leaves the log out, and says why, when the saved patients cannot be read', async () => {
    const { app } = await start();
    await app.value('patients:create', {
      name: PATIENT.name,
      sex: 'female',
      ageYears: 36,
    });
    await app.restart(() => app.keychain.setAvailable(false));
    const bundle = JSON.parse(
      readFileSync((await app.value('app:save-diagnostics', {})).file, 'utf8'),
    ) as { log: string[]; logWithheld?: string };
    expect(bundle.log).toEqual([]);
    expect(bundle.logWithheld).toBe(LOG_WITHHELD);
  });
});
