import { APPS } from '@signal-desk/domain/apps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPairs } from '../modules/markets/pairs-service';
import { startTestApp, type TestApp } from '../test/harness';
import { generateSignals, randomSource } from './signal-generator';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo and benchmark signal generator', () => {
  it('writes histories that could have happened: nothing closes before it opens or after now', async () => {
    const pairs = (await listPairs(t.database.db, { perPage: 200, page: 1 })).data;
    const now = new Date();
    for (const app of APPS) {
      const rows = [
        ...generateSignals({
          app,
          pairs,
          traders: [t.root._id],
          ownerId: t.root._id,
          count: 300,
          days: 60,
          now,
          random: randomSource(3),
          firstNumber: 1,
          prefix: 'GEN',
        }),
      ];
      for (const row of rows) {
        const created = (row.createdAt as Date).getTime();
        expect(created).toBeLessThanOrEqual(now.getTime());
        const open = row.status === 'pending' || row.status === 'active';
        expect(row.closedAt === null).toBe(open);
        if (row.closedAt) {
          expect(row.closedAt.getTime()).toBeGreaterThanOrEqual(created);
          expect(row.closedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        }
        for (const tp of row.takeProfits ?? []) {
          if (tp.hitAt) expect(Date.parse(tp.hitAt)).toBeLessThanOrEqual(now.getTime());
        }
      }
      // Readable ids count up with time: GEN-000001 is the oldest.
      const byTime = [...rows].sort(
        (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
      );
      expect(byTime.map((row) => row.signalId)).toEqual(
        byTime.map((_, i) => `GEN-${String(i + 1).padStart(6, '0')}`),
      );
    }
  });
});
