import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { useWebhooksStore } from '../../../../src/renderer/src/stores/webhooksStore';
import { WebhooksScreen } from '../../../../src/renderer/src/webhooks/WebhooksScreen';
import { WebhookListResponseSchema } from '../../../../src/shared/webhook';
import { installFakeCompanion, makeListView, okResult } from '../fixtures';

/**
 * A list answer as the platform may give it (webhooks.json requires no field of an entry):
 * protocols other than https, as given at registration; an event this app does not offer; an
 * entry without signing key or audit fields.
 */
const PLATFORM_ANSWER = {
  msg: 'success',
  data: [
    {
      id: '11',
      event_names: ['appointment.created'],
      endpoint: 'http://legacy.clinic.example/hook',
      signing_key: null,
      client_id: 'client-42',
      protocol: 'http',
      created_at: '2024-10-07T13:53:52Z',
      updated_at: '2024-10-07T13:53:52Z',
      created_by: 'testing',
      updated_by: 'testing',
    },
    {
      id: '12',
      event_names: ['receipt.created', 'vaccination.reminder'],
      endpoint: 'https://sqs.ap-south-1.amazonaws.com/123456789012/clinic-events',
      client_id: 'client-42',
      protocol: 'SQS endpoint',
      created_at: '2024-10-08T09:00:00Z',
      updated_at: '2024-10-08T09:00:00Z',
    },
    {
      id: '13',
      endpoint: 'https://abc123.lambda-url.ap-south-1.on.aws/',
      protocol: 'Lambda function',
      created_at: '2024-10-09T09:00:00Z',
      updated_at: '2024-10-09T09:00:00Z',
      created_by: 'testing',
      updated_by: 'testing',
      status: 'active',
    },
  ],
};

describe('webhooks screen with the protocols the platform stores', () => {
  beforeEach(() => {
    useWebhooksStore.setState(useWebhooksStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('shows http, SQS endpoint and Lambda function rows read by the app, each with its protocol', async () => {
    const { data } = WebhookListResponseSchema.parse(PLATFORM_ANSWER);
    installFakeCompanion({ listWebhooks: () => okResult(makeListView({ webhooks: data })) });
    render(<WebhooksScreen />);

    const table = await screen.findByRole('table', { name: 'Registered webhooks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = rows.map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(cells.map((row) => [row[1], row[4]])).toEqual([
      ['http://legacy.clinic.example/hook', 'http'],
      ['https://sqs.ap-south-1.amazonaws.com/123456789012/clinic-events', 'SQS endpoint'],
      ['https://abc123.lambda-url.ap-south-1.on.aws/', 'Lambda function'],
    ]);
    // The event the app does not offer is still shown; no key reads as "None".
    expect(within(rows[1]!).getByText('vaccination.reminder')).toBeTruthy();
    expect(within(rows[0]!).getByText('None')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
