import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  checkChain,
  GENESIS_HASH,
  linkHash,
  type TrackRecordEntry,
  type TrackRecordLink,
  trackRecordFigures,
} from './track-record';

describe('canonicalJson', () => {
  it('sorts keys at every depth, writes no whitespace and escapes as JSON does', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x"\n' }], C: true })).toBe(
      '{"C":true,"a":[{"c":"x\\"\\n","d":null}],"b":1}',
    );
  });

  it('refuses numbers that are not safe integers: decimals travel as strings', () => {
    expect(() => canonicalJson({ result: 1.5 })).toThrow(/integers only/);
    expect(() => canonicalJson({ seq: 2 ** 60 })).toThrow(/integers only/);
  });

  it('gives one text whatever the order of the keys, and reads back to the same value', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (value) => {
          const reversed = Object.fromEntries(Object.entries(value).reverse());
          expect(canonicalJson(reversed)).toBe(canonicalJson(value));
          expect(JSON.parse(canonicalJson(value))).toEqual(value);
        },
      ),
    );
  });
});

const entry = (seq: number, result: string): TrackRecordEntry => ({
  seq,
  kind: 'result',
  corrects: null,
  app: 'shift',
  idea: `SHIFT-${seq}`,
  pair: 'EUR/USD',
  side: 'buy',
  status: 'won',
  entry: '1.085',
  exit: '1.087',
  result,
  unit: 'pips',
  percent: null,
  openedAt: '2026-11-01T10:00:00.000Z',
  closedAt: '2026-11-01T12:00:00.000Z',
  trader: null,
});

async function chainOf(results: string[]): Promise<TrackRecordLink[]> {
  const links: TrackRecordLink[] = [];
  let prev = GENESIS_HASH;
  for (const [i, result] of results.entries()) {
    const link = {
      seq: i + 1,
      prevHash: prev,
      hash: await linkHash(prev, entry(i + 1, result)),
      entry: entry(i + 1, result),
    };
    links.push(link);
    prev = link.hash;
  }
  return links;
}

describe('checkChain', () => {
  it('accepts a chain and names the first link changed, moved or dropped', async () => {
    const links = await chainOf(['20', '-10', '35']);
    expect(await checkChain(links)).toEqual({ ok: true, head: links[2]?.hash, links: 3 });
    const changed: TrackRecordLink[] = JSON.parse(JSON.stringify(links));
    (changed[1] as TrackRecordLink).entry.result = '-9';
    expect(await checkChain(changed)).toMatchObject({
      ok: false,
      seq: 2,
      reason: 'hash does not match its entry',
    });
    expect(await checkChain([links[0], links[2]] as TrackRecordLink[])).toMatchObject({ ok: false, seq: 3 });
  });
});

describe('trackRecordFigures', () => {
  const day = (d: string, trades: number, wins: number, pips: string, winPips: string, lossPips: string) => ({
    unit: 'pips' as const,
    day: d,
    trades,
    wins,
    losses: trades - wins,
    pips,
    winPips,
    lossPips,
    holdingSeconds: String(trades * 7200),
  });

  it('computes the figures of closed ideas per unit, by closing day and month', () => {
    const [pips] = trackRecordFigures([
      day('2026-10-30', 2, 1, '10', '30', '-20'),
      day('2026-11-02', 1, 0, '-40', '0', '-40'),
      day('2026-11-03', 1, 1, '50', '50', '0'),
    ]);
    expect(pips).toMatchObject({
      unit: 'pips',
      ideas: 4,
      wins: 2,
      losses: 2,
      total: '20',
      winRate: '50',
      profitFactor: '1.33',
      expectancy: '5',
      maxDrawdown: '40',
      averageHoldingHours: '2',
      monthly: [
        { month: '2026-10', trades: 2, result: '10' },
        { month: '2026-11', trades: 2, result: '10' },
      ],
    });
    expect(pips?.equity.map((point) => point.cumulative)).toEqual(['10', '-30', '20']);
  });

  it('leaves out units without ideas, and days emptied by corrections', () => {
    expect(trackRecordFigures([day('2026-11-01', 0, 0, '0', '0', '0')])).toEqual([]);
  });
});
