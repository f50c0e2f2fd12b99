import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../src/shared/connection';
import { ConnectionIndicator } from '../../../../src/renderer/src/frame/ConnectionIndicator';

const SINCE = '2025-03-05T10:00:00Z';

describe('ConnectionIndicator', () => {
  it.each<[ConnectionState, string]>([
    ['online', 'Online'],
    ['offline', 'Offline'],
    ['syncing', 'Syncing'],
    ['signed_out', 'Signed out'],
    ['unknown', 'Checking…'],
  ])('shows %s as "%s" with an icon, in a status region', (state, label) => {
    const { container } = render(<ConnectionIndicator status={{ state, since: SINCE }} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(label);
    expect(container.textContent).toBe(label);
    // The state is not told by colour alone: an icon shape goes with the text.
    expect(region.querySelector('svg')).not.toBeNull();
  });

  it('gives each state its own icon shape', () => {
    const shapes = (['online', 'offline', 'syncing', 'signed_out', 'unknown'] as const).map(
      (state) => {
        const { container, unmount } = render(
          <ConnectionIndicator status={{ state, since: SINCE }} />,
        );
        const shape = container.querySelector('path')?.getAttribute('d');
        unmount();
        return shape;
      },
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('shows Checking… before the first status arrives', () => {
    render(<ConnectionIndicator status={null} />);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
  });

  it('adds the detail sentence when offline', () => {
    render(
      <ConnectionIndicator status={{ state: 'offline', since: SINCE, detail: 'No network.' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('OfflineNo network.');
  });

  it('shows how far a running sync has got, outside the announced region', () => {
    const { container } = render(
      <ConnectionIndicator
        status={{ state: 'syncing', since: SINCE, progress: { done: 3, total: 10 } }}
      />,
    );
    expect(container.textContent).toBe('Syncing3 of 10');
    // Announcing every step of the count would drown everything else a screen reader says.
    expect(screen.getByRole('status').textContent).toBe('Syncing');
  });

  it('ignores a progress that arrives with a state other than syncing', () => {
    const { container } = render(
      <ConnectionIndicator
        status={{ state: 'online', since: SINCE, progress: { done: 10, total: 10 } }}
      />,
    );
    expect(container.textContent).toBe('Online');
  });
});
