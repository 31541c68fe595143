import { subscriptionAppSchema } from '@signal-desk/domain/subscriptions';
import { getRouteApi } from '@tanstack/react-router';

/** The subscription pages that carry `?app=`: the list and the add page. */
type SubscriptionRoute = '/shell/subscriptions' | '/shell/subscriptions/add';

/** The `?app=` of a subscription page (shift when missing or not an app with subscriptions). */
export function useSubscriptionApp(from: SubscriptionRoute) {
  const search = getRouteApi(from).useSearch();
  return subscriptionAppSchema.catch('shift').parse(search.app ?? 'shift');
}
