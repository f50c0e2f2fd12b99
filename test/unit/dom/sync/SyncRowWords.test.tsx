import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SyncItemView } from '../../../../src/shared/sync';
import { SyncView, type SyncViewProps } from '../../../../src/renderer/src/sync/SyncView';
import { UTC_EN, makeSyncItem, makeSyncStatus, okResult } from '../fixtures';

const NOW = new Date('2025-03-05T10:00:00Z');

const REFUSED = makeSyncItem({
  id: 11,
  state: 'rejected',
  summary: 'Webhook registration for https://bad.example/hook',
  detail: 'Refused by the platform: Endpoint not reachable.',
  canRetry: true,
});
const DAMAGED = makeSyncItem({
  id: 12,
  state: 'dead',
  summary: 'Webhook deletion for https://old.example/hook',
  detail: 'Cannot be sent: The saved change is damaged.',
});
const WAITING = makeSyncItem({
  id: 13,
  summary: 'Webhook registration for https://a.example/hook',
  detail: 'Waiting to be sent again (HTTP 503)',
  canRetry: true,
});
const SENDING = makeSyncItem({
  id: 14,
  state: 'sending',
  summary: 'Webhook registration for https://b.example/hook',
  detail: 'Being sent',
  canDiscard: false,
});

function renderView(items: SyncItemView[]) {
  const props: SyncViewProps = {
    status: makeSyncStatus({ waiting: 2, rejected: 1, dead: 1 }),
    statusError: null,
    items,
    itemsError: null,
    loading: false,
    now: NOW,
    timeFormat: UTC_EN,
    onReload: vi.fn(),
    onSyncNow: vi.fn(() => okResult(makeSyncStatus())),
    onRetry: vi.fn((id: number) => okResult<SyncItemView>({ ...REFUSED, id, state: 'waiting' })),
    onDiscard: vi.fn((id: number) => okResult<unknown>({ id })),
  };
  return { props, ...render(<SyncView {...props} />) };
}

/** The words a row and its buttons are named by (every fixture here was saved at 09:50 today). */
const words = (item: SyncItemView) => `${item.summary} · saved today, 09:50`;
const group = (name: RegExp) => screen.getByRole('region', { name });
const focusedItem = () => (document.activeElement as HTMLElement).dataset.itemId;

describe('the Sync screen’s rows in words, and focus after Retry', () => {
  it('names every change by whose, what and when, and says so when the patient is unknown', () => {
    const prescription = makeSyncItem({
      id: 21,
      summary: 'Prescription',
      about: {
        patient: { kind: 'named', name: 'Asha Rao' },
        what: 'Prescription',
        when: '2025-03-04T05:50:00Z',
        whenIs: 'visit',
      },
      visit: { id: 'c1' },
      detail: 'Waiting to be sent',
    });
    const unknown = makeSyncItem({
      id: 22,
      summary: 'New patient',
      about: {
        patient: { kind: 'unknown' },
        what: 'New patient',
        when: '2025-03-05T09:40:00Z',
        whenIs: 'saved',
      },
      detail: 'Waiting to be sent',
    });
    renderView([prescription, unknown]);
    const titles = [...document.querySelectorAll('.sync-item__words')].map((p) => p.textContent);
    expect(titles).toEqual([
      'Asha Rao · Prescription · visit yesterday, 05:50',
      'Patient not known on this computer · New patient · saved today, 09:40',
    ]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Asha Rao, visit yesterday, 05:50' }),
    ).toBeTruthy();
  });

  it('keeps focus on the retried change when it moves to another group', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderView([REFUSED, WAITING, DAMAGED, SENDING]);
    await user.click(screen.getByRole('button', { name: `Retry ${words(REFUSED)}` }));
    const moved = { ...REFUSED, state: 'waiting' as const, detail: 'Waiting to be sent' };
    rerender(<SyncView {...props} items={[moved, WAITING, DAMAGED, SENDING]} />);
    expect(focusedItem()).toBe('11');
    expect(group(/^Waiting/).contains(document.activeElement)).toBe(true);
  });

  it('moves focus to the next change when the retried one is sent and leaves the list', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderView([REFUSED, WAITING, DAMAGED, SENDING]);
    const retry = screen.getByRole('button', { name: `Retry ${words(WAITING)}` });
    await user.click(retry);
    expect(document.activeElement).toBe(retry);
    rerender(<SyncView {...props} items={[REFUSED, DAMAGED, SENDING]} />);
    // WAITING was the third row; SENDING now stands in its place.
    expect(focusedItem()).toBe(String(SENDING.id));
  });
});
