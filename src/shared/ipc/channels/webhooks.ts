/** The platform's webhooks: list, register, delete; the console's catalogue and verifier. */
export const WEBHOOKS_METHODS = {
  'webhooks:list': 'listWebhooks',
  'webhooks:register': 'registerWebhook',
  'webhooks:delete': 'deleteWebhook',
  'webhooks:catalogue': 'webhookCatalogue',
  'webhooks:verify-signature': 'verifyWebhookSignature',
} as const;

export const WEBHOOKS_EVENTS = {} as const;
