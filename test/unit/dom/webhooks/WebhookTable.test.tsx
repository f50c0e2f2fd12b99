import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WebhookTable } from '../../../../src/renderer/src/webhooks/WebhookTable';
import { UTC_EN, makePendingDeletion, makeWebhook } from '../fixtures';

const ENDPOINT = 'https://hooks.clinic.example/emr';

describe('WebhookTable', () => {
  it('shows every field of a webhook under its column', () => {
    render(
      <WebhookTable webhooks={[makeWebhook()]} onDelete={() => undefined} timeFormat={UTC_EN} />,
    );
    const table = screen.getByRole('table', { name: 'Registered webhooks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Events',
      'Endpoint',
      'Signing key',
      'Client id',
      'Protocol',
      'Created',
      'Updated',
      'Actions',
    ]);
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no data row');
    const cells = Array.from(row.children).map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'appointment.createdprescription.updated',
      ENDPOINT,
      '••••••••abcdReveal signing key for ' + ENDPOINT,
      'client-42',
      'https',
      '3 Mar 2025, 14:05 by alice@clinic',
      '4 Mar 2025, 09:30 by bob@clinic',
    ]);
    // Each event is its own chip.
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['appointment.created', 'prescription.updated']);
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-03T14:05:00Z');
  });

  it('shows "None" for a webhook without a signing key, with no reveal button', () => {
    render(
      <WebhookTable webhooks={[makeWebhook({ signing_key: null })]} onDelete={() => undefined} />,
    );
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });

  it('reveals and hides one row’s key with a pressed toggle named after its endpoint', async () => {
    const user = userEvent.setup();
    const other = makeWebhook({
      id: 'wh-2',
      endpoint: 'https://b.example/x',
      signing_key: 'zzzzzzzzzzzzzzzzwxyz',
    });
    render(<WebhookTable webhooks={[makeWebhook(), other]} onDelete={() => undefined} />);
    const toggle = screen.getByRole('button', { name: `Reveal signing key for ${ENDPOINT}` });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('whsec_0123456789abcd')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('whsec_0123456789abcd')).toBeTruthy();
    // The other row stays masked.
    expect(screen.getByText('••••••••wxyz')).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('whsec_0123456789abcd')).toBeNull();
    expect(screen.getByText('••••••••abcd')).toBeTruthy();
  });

  it('asks to delete the webhook of the pressed row', async () => {
    const onDelete = vi.fn();
    render(<WebhookTable webhooks={[makeWebhook()]} onDelete={onDelete} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `Delete webhook for ${ENDPOINT}` }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect((onDelete.mock.calls[0] as unknown[])[0]).toMatchObject({ id: 'wh-1' });
  });
});

describe('WebhookTable with a deletion waiting to sync', () => {
  it.each([
    ['waiting', 'Deletion waiting to sync'],
    ['sending', 'Deletion being sent'],
    ['rejected', 'Deletion rejected: Not allowed.'],
  ] as const)('marks a %s deletion as "%s" in place of Delete', (state, text) => {
    const deletion = makePendingDeletion({ state, message: 'Not allowed.' });
    if (deletion.kind !== 'delete') throw new Error('not a deletion');
    render(
      <WebhookTable
        webhooks={[makeWebhook()]}
        pendingDeletions={new Map([['wh-1', deletion]])}
        onDelete={() => undefined}
      />,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row.lastElementChild?.textContent).toBe(text);
    expect(row.lastElementChild?.querySelector('svg')).not.toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows a page of rows, says how many there are, and puts the keyboard on the first new row', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      makeWebhook({ id: `wh-${i}`, endpoint: `https://hooks.example/${i}` }),
    );
    render(<WebhookTable webhooks={many} onDelete={() => undefined} pageSize={2} />);
    const table = screen.getByRole('table', { name: 'Registered webhooks' });
    expect(table.getAttribute('aria-rowcount')).toBe('6');
    const endpoints = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
    expect(endpoints()).toEqual(['https://hooks.example/0', 'https://hooks.example/1']);
    expect(screen.getByText('Showing 2 of 5 webhooks.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more webhooks' }));
    expect(endpoints()).toHaveLength(4);
    expect(document.activeElement?.textContent).toBe('https://hooks.example/2');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Show more webhooks' }));
    expect(endpoints()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more webhooks' })).toBeNull();
  });
});
