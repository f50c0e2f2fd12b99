import type { CompanionApi } from '../../../../shared/ipc/contract';

/** The console's calls, a subset of `window.companion` (tests pass fakes). */
export type WebhookConsoleApi = Pick<
  CompanionApi,
  | 'sendTestWebhook'
  | 'startWebhookListener'
  | 'stopWebhookListener'
  | 'webhookListenerState'
  | 'revealWebhookDelivery'
  | 'generateWebhookKey'
  | 'registerWebhook'
  | 'deleteWebhook'
>;
