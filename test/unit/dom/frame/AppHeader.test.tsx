import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppHeader } from '../../../../src/renderer/src/frame/AppHeader';

const info = { version: '0.1.0', baseUrl: 'http://127.0.0.1:4010' };

describe('AppHeader', () => {
  it('shows the Sandbox badge and what it means in sandbox mode', () => {
    render(<AppHeader info={{ ...info, mode: 'sandbox' }} connection={null} />);
    expect(screen.getByText('Sandbox')).toBeTruthy();
    expect(
      screen.getByText('Connected to the built-in sandbox platform, not a real account'),
    ).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Clinic Companion');
  });

  it('shows no badge when connected to a platform account', () => {
    render(<AppHeader info={{ ...info, mode: 'platform' }} connection={null} />);
    expect(screen.queryByText('Sandbox')).toBeNull();
  });
});
