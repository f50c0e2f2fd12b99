import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../src/shared/connection';
import { ConnectionIndicator } from '../../../../src/renderer/src/frame/ConnectionIndicator';

describe('ConnectionIndicator', () => {
  it.each<[ConnectionState, string]>([
    ['online', 'Online'],
    ['offline', 'Offline'],
    ['signed_out', 'Signed out'],
    ['unknown', 'Checking…'],
  ])('shows %s as "%s" with an icon, in a status region', (state, label) => {
    render(<ConnectionIndicator status={{ state, since: '2025-03-05T10:00:00Z' }} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(label);
    // The state is not told by colour alone: an icon shape goes with the text.
    expect(region.querySelector('svg')).not.toBeNull();
  });

  it('shows Checking… before the first status arrives', () => {
    render(<ConnectionIndicator status={null} />);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
  });

  it('adds the detail sentence when offline', () => {
    render(
      <ConnectionIndicator
        status={{ state: 'offline', since: '2025-03-05T10:00:00Z', detail: 'No network.' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('OfflineNo network.');
  });
});
