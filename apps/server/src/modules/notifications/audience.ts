import type { SQL } from 'drizzle-orm';

/**
 * The customers who follow a trader, as a subquery of customer ids (the 'trader-followers' audience).
 * Customers (with their `trader_ids`) belong to the customers module; the process that builds the
 * delivery workers passes its query in, so neither module imports the other (customers already queue
 * pushes).
 */
export type TraderFollowerIds = (traderId: string) => SQL;
