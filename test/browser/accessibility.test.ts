import { describe, expect, it } from 'vitest';
import { useHarness } from './use-harness';

const h = useHarness();

const violations = (): Promise<string[]> => h.axeViolations();

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('the Webhooks screen, live and with the offline banner, has no violations', async () => {
    await h.openScreen('Webhooks');
    await h.page.getByRole('table', { name: 'Registered webhooks' }).waitFor();
    expect(await violations()).toEqual([]);
    h.sandbox.faults.set({ offline: true });
    await h.page.getByRole('button', { name: 'Refresh' }).click();
    await h.page.getByText(/^Showing the saved list/).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('Clinic setup’s account screen, with field errors shown, has no violations', async () => {
    await h.openScreen('Clinic setup');
    expect(await violations()).toEqual([]);
    await h.page.getByLabel('Base URL').fill('ftp://nope');
    await h.page.getByRole('button', { name: 'Save platform settings' }).click();
    await h.page.locator('[aria-invalid="true"]').first().waitFor();
    await h.screenshot('settings-errors');
    expect(await violations()).toEqual([]);
  });
});
