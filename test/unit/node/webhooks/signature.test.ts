import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import deliveries from '../../../../spec/published/webhook-deliveries.json';
import samples from '../../../../spec/published/webhook-samples.json';
import { compactJson } from '../../../../src/main/core/webhooks/compact-json';
import {
  DEFAULT_TOLERANCE_MS,
  createReplayGuard,
  parseSignatureHeader,
  verifySignature,
} from '../../../../src/main/core/webhooks/signature';
import { buildEventCatalogue } from '../../../../src/shared/webhooks/catalogue';

// A test key, written out here on purpose: the signature is computed independently below.
const KEY = 'test-signing-key-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const T = Math.floor(NOW / 1000);

/** Signs as docs/platform.md says: hex HMAC-SHA256(key, "<t>.<body>"). */
function sign(body: string, t: number | string = T, key = KEY): string {
  const v1 = createHmac('sha256', key).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

const catalogue = buildEventCatalogue(deliveries, samples);
/** Every published payload: the samples page's three and one per delivered event kind. */
const published: [string, unknown][] = [
  ...samples.map((s, i): [string, unknown] => [`samples[${i}] ${s.event_type}`, s]),
  ...catalogue.map((kind): [string, unknown] => [`deliveries ${kind.name}`, kind.sample]),
];

describe('the signature verifier on every published payload', () => {
  it('has the published payloads to check', () => {
    expect(published.length).toBeGreaterThanOrEqual(3 + 30);
  });

  for (const [label, payload] of published) {
    const pretty = JSON.stringify(payload, null, 2);
    const compact = JSON.stringify(payload);

    it(`${label}: raw body verifies, and says so`, () => {
      const verdict = verifySignature({ header: sign(pretty), body: pretty, key: KEY, now: NOW });
      expect(verdict).toMatchObject({ ok: true, kind: 'verified', matched: 'raw' });
    });

    it(`${label}: signed over the compact form (as the platform's library does) verifies as compact`, () => {
      const verdict = verifySignature({ header: sign(compact), body: pretty, key: KEY, now: NOW });
      expect(verdict).toMatchObject({ ok: true, matched: 'compact' });
      expect(verdict.message).toMatch(/compact re-serialisation/);
    });

    it(`${label}: a tampered body, a wrong key and an old timestamp are refused`, () => {
      const tampered = pretty.replace(/^\{/, '{"tampered": 1,');
      expect(tampered).not.toBe(pretty);
      expect(
        verifySignature({ header: sign(pretty), body: tampered, key: KEY, now: NOW }).kind,
      ).toBe('signature-mismatch');
      expect(
        verifySignature({ header: sign(pretty, T, `${KEY}x`), body: pretty, key: KEY, now: NOW })
          .kind,
      ).toBe('signature-mismatch');
      expect(
        verifySignature({ header: sign(pretty, T - 181), body: pretty, key: KEY, now: NOW }).kind,
      ).toBe('too-old');
    });
  }
});

describe('the verifier rules', () => {
  const body = JSON.stringify(samples[2]);

  it('reads t in seconds or milliseconds', () => {
    const ms = verifySignature({ header: sign(body, NOW - 5000), body, key: KEY, now: NOW });
    expect(ms).toMatchObject({ ok: true, timestampUnit: 'milliseconds', ageMs: 5000 });
    const s = verifySignature({ header: sign(body, T - 5), body, key: KEY, now: NOW });
    expect(s).toMatchObject({ ok: true, timestampUnit: 'seconds', ageMs: 5000 });
  });

  it('takes a configurable tolerance, both ways', () => {
    const old = sign(body, T - 100);
    expect(verifySignature({ header: old, body, key: KEY, now: NOW }).ok).toBe(true);
    const tight = verifySignature({ header: old, body, key: KEY, now: NOW, toleranceMs: 60_000 });
    expect(tight).toMatchObject({ ok: false, kind: 'too-old' });
    expect(tight.message).toMatch(/100 s old, past the 60 s tolerance/);
    const ahead = verifySignature({ header: sign(body, T + 600), body, key: KEY, now: NOW });
    expect(ahead.kind).toBe('from-the-future');
  });

  it('refuses a replay of an accepted (t, v1) pair, and forgets it once it could no longer pass', () => {
    const replays = createReplayGuard();
    const header = sign(body);
    expect(verifySignature({ header, body, key: KEY, now: NOW, replays }).ok).toBe(true);
    const again = verifySignature({ header, body, key: KEY, now: NOW + 1000, replays });
    expect(again).toMatchObject({ ok: false, kind: 'replay' });
    expect(again.message).toMatch(/already accepted/);
    // A fresh signature of the same body is a new delivery.
    expect(
      verifySignature({ header: sign(body, T + 1), body, key: KEY, now: NOW + 1000, replays }).ok,
    ).toBe(true);
  });

  it('still refuses the replay at the last moment the signature could pass, and only then calls it too old', () => {
    const replays = createReplayGuard();
    const header = sign(body);
    const at = (now: number) => verifySignature({ header, body, key: KEY, now, replays });
    expect(at(NOW).ok).toBe(true);
    // Exactly the tolerance old: the time check passes, so the replay guard must catch it.
    expect(at(NOW + DEFAULT_TOLERANCE_MS)).toMatchObject({ ok: false, kind: 'replay' });
    expect(at(NOW + DEFAULT_TOLERANCE_MS + 1)).toMatchObject({ ok: false, kind: 'too-old' });
    // The guard itself: an entry holds up to its expiry, inclusive.
    const guard = createReplayGuard();
    guard.remember('k', NOW, NOW + 1000);
    expect([guard.seen('k', NOW + 1000), guard.seen('k', NOW + 1001)]).toEqual([true, false]);
    // Another entry remembered at that moment does not prune it early.
    guard.remember('l', NOW + 1000, NOW + 5000);
    expect(guard.seen('k', NOW + 1000)).toBe(true);
  });

  it('gives a missing or malformed header its own verdict in words', () => {
    for (const header of [undefined, null, '', '   ']) {
      const verdict = verifySignature({ header, body, key: KEY, now: NOW });
      expect(verdict.kind).toBe('missing-header');
      expect(verdict.message).toMatch(/no Eka-Webhook-Signature header/);
    }
    const v1 = 'a'.repeat(64);
    const cases: [string, RegExp][] = [
      ['garbage', /not a key=value pair/],
      [`v1=${v1}`, /no timestamp t/],
      [`t=${T}`, /no v1 signature/],
      [`t=12.5,v1=${v1}`, /not a whole number/],
      [`t=${T},v1=abc`, /not 64 hexadecimal digits/],
      [`t=${T},t=${T},v1=${v1}`, /given twice/],
    ];
    for (const [header, words] of cases) {
      const verdict = verifySignature({ header, body, key: KEY, now: NOW });
      expect(verdict.kind, header).toBe('malformed-header');
      expect(verdict.message).toMatch(words);
    }
    expect(verifySignature({ header: sign(body), body, key: '', now: NOW }).kind).toBe('no-key');
  });

  it('accepts any of several v1 values and ignores unknown schemes', () => {
    const header = `${sign(body)},v1=${'0'.repeat(64)},v0=whatever`;
    expect(parseSignatureHeader(header)).toMatchObject({ t: T });
    expect(verifySignature({ header, body, key: KEY, now: NOW }).ok).toBe(true);
  });

  it('re-serialises as Python does: key order, numbers as written, non-ASCII escaped', () => {
    const raw = '{ "b": 750.0, "a": [1, 2, {"n": "Réva \\/ x"}],\n "c": null }';
    expect(compactJson(raw, true)).toBe('{"b":750.0,"a":[1,2,{"n":"R\\u00e9va / x"}],"c":null}');
    expect(compactJson(raw, false)).toBe('{"b":750.0,"a":[1,2,{"n":"Réva / x"}],"c":null}');
    const pythonSigned = sign(compactJson(raw, true));
    const verdict = verifySignature({ header: pythonSigned, body: raw, key: KEY, now: NOW });
    expect(verdict).toMatchObject({ ok: true, matched: 'compact-ascii' });
  });

  it('never passes a body that is not JSON through the compact step', () => {
    const verdict = verifySignature({
      header: sign('not json'),
      body: 'not json',
      key: KEY,
      now: NOW,
    });
    expect(verdict).toMatchObject({ ok: true, matched: 'raw' });
    const other = verifySignature({ header: sign('x'), body: 'not json', key: KEY, now: NOW });
    expect(other.kind).toBe('signature-mismatch');
  });
});
