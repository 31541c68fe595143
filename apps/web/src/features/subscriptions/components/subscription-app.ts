import { subscriptionAppSchema } from '@signal-desk/domain/subscriptions';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/shell/subscriptions');

/** The `?app=` of the subscription pages (shift when missing or not an app with subscriptions). */
export function useSubscriptionApp() {
  const search = route.useSearch();
  return subscriptionAppSchema.catch('shift').parse(search.app ?? 'shift');
}
