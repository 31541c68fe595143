import { type SQL, sql } from 'drizzle-orm';

type FollowerIds = (traderId: string) => SQL;

/** No customer follows anyone until the customers module says who does. */
let followerIds: FollowerIds = (traderId) => sql`select null::uuid where ${traderId}::uuid is null`;

/**
 * The customers who follow a trader, as a subquery of customer ids (the 'trader-followers' audience).
 * Customers (with their `trader_ids`) belong to the customers module; `buildApp` hands its query in
 * with `setTraderFollowerIds`, so neither module imports the other (customers already queue pushes).
 */
export function traderFollowerIds(traderId: string): SQL {
  return followerIds(traderId);
}

export function setTraderFollowerIds(query: FollowerIds): void {
  followerIds = query;
}
