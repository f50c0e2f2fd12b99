import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReceivedDelivery } from '../../../../src/shared/webhooks/listen';
import type { WebhookConsoleApi } from '../../../../src/renderer/src/webhooks/console/api';
import { RotateKeyPanel } from '../../../../src/renderer/src/webhooks/console/RotateKeyPanel';
import { rotatedEndpoint } from '../../../../src/renderer/src/webhooks/console/rotation';
import { makeWebhook, okResult } from '../fixtures';

const KEY = 'ab'.repeat(32);
const OLD = makeWebhook({ id: 'wh-old', endpoint: 'https://hooks.clinic.example/emr?x=1' });

function fakeApi() {
  return {
    generateWebhookKey: vi.fn(() => okResult({ key: KEY })),
    registerWebhook: vi.fn(() => okResult({ state: 'sent' as const, value: { id: 'wh-new' } })),
    deleteWebhook: vi.fn(({ id }: { id: string }) =>
      okResult({ state: 'sent' as const, value: { id } }),
    ),
    sendTestWebhook: vi.fn(() => okResult({ deliveryId: 'd-1' })),
    startWebhookListener: vi.fn(),
    stopWebhookListener: vi.fn(),
    webhookListenerState: vi.fn(),
    revealWebhookDelivery: vi.fn(),
  } satisfies Record<keyof WebhookConsoleApi, unknown>;
}

const verified = (by: string): ReceivedDelivery => ({
  id: `d-${by}`,
  receivedAt: '2025-03-05T10:00:00Z',
  path: '/webhooks',
  event: 'appointment.created',
  verdict: {
    ok: true,
    kind: 'verified',
    matched: 'raw',
    timestampUnit: 'seconds',
    ageMs: 0,
    message: 'Verified.',
  },
  verifiedBy: by,
  sizeBytes: 2,
  keptBytes: 2,
  forward: null,
});

describe('RotateKeyPanel', () => {
  it('names the rotated endpoint by a query parameter, keeping the rest', () => {
    expect(rotatedEndpoint(OLD.endpoint, 7)).toBe(
      'https://hooks.clinic.example/emr?x=1&eka_rotation=7',
    );
    expect(rotatedEndpoint('https://a.example/h?eka_rotation=7', 8)).toBe(
      'https://a.example/h?eka_rotation=8',
    );
  });

  it('registers the new key first and deletes the old registration only once a delivery verifies with it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const onChanged = vi.fn();
    const props = {
      api: api as unknown as WebhookConsoleApi,
      webhooks: [OLD],
      sandbox: true,
      onChanged,
    };
    const { rerender } = render(<RotateKeyPanel {...props} deliveries={[]} />);
    await user.click(screen.getByRole('button', { name: 'Generate a new key' }));
    expect(screen.getByLabelText<HTMLInputElement>('New signing key (shown once)').value).toBe(KEY);
    await user.click(
      screen.getByRole('button', { name: 'Register the endpoint with the new key' }),
    );
    const [sent] = api.registerWebhook.mock.calls[0] as unknown as [
      { signing_key: string; event_names: string[]; endpoint: string },
    ];
    expect(sent.signing_key).toBe(KEY);
    expect(sent.event_names).toEqual(OLD.event_names);
    expect(sent.endpoint).toMatch(/^https:\/\/hooks\.clinic\.example\/emr\?x=1&eka_rotation=\d+$/);
    // The key is shown once: gone after registering.
    expect(screen.queryByDisplayValue(KEY)).toBeNull();

    const remove = screen.getByRole('button', { name: 'Delete the old registration' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(remove);
    expect(api.deleteWebhook).not.toHaveBeenCalled();

    // A delivery verified by the old registration proves nothing about the new key.
    rerender(<RotateKeyPanel {...props} deliveries={[verified('wh-old')]} />);
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    rerender(<RotateKeyPanel {...props} deliveries={[verified('wh-new')]} />);
    expect(
      screen.getByText('A delivery to the new registration verified with the new key.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the old registration' }));
    expect(api.deleteWebhook).toHaveBeenCalledWith({ id: 'wh-old' });
    expect(screen.getByText(/^Rotated:/)).toBeTruthy();
  });
});
