/** The platform's webhooks: list, register, delete; the console's catalogue, verifier and listener. */
export const WEBHOOKS_METHODS = {
  'webhooks:list': 'listWebhooks',
  'webhooks:register': 'registerWebhook',
  'webhooks:delete': 'deleteWebhook',
  'webhooks:catalogue': 'webhookCatalogue',
  'webhooks:verify-signature': 'verifyWebhookSignature',
  'webhooks:send-test': 'sendTestWebhook',
  'webhooks:listen-start': 'startWebhookListener',
  'webhooks:listen-stop': 'stopWebhookListener',
  'webhooks:listen-state': 'webhookListenerState',
  'webhooks:reveal-delivery': 'revealWebhookDelivery',
  'webhooks:generate-key': 'generateWebhookKey',
} as const;

export const WEBHOOKS_EVENTS = {} as const;
