import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SyncItemView } from '../../../../src/shared/sync';
import { SyncView, type SyncViewProps } from '../../../../src/renderer/src/sync/SyncView';
import { UTC_EN, failResult, makeSyncItem, makeSyncStatus, okResult } from '../fixtures';

const NOW = new Date('2025-03-05T10:00:00Z');

const REJECTED = makeSyncItem({
  id: 11,
  state: 'rejected',
  attempts: 1,
  summary: 'Webhook registration for https://bad.example/hook',
  message: 'Webhook registration for https://bad.example/hook rejected: Endpoint not reachable.',
  detail: 'Refused by the platform: Endpoint not reachable.',
  lastError: 'Endpoint not reachable.',
  canRetry: true,
  canDiscard: true,
});
const DEAD = makeSyncItem({
  id: 12,
  state: 'dead',
  attempts: 8,
  summary: 'Webhook deletion for https://old.example/hook',
  message:
    'Webhook deletion for https://old.example/hook cannot be sent: The saved change is damaged.',
  detail: 'Cannot be sent: The saved change is damaged.',
  canRetry: false,
  canDiscard: true,
});
const WAITING = makeSyncItem({
  id: 13,
  state: 'waiting',
  attempts: 2,
  createdAt: '2025-03-05T09:50:00Z',
  nextAttemptAt: '2025-03-05T10:02:00Z',
  summary: 'Webhook registration for https://a.example/hook',
  message: 'Webhook registration for https://a.example/hook: waiting to be sent again (HTTP 503)',
  detail: 'Waiting to be sent again (HTTP 503)',
  canRetry: true,
});
const SENDING = makeSyncItem({
  id: 14,
  state: 'sending',
  attempts: 1,
  summary: 'Webhook registration for https://b.example/hook',
  message: 'Webhook registration for https://b.example/hook: being sent',
  detail: 'Being sent',
  canDiscard: false,
});

function renderView(overrides: Partial<SyncViewProps> = {}) {
  const props: SyncViewProps = {
    status: makeSyncStatus({
      waiting: 2,
      rejected: 1,
      dead: 1,
      oldestWaitingSince: '2025-03-05T09:50:00Z',
    }),
    statusError: null,
    items: [REJECTED, WAITING, DEAD, SENDING],
    itemsError: null,
    loading: false,
    now: NOW,
    timeFormat: UTC_EN,
    onReload: vi.fn(),
    onSyncNow: vi.fn(() => okResult(makeSyncStatus({ state: 'syncing', waiting: 2 }))),
    onRetry: vi.fn((id: number) => okResult<SyncItemView>({ ...REJECTED, id, state: 'waiting' })),
    onDiscard: vi.fn((id: number) => okResult<unknown>({ id })),
    ...overrides,
  };
  return { props, ...render(<SyncView {...props} />) };
}

const group = (name: RegExp) => screen.getByRole('region', { name });
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.sync-item__message')?.textContent);
/** The words a row and its buttons are named by (every fixture here was saved at 09:50 today). */
const words = (item: SyncItemView) => `${item.summary} · saved today, 09:50`;
/** The row whose sentence is the change's detail (a state label may say the same words). */
const rowOf = (item: SyncItemView): HTMLElement =>
  [...document.querySelectorAll<HTMLElement>('.sync-item')].find(
    (row) => row.querySelector('.sync-item__message')?.textContent === item.detail,
  )!;
const announced = (text: string) =>
  screen.getAllByRole('status').some((region) => region.textContent === text);

describe('SyncView', () => {
  it('has a heading and sums the outbox up', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    const summary = document.querySelector('.sync-summary');
    expect(summary?.textContent).toContain('SyncNot running');
    expect(summary?.textContent).toContain('Waiting2 changes, oldest 10 min');
    expect(summary?.textContent).toContain('Need attention2 changes');
  });

  it('sums up a running sync with its progress', () => {
    renderView({
      status: makeSyncStatus({
        state: 'syncing',
        waiting: 7,
        progress: { done: 3, total: 10 },
        lastRunAt: '2025-03-05T09:55:00Z',
      }),
    });
    const summary = document.querySelector('.sync-summary');
    expect(summary?.textContent).toContain('Sending changes: 3 of 10 done');
    expect(summary?.textContent).toContain('Last sync5 minutes ago');
  });

  it('puts rejected and given-up changes under "Needs attention", the rest under "Waiting"', () => {
    renderView();
    expect(rowsOf(group(/^Needs attention/))).toEqual([REJECTED.detail, DEAD.detail]);
    expect(rowsOf(group(/^Waiting/))).toEqual([WAITING.detail, SENDING.detail]);
    expect(screen.getByRole('heading', { name: 'Needs attention (2)' })).toBeTruthy();
    // Attention comes first: it is what the person has to act on.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Needs attention (2)', 'Waiting (2)']);
  });

  it('shows each change’s state in words with an icon, attempts, and times', () => {
    renderView();
    const row = rowOf(WAITING);
    const facts = row.querySelector('dl')?.textContent;
    expect(facts).toBe(
      'StateWaiting to be sentAttempts2Saved5 Mar 2025, 09:50Next attempt5 Mar 2025, 10:02',
    );
    expect(row.querySelector('.sync-state svg')).not.toBeNull();
    const dead = rowOf(DEAD);
    expect(dead.textContent).toContain('StateCannot be sent');
    expect(dead.textContent).not.toContain('Next attempt');
    const rejected = rowOf(REJECTED);
    expect(rejected.textContent).toContain('Rejected by the platform');
  });

  it('offers Retry and Discard only where the core allows them, named by the change’s words', () => {
    renderView();
    const buttonsOf = (item: SyncItemView) =>
      within(rowOf(item))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf(REJECTED)).toEqual([`Retry ${words(REJECTED)}`, `Discard ${words(REJECTED)}`]);
    // A waiting change can be sent now; one that cannot be sent, or is being sent, cannot.
    expect(buttonsOf(WAITING)).toEqual([`Retry ${words(WAITING)}`, `Discard ${words(WAITING)}`]);
    expect(buttonsOf(DEAD)).toEqual([`Discard ${words(DEAD)}`]);
    expect(buttonsOf(SENDING)).toEqual([]);
  });

  it('retries a change by id and announces it in its words', async () => {
    const { props } = renderView();
    await userEvent.setup().click(screen.getByRole('button', { name: `Retry ${words(REJECTED)}` }));
    expect(props.onRetry).toHaveBeenCalledWith(11);
    expect(announced(`Will try again: ${words(REJECTED)}`)).toBe(true);
  });

  it('shows why a retry failed', async () => {
    renderView({ onRetry: () => failResult('DATABASE_BUSY', 'The database is busy.') });
    await userEvent.setup().click(screen.getByRole('button', { name: `Retry ${words(WAITING)}` }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The change was not retried. The database is busy.',
    );
  });

  it('asks before discarding; Keep discards nothing and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { props } = renderView();
    const discard = screen.getByRole('button', { name: `Discard ${words(WAITING)}` });
    await user.click(discard);
    const dialog = screen.getByRole('dialog', { name: 'Discard change' });
    expect(dialog.textContent).toContain(
      'Discard this change? It will not be sent to the platform. This is recorded in the sync log.',
    );
    expect(dialog.textContent).toContain(`${words(WAITING)}. ${WAITING.detail}`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onDiscard).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(discard);
  });

  it('discards the change on confirm, closes the dialog and announces it', async () => {
    const user = userEvent.setup();
    const { props } = renderView();
    await user.click(screen.getByRole('button', { name: `Discard ${words(REJECTED)}` }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(props.onDiscard).toHaveBeenCalledWith(11);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(announced('Change discarded')).toBe(true);
    expect(document.activeElement?.classList.contains('sync-list')).toBe(true);
  });

  it('keeps the dialog open with the reason when discarding fails', async () => {
    const user = userEvent.setup();
    renderView({ onDiscard: () => failResult('CONFLICT', 'It is being sent right now.') });
    await user.click(screen.getByRole('button', { name: `Discard ${words(WAITING)}` }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The change was not discarded. It is being sent right now.',
    );
  });

  it('starts a sync on request and announces it', async () => {
    const { props } = renderView();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    expect(props.onSyncNow).toHaveBeenCalledTimes(1);
    expect(announced('Sync started')).toBe(true);
  });

  it('says when Sync now finds the app offline', async () => {
    renderView({ onSyncNow: () => okResult(makeSyncStatus({ state: 'paused', waiting: 2 })) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    expect(announced('Sync is paused. Changes will be sent when the connection returns.')).toBe(
      true,
    );
  });

  it('shows why Sync now failed', async () => {
    renderView({ onSyncNow: () => failResult('SIGNED_OUT', 'Sign in again.') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    expect(screen.getByRole('alert').textContent).toBe('Sync could not start. Sign in again.');
  });

  it('says plainly when nothing is waiting', () => {
    renderView({ status: makeSyncStatus(), items: [] });
    expect(
      screen.getByText('Nothing waiting. Every change has reached the platform.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows loading before the first list arrives, not the empty state', () => {
    renderView({ items: null });
    expect(screen.getByText('Loading changes…')).toBeTruthy();
    expect(screen.queryByText(/^Nothing waiting/)).toBeNull();
  });

  it('shows a list failure with a way to try again', async () => {
    const { props } = renderView({
      items: null,
      itemsError: { code: 'INTERNAL', message: 'The outbox could not be read.' },
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'The list of changes could not be loaded. The outbox could not be read.',
    );
    expect(screen.queryByText('Loading changes…')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(props.onReload).toHaveBeenCalledTimes(1);
  });

  it('shows a status failure', () => {
    renderView({
      status: null,
      statusError: { code: 'DATABASE_BUSY', message: 'The database is busy.' },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The sync status could not be loaded. The database is busy.',
    );
  });
});
