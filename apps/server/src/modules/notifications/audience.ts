import { type SQL, sql } from 'drizzle-orm';

/**
 * The customers who follow a trader, as a subquery of customer ids.
 *
 * Customers (with their `trader_ids`) belong to the customers module, which arrives after delivery:
 * until then no customer follows anyone. The customers module replaces the body with its own
 * subquery, e.g. `sql\`select id from customers where ${traderId} = any(trader_ids)\``; nothing else
 * in delivery changes.
 */
export function traderFollowerIds(traderId: string): SQL {
  return sql`select null::uuid where ${traderId}::uuid is null`;
}
