import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SyncInfo } from '../../../../src/renderer/src/webhooks/SyncInfo';
import { UTC_EN } from '../fixtures';

const NOW = new Date('2025-03-05T10:05:00Z');

describe('SyncInfo', () => {
  it('is relative for a live list', () => {
    render(
      <SyncInfo fetchedAt="2025-03-05T10:04:40Z" source="live" now={NOW} timeFormat={UTC_EN} />,
    );
    expect(screen.getByText(/^Last synced:/).textContent).toBe('Last synced: just now');
  });

  it('never says "just now" beside a saved copy: the exact time of the last successful list and its age', () => {
    const { rerender } = render(
      <SyncInfo fetchedAt="2025-03-05T10:04:40Z" source="cache" now={NOW} timeFormat={UTC_EN} />,
    );
    expect(screen.getByText(/^Last synced:/).textContent).toBe(
      'Last synced: 5 Mar 2025, 10:04 (saved copy, under 1 min old)',
    );
    rerender(
      <SyncInfo fetchedAt="2025-03-05T08:00:00Z" source="cache" now={NOW} timeFormat={UTC_EN} />,
    );
    expect(screen.getByText(/^Last synced:/).textContent).toBe(
      'Last synced: 5 Mar 2025, 08:00 (saved copy, 2 hrs old)',
    );
  });
});
