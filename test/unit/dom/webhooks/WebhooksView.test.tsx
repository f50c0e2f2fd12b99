import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import {
  WebhooksView,
  type WebhooksViewProps,
} from '../../../../src/renderer/src/webhooks/WebhooksView';
import {
  UTC_EN,
  failResult,
  makeListView,
  makePendingDeletion,
  makePendingRegistration,
  makeWebhook,
  okResult,
} from '../fixtures';

const NOW = new Date('2025-03-05T10:05:00Z');

function renderView(overrides: Partial<WebhooksViewProps> = {}) {
  const props: WebhooksViewProps = {
    view: makeListView(),
    loading: false,
    error: null,
    filter: 'all',
    announcement: null,
    now: NOW,
    timeFormat: UTC_EN,
    onFilterChange: vi.fn(),
    onRefresh: vi.fn(),
    onRegister: vi.fn(),
    onDelete: vi.fn(),
    onCancelPending: vi.fn(() => okResult<unknown>({ id: 7 })),
    onVerify: vi.fn(() =>
      okResult({ ok: false as const, kind: 'missing-header' as const, message: 'No header.' }),
    ),
    catalogue: null,
    ...overrides,
  };
  return { props, ...render(<WebhooksView {...props} />) };
}

const table = () => screen.queryByRole('table', { name: 'Registered webhooks' });

describe('WebhooksView', () => {
  it('shows the list with how long ago it was synced', () => {
    renderView();
    expect(table()).not.toBeNull();
    expect(screen.getByText(/^Last synced:/).textContent).toBe('Last synced: 5 minutes ago');
    expect(screen.queryByText(/^Showing the saved list/)).toBeNull();
  });

  it('says "Never synced" when the list was never fetched', () => {
    renderView({ view: makeListView({ webhooks: [], fetchedAt: null }) });
    expect(screen.getByText('Never synced')).toBeTruthy();
  });

  it('shows loading in a status region before the first answer', () => {
    renderView({ view: null, loading: true });
    const status = screen.getAllByRole('status').find((region) => region.textContent !== '');
    expect(status?.textContent).toBe('Loading webhooks…');
    expect(table()).toBeNull();
  });

  it('says so when no webhook is registered, and points to the form', () => {
    renderView({ view: makeListView({ webhooks: [] }) });
    expect(screen.getByText('No webhooks are registered for this client.')).toBeTruthy();
    expect(screen.getByText(/Register one with the form/)).toBeTruthy();
    expect(table()).toBeNull();
  });

  it('shows the error message with Retry and keeps the form usable', async () => {
    const { props } = renderView({
      view: null,
      error: { code: 'SERVER_ERROR', message: 'The platform answered 500.' },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The platform answered 500.');
    expect(screen.queryByText('Loading webhooks…')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Register webhook' })).toBeTruthy();
  });

  it('shows the saved-copy banner with its time and reason when the list comes from the cache', () => {
    renderView({
      view: makeListView({
        source: 'cache',
        fetchedAt: '2025-03-04T08:00:00Z',
        staleReason: { code: 'OFFLINE', message: 'No network connection.' },
      }),
    });
    const banner = screen.getByText(/^Showing the saved list/).closest('[role="status"]');
    expect(banner?.textContent).toContain('Showing the saved list from 4 Mar 2025, 08:00.');
    expect(banner?.textContent).toContain('cannot be reached');
    expect(banner?.textContent).toContain('No network connection.');
  });

  it('filters on the client by event name', () => {
    const view = makeListView({
      webhooks: [
        makeWebhook({ id: 'a', endpoint: 'https://a.example/', event_names: ['receipt.created'] }),
        makeWebhook({
          id: 'b',
          endpoint: 'https://b.example/',
          event_names: ['appointment.created'],
        }),
      ],
    });
    renderView({ view, filter: 'receipt.created' });
    const rows = within(table() as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('https://a.example/');
  });

  it('reports a new filter choice', async () => {
    const { props } = renderView();
    const select = screen.getByLabelText<HTMLSelectElement>('Filter by event');
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'All events',
      'appointment.created',
      'appointment.updated',
      'prescription.created',
      'prescription.updated',
      'receipt.created',
      'receipt.updated',
    ]);
    await userEvent.setup().selectOptions(select, 'receipt.updated');
    expect(props.onFilterChange).toHaveBeenCalledWith('receipt.updated');
  });

  it('says when the filter leaves nothing, and offers to clear it', async () => {
    const { props } = renderView({ filter: 'receipt.updated' });
    expect(table()).toBeNull();
    expect(screen.getByText('No webhooks match the event “receipt.updated”.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all events' }));
    expect(props.onFilterChange).toHaveBeenCalledWith('all');
  });

  it('refreshes on request', async () => {
    const { props } = renderView();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
  });

  it('announces what the container reports', () => {
    renderView({ announcement: { id: 1, text: 'Webhook registered' } });
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Webhook registered')).toBe(
      true,
    );
  });

  it('cancelling the delete dialog deletes nothing and returns focus to the row', async () => {
    const user = userEvent.setup();
    const { props } = renderView();
    const deleteButton = screen.getByRole('button', {
      name: 'Delete webhook for https://hooks.clinic.example/emr',
    });
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onDelete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(deleteButton);
  });

  it('confirming deletes that webhook and closes the dialog', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() =>
      Promise.resolve<Result<unknown>>({ ok: true, value: { id: 'wh-1' } }),
    );
    renderView({ onDelete });
    await user.click(
      screen.getByRole('button', { name: 'Delete webhook for https://hooks.clinic.example/emr' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('wh-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus lands on the list, not on the body, when the row's button goes away.
    expect(document.activeElement?.classList.contains('webhook-list')).toBe(true);
  });

  describe('changes not yet on the platform', () => {
    const pendingList = () =>
      screen.getByRole('region', { name: 'Registrations not yet on the platform' });

    it('lists a waiting registration with its endpoint, events and state', () => {
      renderView({ view: makeListView({ pending: [makePendingRegistration()] }) });
      // The first list item is the registration; its event chips are list items inside it.
      const item = within(pendingList()).getAllByRole('listitem')[0] as HTMLElement;
      expect(item.textContent).toContain('https://new.clinic.example/in');
      expect(item.textContent).toContain('receipt.created');
      expect(item.textContent).toContain('Waiting to sync');
      expect(item.querySelector('.pending-state svg')).not.toBeNull();
    });

    it('words each state, with the platform’s reason for a refusal', () => {
      renderView({
        view: makeListView({
          pending: [
            makePendingRegistration({ outboxId: 1, state: 'sending', endpoint: 'https://a/' }),
            makePendingRegistration({
              outboxId: 2,
              state: 'rejected',
              endpoint: 'https://b/',
              message: 'Endpoint not reachable.',
            }),
          ],
        }),
      });
      const states = Array.from(pendingList().querySelectorAll('.pending-state')).map(
        (state) => state.textContent,
      );
      expect(states).toEqual(['Being sent', 'Rejected: Endpoint not reachable.']);
    });

    it('offers Cancel for a registration not on its way, not for one being sent', () => {
      renderView({
        view: makeListView({
          pending: [
            makePendingRegistration({ outboxId: 1, state: 'sending', endpoint: 'https://a/' }),
            makePendingRegistration({ outboxId: 2, state: 'dead', endpoint: 'https://b/' }),
            makePendingRegistration({ outboxId: 3, state: 'waiting', endpoint: 'https://c/' }),
          ],
        }),
      });
      const cancels = within(pendingList())
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(cancels).toEqual([
        'Cancel registration for https://b/',
        'Cancel registration for https://c/',
      ]);
    });

    it('shows pending registrations beside an empty list and whatever the filter', () => {
      renderView({
        view: makeListView({ webhooks: [], pending: [makePendingRegistration()] }),
        filter: 'appointment.updated',
      });
      expect(within(pendingList()).getByText('https://new.clinic.example/in')).toBeTruthy();
    });

    it('shows no such list when nothing is pending', () => {
      renderView();
      expect(
        screen.queryByRole('region', { name: 'Registrations not yet on the platform' }),
      ).toBeNull();
    });

    it('marks a webhook whose deletion waits, in place of its Delete button', () => {
      const other = makeWebhook({ id: 'wh-2', endpoint: 'https://other.example/' });
      renderView({
        view: makeListView({
          webhooks: [makeWebhook(), other],
          pending: [makePendingDeletion({ webhookId: 'wh-1' })],
        }),
      });
      const rows = within(table() as HTMLElement).getAllByRole('row');
      expect(rows[1]?.textContent).toContain('Deletion waiting to sync');
      expect(
        screen.queryByRole('button', {
          name: 'Delete webhook for https://hooks.clinic.example/emr',
        }),
      ).toBeNull();
      expect(rows[2]?.textContent).not.toContain('Deletion');
      expect(
        screen.getByRole('button', { name: 'Delete webhook for https://other.example/' }),
      ).toBeTruthy();
    });

    it('asks before cancelling; Keep cancels nothing and returns focus', async () => {
      const user = userEvent.setup();
      const { props } = renderView({
        view: makeListView({ pending: [makePendingRegistration()] }),
      });
      const cancel = screen.getByRole('button', {
        name: 'Cancel registration for https://new.clinic.example/in',
      });
      await user.click(cancel);
      const dialog = screen.getByRole('dialog', { name: 'Cancel registration' });
      expect(dialog.textContent).toContain(
        'Cancel the registration of https://new.clinic.example/in? It will not be sent to the platform. This is recorded in the sync log.',
      );
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' }));
      await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(props.onCancelPending).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(cancel);
    });

    it('cancels the registration by its outbox id on confirm', async () => {
      const user = userEvent.setup();
      const { props } = renderView({
        view: makeListView({ pending: [makePendingRegistration({ outboxId: 42 })] }),
      });
      await user.click(
        screen.getByRole('button', {
          name: 'Cancel registration for https://new.clinic.example/in',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
      expect(props.onCancelPending).toHaveBeenCalledWith(42);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement?.classList.contains('webhook-list')).toBe(true);
    });

    it('keeps the dialog open with the reason when cancelling fails', async () => {
      const user = userEvent.setup();
      renderView({
        view: makeListView({ pending: [makePendingRegistration()] }),
        onCancelPending: () => failResult('CONFLICT', 'It is being sent right now.'),
      });
      await user.click(
        screen.getByRole('button', {
          name: 'Cancel registration for https://new.clinic.example/in',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
      expect(screen.getByRole('alert').textContent).toBe(
        'The registration was not cancelled. It is being sent right now.',
      );
    });
  });
});
