import { describe, expect, it } from 'vitest';
import { deleteWebhook } from '../../../src/main/core/platform/webhooks-api';
import { answeringClient } from '../../published/answering-platform';

// A 2xx to a delete confirms it only if it does not name another webhook.

const CHANGE = { idempotencyKey: 'key-1' };

describe('a webhook delete answer', () => {
  it('confirms the delete when it names no webhook or this one', async () => {
    await expect(
      deleteWebhook(answeringClient(200, { status: 'deleted', msg: 'success' }), 'wh-7', CHANGE),
    ).resolves.toEqual({ status: 'deleted', msg: 'success' });
    await expect(
      deleteWebhook(
        answeringClient(200, { status: 'deleted', msg: '', id: 'wh-7' }),
        'wh-7',
        CHANGE,
      ),
    ).resolves.toMatchObject({ status: 'deleted' });
  });

  it('does not count an answer naming another webhook as done', async () => {
    const error = await deleteWebhook(
      answeringClient(200, { status: 'deleted', msg: 'success', id: 'wh-8' }),
      'wh-7',
      CHANGE,
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', failure: 'bad-response' });
    expect((error as Error).message).toBe(
      "Deleting the webhook: the platform's answer names another record, so it does not count as confirmed.",
    );
  });
});
