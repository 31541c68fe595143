export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;
