import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainNav } from '../../../../src/renderer/src/frame/MainNav';

describe('MainNav', () => {
  it('lists the eight screens and marks only the current one', () => {
    render(<MainNav current="webhooks" onNavigate={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const buttons = Array.from(nav.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Today',
      'Consultation',
      'Recordings',
      'Documents',
      'ABHA',
      'Webhooks',
      'Sync',
      'Settings',
    ]);
    expect(buttons.filter((b) => b.getAttribute('aria-current') === 'page')).toEqual([buttons[5]]);
  });

  it('reports the chosen screen', async () => {
    const onNavigate = vi.fn();
    render(<MainNav current="webhooks" onNavigate={onNavigate} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Settings' }));
    expect(onNavigate).toHaveBeenCalledWith('settings');
  });

  it('gives each screen its Ctrl/Cmd+number shortcut in navigation order', () => {
    render(<MainNav current="webhooks" onNavigate={() => undefined} />);
    expect(screen.getByRole('button', { name: 'ABHA' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+5 Meta+5',
    );
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+8 Meta+8',
    );
  });
});
