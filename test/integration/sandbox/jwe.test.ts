import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '../../../src/main/core/crypto/jwe';
import { decryptResponse } from '../../../src/main/core/crypto/jwe-decrypt';
import { verhoeffCheckDigit } from '../../../src/shared/aadhaar';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS, call, login } from './helpers';

const AADHAAR_INIT = '/abdm/na/v1/registration/aadhaar/init';
const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

let sandbox: Sandbox;
let token: string;
let key: { kid: string; secret: string };
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
  key = { kid: sandbox.options.jweKid, secret: sandbox.options.jweSecret };
});
afterAll(async () => {
  await sandbox.close();
});

async function sendEncrypted(
  envelope: unknown,
  path = AADHAAR_INIT,
  headers: Record<string, string> = {},
): Promise<{ status: number; encrypted: boolean; body: unknown }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-encryption': 'JWE',
      ...headers,
    },
    body: JSON.stringify(envelope),
  });
  return {
    status: response.status,
    encrypted: response.headers.get('x-encryption') === 'JWE',
    body: JSON.parse(await response.text()) as unknown,
  };
}

describe('JWE on the sandbox', () => {
  it('takes an encrypted Aadhaar init and answers encrypted, readable with the shared key', async () => {
    const envelope = await encryptRequest({ aadhaar_number: AADHAAR }, key);
    const answer = await sendEncrypted(envelope);
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(Object.keys(answer.body as object).sort()).toEqual(['ciphertext', 'iv', 'tag']);
    const plain = await decryptResponse(answer.body, key.secret, envelope.protected);
    expect(plain).toMatchObject({ txn_id: expect.any(String) as unknown });
    expect(JSON.stringify(plain)).not.toContain(AADHAAR);
  });

  it('still takes the plaintext form, and refuses a number that fails its check digit', async () => {
    const plain = await call(sandbox, 'POST', AADHAAR_INIT, {
      token,
      body: { aadhaar_number: AADHAAR },
    });
    expect(plain.status).toBe(200);
    const typo = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10);
    const refused = await call(sandbox, 'POST', AADHAAR_INIT, {
      token,
      body: { aadhaar_number: typo },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toContain(typo);
  });

  it('answers an envelope it cannot open with 400 and a code that says why', async () => {
    const good = await encryptRequest({ aadhaar_number: AADHAAR }, key);
    const flipped = (text: string): string => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    const cases: [unknown, string][] = [
      [{ ...good, kid: 'not-ours' }, 'JWE_UNKNOWN_KID'],
      [{ ...good, tag: flipped(good.tag) }, 'JWE_INTEGRITY'],
      [{ ...good, iv: 'not*base64' }, 'JWE_BAD_BASE64URL'],
      [{ ...good, iv: Buffer.alloc(8).toString('base64url') }, 'JWE_BAD_IV_LENGTH'],
      [{ aadhaar_number: AADHAAR }, 'JWE_BAD_ENVELOPE'],
    ];
    for (const [envelope, code] of cases) {
      const answer = await sendEncrypted(envelope);
      expect([answer.status, answer.encrypted, answer.body]).toEqual([
        400,
        false,
        // abdm-registration.json's GenericError, the sandbox's code kept in source_error.
        {
          code: 400,
          error: expect.any(String) as unknown,
          source_error: { code, message: expect.any(String) as unknown },
        },
      ]);
    }
    const notHere = await sendEncrypted(good, SUBSCRIPTIONS);
    expect(notHere).toMatchObject({ status: 400, body: { error: { code: 'JWE_NOT_ACCEPTED' } } });
  });

  it('treats two envelopes of the same plaintext under one Idempotency-Key as one request', async () => {
    const headers = { 'idempotency-key': 'jwe-replay-1' };
    const first = await sendEncrypted(
      await encryptRequest({ aadhaar_number: AADHAAR }, key),
      AADHAAR_INIT,
      headers,
    );
    const second = await sendEncrypted(
      await encryptRequest({ aadhaar_number: AADHAAR }, key),
      AADHAAR_INIT,
      headers,
    );
    expect(first.status).toBe(200);
    expect(await decryptResponse(second.body, key.secret)).toEqual(
      await decryptResponse(first.body, key.secret),
    );
    const other = `98765432101${verhoeffCheckDigit('98765432101')}`;
    const reused = await sendEncrypted(
      await encryptRequest({ aadhaar_number: other }, key),
      AADHAAR_INIT,
      headers,
    );
    expect(reused).toMatchObject({
      status: 422,
      body: { code: 422, source_error: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    });
  });
});
