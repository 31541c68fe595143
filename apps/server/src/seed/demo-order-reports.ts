import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedSeeds, orderReports, signals } from '../db/schema';

const CLIENTS = ['acme-capital', 'northwind-fx', 'blue-harbor', 'kite-markets'];
const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'DAY'];
const ERRORS = [
  { code: 'INSUFFICIENT_MARGIN', message: 'Not enough free margin for the order size', status: 422 },
  { code: 'MARKET_CLOSED', message: 'The market is closed for this instrument', status: 409 },
  { code: 'PRICE_MOVED', message: 'The price moved beyond the allowed slippage', status: 409 },
];

/** Order reports the partner would have sent about recent copies, some refused; once per database. */
export async function seedDemoOrderReports(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(appliedSeeds)
      .values({ name: 'demo-order-reports-v1' })
      .onConflictDoNothing()
      .returning();
    if (!first) return 0;
    const recent = await tx
      .select()
      .from(signals)
      .where(eq(signals.softDelete, false))
      .orderBy(desc(signals.createdAt))
      .limit(60);
    let state = 7;
    const next = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const rows = recent.flatMap((s, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, n) => {
        const error = next() < 0.15 ? ERRORS[Math.floor(next() * ERRORS.length)] : undefined;
        const client = CLIENTS[Math.floor(next() * CLIENTS.length)] as string;
        const payload = {
          reportId: `demo-${s.signalId}-${n}`,
          tradeId: s.tradeId,
          signalId: s.signalId,
          baseSymbol: s.base,
          quoteSymbol: s.quote,
          side: s.side,
          timeInForce: TIME_IN_FORCE[Math.floor(next() * TIME_IN_FORCE.length)],
          amount: (Math.round(next() * 9_000 + 1_000) / 10).toFixed(1),
          client,
          ...(error ? { error } : {}),
        };
        return {
          reportId: payload.reportId,
          tradeId: payload.tradeId,
          signalId: payload.signalId,
          baseSymbol: payload.baseSymbol,
          quoteSymbol: payload.quoteSymbol,
          side: payload.side,
          timeInForce: payload.timeInForce ?? null,
          amount: payload.amount,
          client,
          errorCode: error?.code ?? null,
          errorMessage: error?.message ?? null,
          errorStatus: error?.status ?? null,
          ipAddress: '198.51.100.24',
          payload,
          createdAt: new Date(s.createdAt.getTime() + (n + 1) * 4_000),
        };
      }),
    );
    if (rows.length) await tx.insert(orderReports).values(rows);
    return rows.length;
  });
}
