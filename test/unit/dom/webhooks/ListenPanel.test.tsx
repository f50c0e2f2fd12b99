import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReceivedDelivery } from '../../../../src/shared/webhooks/listen';
import type { WebhookConsoleApi } from '../../../../src/renderer/src/webhooks/console/api';
import { ListenPanel } from '../../../../src/renderer/src/webhooks/console/ListenPanel';
import { okResult } from '../fixtures';

const RAW = '{"event":"receipt.created","data":{"name":"Asha Rao","mobile":"+919812345678"}}';
const DELIVERY: ReceivedDelivery = {
  id: 'd-1',
  receivedAt: '2025-03-05T10:00:00Z',
  path: '/webhooks',
  event: 'receipt.created',
  verdict: { ok: false, kind: 'too-old', message: 'The signature is valid but 5 min old.' },
  verifiedBy: null,
  redactedBody: '{\n  "data": {\n    "name": "[redacted]"\n  }\n}',
  redacted: true,
  forward: { status: 204 },
};

describe('ListenPanel', () => {
  it('shows a delivery redacted with its verdict, and reveals patient data only on demand', async () => {
    const user = userEvent.setup();
    const reveal = vi.fn(() => okResult({ body: RAW }));
    const api = { revealWebhookDelivery: reveal } as unknown as WebhookConsoleApi;
    render(
      <ListenPanel
        api={api}
        listener={{ running: true, url: 'http://127.0.0.1:5000/webhooks', forwardTo: null }}
        deliveries={[DELIVERY]}
        onListenerChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/^Listening on/).textContent).toContain(
      'http://127.0.0.1:5000/webhooks',
    );
    expect(screen.getByText(/5 min old/).textContent).toMatch(/^Refused\./);
    expect(screen.getByText('Forwarded: answered 204')).toBeTruthy();
    const body = screen.getByLabelText('Body of the receipt.created delivery');
    expect(body.textContent).toContain('[redacted]');
    expect(body.textContent).not.toContain('Asha Rao');
    expect(reveal).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Reveal patient data' });
    await user.click(button);
    expect(reveal).toHaveBeenCalledWith({ id: 'd-1' });
    expect(body.textContent).toContain('Asha Rao');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(body.textContent).not.toContain('Asha Rao');
  });
});
