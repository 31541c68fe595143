import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';

// Apart from customers-service (which queues pushes through the notifications module), so that the
// notifications module can import this without an import cycle.

/**
 * The customers who follow a trader, as a subquery of customer ids (for the 'trader-followers'
 * push audience of the notifications module); served by the GIN index on trader_ids.
 */
export function traderFollowerIdsQuery(traderId: string): SQL {
  return sql`select ${customers.id} from ${customers} where ${customers.traderIds} @> array[${traderId}::uuid]`;
}

/** The same followers as a list of ids. */
export async function customerIdsFollowingTrader(exec: Executor, traderId: string): Promise<string[]> {
  const rows = await exec
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.traderIds} @> array[${traderId}::uuid]`);
  return rows.map((r) => r.id);
}
