import { describe, expect, it } from 'vitest';
import { httpError, parseErrorBody } from '../../../../src/main/core/platform/errors';

describe('platform error bodies', () => {
  it("reads the platform's {error:{message,code}} and the auth service's {code,error}", () => {
    expect(parseErrorBody('{"error":{"message":"bad thing","code":"INVALID_REQUEST"}}')).toEqual({
      message: 'bad thing',
      code: 'INVALID_REQUEST',
    });
    expect(parseErrorBody('{"code":401,"error":"invalid client credentials"}')).toEqual({
      message: 'invalid client credentials',
      code: '401',
    });
    expect(parseErrorBody('<html>502 Bad Gateway</html>')).toEqual({});
    expect(parseErrorBody('{"error":"flat"}')).toEqual({ message: 'flat' });
    expect(parseErrorBody('{"error":{"detail":"none of ours"}}')).toEqual({});
    expect(parseErrorBody('[1,2]')).toEqual({});
  });

  it('reads all four published error shapes, ignoring fields it does not know', () => {
    // {error:{code,message,details?}}, with extra fields around it (doctor tools).
    expect(
      parseErrorBody(
        '{"data":{},"status_code":404,"success":false,"error":{"code":"PATIENTS_NOT_FOUND","message":"No patients found","details":{"x":1}}}',
      ),
    ).toEqual({ message: 'No patients found', code: 'PATIENTS_NOT_FOUND' });
    // {code:<int>, error:<string>} (auth, ABDM with source_error, medical-db with code null).
    // ABDM's source_error.code names the refusal (a wrong OTP, a taken address): it is the code.
    expect(
      parseErrorBody(
        '{"code":400,"error":"Invalid OTP","source_error":{"code":"ABDM-1","message":"x"}}',
      ),
    ).toEqual({ message: 'Invalid OTP', code: 'ABDM-1' });
    expect(parseErrorBody('{"code":401,"error":"Unauthorized"}')).toEqual({
      message: 'Unauthorized',
      code: '401',
    });
    expect(parseErrorBody('{"error":"q is required","code":null,"details":null}')).toEqual({
      message: 'q is required',
    });
    // {error:[{error_code,message}]}: every message, the first code.
    expect(
      parseErrorBody(
        '{"error":[{"error_code":"rate_limit_exceeded","message":"Too many requests"},{"message":"Try later"}]}',
      ),
    ).toEqual({ message: 'Too many requests; Try later', code: 'rate_limit_exceeded' });
    // {status_code, success:false, message}, and a bare {message}.
    expect(
      parseErrorBody('{"status_code":400,"success":false,"message":"Invalid doctor id"}'),
    ).toEqual({ message: 'Invalid doctor id' });
    expect(parseErrorBody('{"message":"Forbidden"}')).toEqual({ message: 'Forbidden' });
  });

  it("keeps the platform's message and code on the typed error, in one sentence", () => {
    const throttled = httpError(
      429,
      '{"error":[{"error_code":"rate_limit_exceeded","message":"Too many requests"}]}',
      'Searching symptoms',
    );
    expect([throttled.code, throttled.platformCode, throttled.reason]).toEqual([
      'SERVER_ERROR',
      'rate_limit_exceeded',
      'Too many requests',
    ]);
    const refused = httpError(
      400,
      '{"status_code":400,"success":false,"message":"Access denied. Ask the admin."}',
      'Saving the prescription',
    );
    expect(refused.message).toBe(
      'Saving the prescription was refused by the platform: Access denied. Ask the admin.',
    );
  });

  it('takes a short plain-text refusal as the platform’s words, and nothing else that is not JSON', () => {
    const plain = (type: string) => new Headers({ 'content-type': type });
    // records.json publishes the parsing upload's 400 as text/plain.
    const refused = httpError(
      400,
      'Invalid form data. dt must be lr\n',
      'Uploading a document',
      plain('text/plain; charset=utf-8'),
    );
    expect([refused.code, refused.reason]).toEqual([
      'REJECTED',
      'Invalid form data. dt must be lr',
    ]);
    expect(refused.message).toBe(
      'Uploading a document was refused by the platform: Invalid form data. dt must be lr.',
    );
    // The same words as HTML (a proxy's page), or as plain text too long to be a sentence: no reason.
    expect(httpError(400, 'Invalid form data.', 'x', plain('text/html')).reason).toBeUndefined();
    expect(httpError(400, 'x'.repeat(501), 'x', plain('text/plain')).reason).toBeUndefined();
    expect(httpError(400, 'x'.repeat(500), 'x', plain('text/plain')).reason).toBe('x'.repeat(500));
    expect(httpError(400, '  ', 'x', plain('text/plain')).reason).toBeUndefined();
  });

  it('maps statuses to codes people can act on, keeping the status when the body is unreadable', () => {
    const e502 = httpError(502, '<html>Bad Gateway</html>', 'Loading the webhooks');
    expect([e502.code, e502.status, e502.unreachable]).toEqual(['SERVER_ERROR', 502, true]);
    expect(e502.message).toBe(
      'Loading the webhooks: the platform had a problem (HTTP 502). Try again in a moment.',
    );

    const e400 = httpError(
      400,
      '{"error":{"message":"requested endpoint is already registered","code":"INVALID_REQUEST"}}',
      'Registering the webhook',
    );
    expect([e400.code, e400.platformCode, e400.unreachable]).toEqual([
      'REJECTED',
      'INVALID_REQUEST',
      false,
    ]);
    expect(e400.message).toBe(
      'Registering the webhook was refused by the platform: requested endpoint is already registered.',
    );

    expect(httpError(422, 'not json', 'Saving').message).toBe(
      'Saving was refused by the platform (HTTP 422).',
    );
    expect(httpError(401, '', 'x').code).toBe('SIGNED_OUT');
    expect(httpError(404, '', 'x').code).toBe('NOT_FOUND');
    expect(httpError(429, '', 'x').unreachable).toBe(true);
    expect(httpError(408, '', 'x').unreachable).toBe(true);
  });
});
