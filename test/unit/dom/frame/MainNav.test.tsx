import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainNav } from '../../../../src/renderer/src/frame/MainNav';

const DOCTOR_MENU = [
  'Today',
  'Consultation',
  'Recordings',
  'Documents',
  'ABHA',
  'Sync',
  'Settings',
];

const labels = (nav: HTMLElement): (string | null)[] =>
  Array.from(nav.querySelectorAll('button')).map((button) => button.textContent);

describe('MainNav: the doctor’s menu', () => {
  it('lists the doctor’s seven screens, no integrator’s tool, and marks only the current one', () => {
    render(<MainNav current="sync" onNavigate={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(labels(nav)).toEqual(DOCTOR_MENU);
    const buttons = Array.from(nav.querySelectorAll('button'));
    expect(buttons.filter((b) => b.getAttribute('aria-current') === 'page')).toEqual([buttons[5]]);
    // Out of the doctor's way: no Webhooks, no account, and the room's menu is not shown.
    expect(screen.queryByRole('button', { name: 'Webhooks' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Clinic setup' })).toBeNull();
  });

  it('reports the chosen screen', async () => {
    const onNavigate = vi.fn();
    render(<MainNav current="today" onNavigate={onNavigate} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Settings' }));
    expect(onNavigate).toHaveBeenCalledWith('settings');
  });

  it('gives each screen its Ctrl/Cmd+number shortcut in navigation order', () => {
    render(<MainNav current="today" onNavigate={() => undefined} />);
    expect(screen.getByRole('button', { name: 'ABHA' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+5 Meta+5',
    );
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+7 Meta+7',
    );
  });
});

describe('MainNav in the Clinic setup room', () => {
  it('adds the room’s own menu under the doctor’s, with its current screen marked', async () => {
    const onNavigate = vi.fn();
    render(<MainNav current="webhooks" onNavigate={onNavigate} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(labels(main)).toEqual(DOCTOR_MENU);
    expect(main.querySelector('[aria-current]')).toBeNull();
    const room = screen.getByRole('navigation', { name: 'Clinic setup' });
    expect(labels(room)).toEqual(['Account', 'Webhooks', 'EMR profile extras']);
    const current = within(room).getByRole('button', { name: 'Webhooks' });
    expect(current.getAttribute('aria-current')).toBe('page');
    // The room comes after the doctor's menu, in the page and in Tab order.
    expect(main.compareDocumentPosition(room) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(within(room).getByRole('button', { name: 'Account' }));
    expect(onNavigate).toHaveBeenCalledWith('clinic-setup');
  });
});
