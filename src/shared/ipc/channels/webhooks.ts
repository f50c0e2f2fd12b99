/** The platform's webhooks: list, register, delete. */
export const WEBHOOKS_METHODS = {
  'webhooks:list': 'listWebhooks',
  'webhooks:register': 'registerWebhook',
  'webhooks:delete': 'deleteWebhook',
} as const;

export const WEBHOOKS_EVENTS = {} as const;
