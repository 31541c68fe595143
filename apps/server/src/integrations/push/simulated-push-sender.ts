import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedPushes } from '../../db/schema';
import type { PushMessage, PushOutcome, PushSender } from './push-sender';

/**
 * The local default: delivers nothing to any phone, records each delivery in `simulated_pushes`
 * (once per notification and device, whatever the retries) and reports it delivered. The UI calls it
 * "simulated delivery".
 */
export class SimulatedPushSender implements PushSender {
  readonly name = 'simulated' as const;

  constructor(private readonly db: Db) {}

  async send(notificationId: string, messages: readonly PushMessage[]): Promise<PushOutcome[]> {
    if (messages.length > 0) {
      await this.db
        .insert(simulatedPushes)
        .values(messages.map((m) => ({ notificationId, token: m.token, title: m.title, body: m.body })))
        .onConflictDoNothing();
    }
    return messages.map((m) => ({ token: m.token, outcome: 'success' as const }));
  }

  async sendToTopic(): Promise<void> {}
}

/** How many simulated deliveries a notification has (tests, stats). */
export async function simulatedDeliveries(db: Db, notificationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(simulatedPushes)
    .where(sql`${simulatedPushes.notificationId} = ${notificationId}`);
  return row?.n ?? 0;
}

/** The simulated deliveries are kept a month (the notification's counts stay), then removed. */
export async function purgeSimulatedPushes(db: Db, keepDays = 30): Promise<void> {
  await db.execute(
    sql`delete from ${simulatedPushes} where ${simulatedPushes.deliveredAt} < now() - make_interval(days => ${keepDays})`,
  );
}
