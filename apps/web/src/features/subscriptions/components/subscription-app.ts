import { subscriptionAppSchema } from '@signal-desk/domain/subscriptions';
import { useSearch } from '@tanstack/react-router';

/** The `?app=` of the subscription pages (shift when missing or not an app with subscriptions). */
export function useSubscriptionApp() {
  const search = useSearch({ strict: false }) as { app?: unknown };
  return subscriptionAppSchema.catch('shift').parse(search.app ?? 'shift');
}
