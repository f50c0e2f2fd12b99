import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryBody, ReceivedDelivery } from '../../../../src/shared/webhooks/listen';
import type { WebhookConsoleApi } from '../../../../src/renderer/src/webhooks/console/api';
import { ListenPanel } from '../../../../src/renderer/src/webhooks/console/ListenPanel';
import { failResult, okResult } from '../fixtures';

const RAW = '{"event":"receipt.created","data":{"name":"Asha Rao","mobile":"+919812345678"}}';
const REDACTED = '{\n  "data": {\n    "name": "[redacted]"\n  }\n}';
const VERIFIED: ReceivedDelivery = {
  id: 'd-1',
  receivedAt: '2025-03-05T10:00:00Z',
  sizeBytes: RAW.length,
  verdict: {
    ok: true,
    kind: 'verified',
    matched: 'raw',
    timestampUnit: 'seconds',
    ageMs: 1000,
    message: 'Verified: signed with this key over the raw body, 1 s old (t in seconds).',
  },
  verifiedBy: 'wh-1',
  path: '/webhooks',
  event: 'receipt.created',
  keptBytes: RAW.length,
  forward: { status: 204 },
};
const UNSIGNED: ReceivedDelivery = {
  id: 'd-2',
  receivedAt: '2025-03-05T10:00:01Z',
  sizeBytes: 900_000,
  verdict: { ok: false, kind: 'missing-header', message: 'There is no signature header.' },
  verifiedBy: null,
  path: null,
  event: null,
  keptBytes: 0,
  forward: null,
};

function renderPanel(reveal: WebhookConsoleApi['revealWebhookDelivery']) {
  const api = { revealWebhookDelivery: reveal } as unknown as WebhookConsoleApi;
  render(
    <ListenPanel
      api={api}
      listener={{ running: true, url: 'http://127.0.0.1:5000/webhooks', forwardTo: null }}
      deliveries={[UNSIGNED, VERIFIED]}
      onListenerChange={vi.fn()}
    />,
  );
}

describe('ListenPanel', () => {
  it('lists summaries, asks for one body on request from the keyboard, and patient data only on demand', async () => {
    const user = userEvent.setup();
    const reveal = vi.fn((args: { id: string; patientData?: boolean }) =>
      okResult<DeliveryBody>(
        args.patientData
          ? { body: RAW, redacted: false, cut: false }
          : { body: REDACTED, redacted: true, cut: false },
      ),
    );
    renderPanel(reveal);
    expect(screen.getByText(/^Listening on/).textContent).toContain(
      'http://127.0.0.1:5000/webhooks',
    );
    expect(screen.getByText('There is no signature header.').textContent).toMatch(/^Refused\./);
    expect(screen.getByText('900,000 bytes')).toBeTruthy();
    expect(
      screen.getByText('Only verified deliveries keep their body: this one is a summary.'),
    ).toBeTruthy();
    expect(screen.getByText('Forwarded: answered 204')).toBeTruthy();
    expect(screen.queryByLabelText(/^Body of/)).toBeNull();
    expect(reveal).not.toHaveBeenCalled();
    // Only the verified delivery offers its body.
    expect(screen.getAllByRole('button', { name: 'Show body' })).toHaveLength(1);

    await user.tab();
    await user.tab();
    const showBody = screen.getByRole('button', { name: 'Show body' });
    while (document.activeElement !== showBody) await user.tab();
    expect(showBody.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(reveal).toHaveBeenCalledWith({ id: 'd-1' });
    const body = screen.getByLabelText('Body of the receipt.created delivery');
    expect(body.textContent).toContain('[redacted]');
    expect(body.textContent).not.toContain('Asha Rao');
    expect(screen.getByRole('button', { name: 'Hide body' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const patient = screen.getByRole('button', { name: 'Reveal patient data' });
    expect(patient.getAttribute('aria-pressed')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(patient);
    await user.keyboard(' ');
    expect(reveal).toHaveBeenLastCalledWith({ id: 'd-1', patientData: true });
    expect(screen.getByLabelText('Body of the receipt.created delivery').textContent).toContain(
      'Asha Rao',
    );
    expect(patient.getAttribute('aria-pressed')).toBe('true');
    await user.click(patient);
    expect(screen.getByLabelText('Body of the receipt.created delivery').textContent).not.toContain(
      'Asha Rao',
    );
    await user.click(screen.getByRole('button', { name: 'Hide body' }));
    expect(screen.queryByLabelText(/^Body of/)).toBeNull();
  });

  it('says so when the delivery is no longer kept', async () => {
    const user = userEvent.setup();
    renderPanel(() => failResult('NOT_FOUND', 'That delivery is no longer kept.'));
    await user.click(screen.getByRole('button', { name: 'Show body' }));
    expect(screen.getByText('That delivery is no longer kept.')).toBeTruthy();
  });
});
