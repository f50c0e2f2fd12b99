import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_LINE_CHARS, scrubLogLine } from '../../../../src/main/core/app/diagnostic-log';
import { createTextScrubber, NAME_WORD_MIN } from '../../../../src/main/core/log/scrub-text';

const plain = createTextScrubber();

/** Each kind of secret or patient datum, in a sentence, and the part that must not survive. */
const BLANKED: [kind: string, text: string, secret: string][] = [
  [
    'JWT',
    'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXZhbHVl sent',
    'eyJhbGciOiJIUzI1NiJ9',
  ],
  ['JWT without eyJ', 'got abcdefghij12.klmnopqrst34.uvwxyzABCDEFGHIJ56 back', 'klmnopqrst34'],
  ['webhook key', 'key whsec_c2VjcmV0LWtleS12YWx1ZQ used', 'c2VjcmV0LWtleS12YWx1ZQ'],
  ['sk_ key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', '4eC39HqLyjWDarjtT1zdp7dc'],
  ['pk_ key', 'pk_test_TYooMQauvdEDq54NiTphI7jx', 'TYooMQauvdEDq54NiTphI7jx'],
  [
    'hex secret',
    'seed 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    '9f86d081884c7d65',
  ],
  ['base64 secret', 'k=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MEFCQ0RFRkdI', 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5'],
  ['client_secret=', 'grant_type=client_credentials&client_secret=hunter2xyz&x=1', 'hunter2xyz'],
  ['password=', 'password=Tr0ub4dor', 'Tr0ub4dor'],
  ['JSON secret', '{"clientSecret":"s3cr3t-value"}', 's3cr3t-value'],
  ['Authorization Basic', 'Authorization: Basic dXNlcjpwYXNz', 'dXNlcjpwYXNz'],
  ['Authorization custom scheme', 'authorization=Custom abc', 'Custom abc'],
  ['Bearer', 'sent Bearer abc.def-ghi', 'abc.def-ghi'],
  ['Digest', 'Digest username="dr", response="6629fae49393a05397450978507c4ef1"', 'username'],
  ['URL query token', 'https://hooks.example.com/in?token=abc123&k=q9', 'abc123'],
  ['URL credentials', 'https://user:pa55@proxy.example.com/', 'pa55'],
  ['Aadhaar', 'aadhaar 234567890123', '234567890123'],
  ['Aadhaar 4-4-4', 'aadhaar 2345 6789 0123', '2345 6789'],
  ['ABHA number', 'abha 91123456789012', '91123456789012'],
  ['ABHA 2-4-4-4', 'abha 91-1234-5678-9012', '1234-5678'],
  ['ABHA address', 'zoya.h@abdm', 'zoya.h'],
  ['ABHA sandbox address', 'linked zoya_1990@sbx today', 'zoya_1990'],
  ['mobile', 'mobile 9845012345', '9845012345'],
  ['mobile +91', 'call +91 98450 12345', '98450'],
  ['e-mail', 'to dr.anita@clinic.example', 'dr.anita'],
  ['ISO date', 'born 1990-03-12', '1990-03-12'],
  ['ISO date-time', 'visit at 2026-11-20T10:30:00+05:30', '2026-11-20'],
  ['dd/mm/yyyy', 'dob 12/03/1990', '12/03/1990'],
  ['dd-mm-yy', 'dob 12-03-90', '12-03-90'],
  ['dd.mm.yyyy', 'dob 12.03.1990', '12.03.1990'],
  ['day month year', 'born 12 March 1990', 'March'],
  ['month day, year', 'seen Mar 12, 2026', 'Mar 12'],
  ['compact date', 'dob 19900312', '19900312'],
  ['OTP', 'otp=482913', '482913'],
];

describe('the text scrubber', () => {
  it.each(BLANKED)('blanks %s', (_kind, text, secret) => {
    expect(plain(text)).not.toContain(secret);
  });

  it('keeps what makes a bundle useful: versions, codes, timings, ids, counts', () => {
    const useful =
      'node 22.12.0 electron 45.0.1 sqlite 3.54.0 SQLITE_BUSY HTTP 503 took 1234 ms ' +
      'row 3f2a9c1e-4b7d-4e2a-9f1c-0a1b2c3d4e5f 68117297-f123-4567-8901-b47469f46ec3 patient.create x3 127.0.0.1:8443 win32 10.0.22631';
    expect(plain(useful)).toBe(useful);
  });

  it(`blanks saved names whole, and their words of ${NAME_WORD_MIN} letters or more alone`, () => {
    const scrub = createTextScrubber({
      names: ['Li Na', 'Zoe Ab', 'Ravi Kumar'],
      identifiers: ['MRN-0042'],
    });
    expect(scrub('Li Na came')).toBe('[name] came');
    expect(scrub('dear Li, Na')).toBe('dear Li, Na'); // 2 letters: one under the limit
    expect(scrub('zoe left; Ab stays')).toBe('[name] left; Ab stays'); // 3: at the limit
    expect(scrub('RAVI and kumar')).toBe('[name] and [name]'); // 4 and 5: over it
    expect(scrub('Ravikumar')).toBe('Ravikumar'); // not a word of the name
    const shared = createTextScrubber({ names: ['Ravi Kumar', 'Ravindra Rao'], identifiers: [] });
    expect(shared('RAVINDRA, ravi, Rav, Ravin, Rao')).toBe('[name], [name], Rav, Ravin, [name]');
    expect(scrub('uhid MRN-0042 seen')).toBe('uhid [patient-id] seen');
  });
});

describe('a log line in the bundle', () => {
  const scrub = createTextScrubber({ names: ['Zoya Hassan'], identifiers: [] });

  it('keeps level, time, pid and the app, blanks the computer name and every other value', () => {
    const line = JSON.stringify({
      level: 50,
      time: 1764327950123,
      pid: 4242,
      hostname: 'DR-ZOYA-LAPTOP',
      app: 'clinic-companion',
      signing_key: 'abc',
      note: { 'Zoya Hassan': '1990-03-12', tries: 3, mobile: 9845012345 },
      msg: 'outbox send failed',
    });
    expect(JSON.parse(scrubLogLine(line, scrub))).toEqual({
      level: 50,
      time: 1764327950123,
      pid: 4242,
      hostname: '[host]',
      app: 'clinic-companion',
      signing_key: '[secret]',
      note: { '[name]': '[date]', tries: 3, mobile: '[number]' },
      msg: 'outbox send failed',
    });
  });

  it('keeps the leading timestamp of a line that is not JSON and blanks any later date', () => {
    expect(scrubLogLine('2026-11-28T10:00:00.000Z crash: Zoya born 1990-03-12', scrub)).toBe(
      '2026-11-28T10:00:00.000Z crash: [name] born [date]',
    );
  });

  it(`is cut after ${DIAGNOSTIC_LINE_CHARS} characters, once blanked`, () => {
    const of = (n: number) => scrubLogLine('xy'.repeat(n).slice(0, n), scrub);
    expect(of(DIAGNOSTIC_LINE_CHARS - 1)).toHaveLength(DIAGNOSTIC_LINE_CHARS - 1);
    expect(of(DIAGNOSTIC_LINE_CHARS)).toHaveLength(DIAGNOSTIC_LINE_CHARS);
    expect(of(DIAGNOSTIC_LINE_CHARS + 1)).toBe(`${of(DIAGNOSTIC_LINE_CHARS)}…[cut 1 characters]`);
  });
});
