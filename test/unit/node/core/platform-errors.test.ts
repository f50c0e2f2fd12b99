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
    expect(parseErrorBody('{"error":"flat"}')).toEqual({});
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
