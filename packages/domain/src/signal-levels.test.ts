import { describe, expect, it } from 'vitest';
import { validationMessage } from './messages';
import { createSignalInputSchema } from './signal';
import { checkLevels, checkTakeProfitRule, type TakeProfitRule } from './signal-levels';
import { customerTexts, findBlacklisted, htmlText, wordCount } from './text-rules';

describe('checkLevels', () => {
  it('accepts a well-formed buy and sell', () => {
    expect(
      checkLevels({ side: 'buy', entry: '1.1', stopLoss: '1.09', takeProfits: ['1.11', '1.12'] }),
    ).toEqual([]);
    expect(
      checkLevels({ side: 'sell', entry: '1.1', stopLoss: '1.11', takeProfits: ['1.09', '1.08'] }),
    ).toEqual([]);
    expect(checkLevels({ side: 'buy', entry: '1.1', stopLoss: '1.1', takeProfits: ['1.11'] })).toEqual([]);
  });

  it('names each broken level', () => {
    expect(
      checkLevels({ side: 'buy', entry: '1.1', stopLoss: '1.2', takeProfits: ['1.09', '1.13', '1.12', '0'] }),
    ).toEqual([
      { path: 'takeProfits.0', code: 'takeProfitSide' },
      { path: 'takeProfits.2', code: 'takeProfitOrder' },
      { path: 'takeProfits.3', code: 'takeProfitPositive' },
      { path: 'stopLoss', code: 'stopLossSide' },
    ]);
    expect(checkLevels({ side: 'sell', entry: '1.1', stopLoss: '0', takeProfits: [] })).toEqual([
      { path: 'takeProfits', code: 'takeProfitRequired' },
      { path: 'stopLoss', code: 'stopLossPositive' },
    ]);
  });
});

const rule = (overrides: Partial<TakeProfitRule>): TakeProfitRule => ({
  minTakeProfit: null,
  maxTakeProfit: null,
  minStopLoss: null,
  maxStopLoss: null,
  minTakeProfitsCount: null,
  maxTakeProfitsCount: null,
  minStopTip: null,
  maxStopTip: null,
  rrr: null,
  takeProfitIndex: 1,
  ignoredTradeTypes: [],
  signalTypes: [],
  ...overrides,
});
const eurusd = {
  side: 'buy' as const,
  entry: '1.1000',
  stopLoss: '1.0980',
  takeProfits: ['1.1030', '1.1060'],
};

describe('checkTakeProfitRule', () => {
  it('passes a trade inside the rule', () => {
    expect(
      checkTakeProfitRule(
        eurusd,
        rule({ minTakeProfit: '10', maxTakeProfit: '100', rrr: '1.5', maxTakeProfitsCount: 3 }),
        '10000',
        'pips',
      ),
    ).toEqual([]);
  });

  it('gives the actual and the expected ratio', () => {
    const issues = checkTakeProfitRule(eurusd, rule({ rrr: '2' }), '10000', 'pips');
    expect(issues).toEqual([
      {
        path: 'takeProfits.0',
        code: 'ruleRiskReward',
        params: { number: 1, actual: '1.5', expected: '2' },
      },
    ]);
    expect(validationMessage('ruleRiskReward', issues[0]?.params)).toBe(
      'The risk/reward ratio of take profit 1 is 1.5; the expected ratio is at least 2',
    );
    expect(checkTakeProfitRule(eurusd, rule({ rrr: '2', takeProfitIndex: 2 }), '10000', 'pips')).toEqual([]);
  });

  it('checks distances and counts', () => {
    const issues = checkTakeProfitRule(
      eurusd,
      rule({ maxTakeProfit: '40', minStopLoss: '25', minTakeProfitsCount: 3 }),
      '10000',
      'pips',
    );
    expect(issues.map((i) => i.path)).toEqual(['takeProfits', 'stopLoss', 'takeProfits.1']);
    expect(issues.map((i) => i.code)).toEqual([
      'takeProfitsTooFew',
      'ruleStopLossPips',
      'ruleTakeProfitPips',
    ]);
    expect(issues[0]?.params).toEqual({ min: 3, given: 2 });
    expect(issues[1]?.params).toEqual({ actual: '20', min: '25', max: '∞' });
    const [, , far] = issues;
    expect(far && validationMessage(far.code, far.params)).toBe(
      'Take profit 2 is 60 pips away; the rule allows 0 to 40',
    );
  });

  it('applies to the signal types it names, or to all when it names none', () => {
    const strict = { rrr: '5' };
    const of = (signalType: 'indice' | 'synthetic', signalTypes: ('indice' | 'synthetic')[]) =>
      checkTakeProfitRule({ ...eurusd, signalType }, rule({ ...strict, signalTypes }), '1', 'points');
    expect(of('synthetic', ['indice'])).toEqual([]);
    expect(of('indice', ['indice'])).toHaveLength(1);
    expect(of('synthetic', [])).toHaveLength(1);
  });

  it('skips ignored trade types', () => {
    expect(
      checkTakeProfitRule(
        { ...eurusd, tradeType: 'Scalping' },
        rule({ rrr: '5', ignoredTradeTypes: ['Scalping'] }),
        '10000',
        'pips',
      ),
    ).toEqual([]);
  });
});

describe('text rules', () => {
  it('counts words', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  Buy the dip  now ')).toBe(4);
  });

  it('finds blacklisted whole words and phrases per field, ignoring case', () => {
    expect(
      findBlacklisted({ analysis: 'This is a GUARANTEED win', comment: null }, [
        'guaranteed',
        'win',
        'risk free',
      ]),
    ).toEqual([
      { path: 'analysis', term: 'guaranteed' },
      { path: 'analysis', term: 'win' },
    ]);
    expect(findBlacklisted({ a: 'Winning streak, risk-free?' }, ['win', 'risk free'])).toEqual([]);
    expect(findBlacklisted({ a: 'ok', b: 'totally risk free trade' }, ['Risk free', ' '])).toEqual([
      { path: 'b', term: 'risk free' },
    ]);
  });

  it('reads HTML as the text it shows', () => {
    expect(htmlText('<p>Results are <strong>guar</strong>anteed</p><p>next</p>')).toBe(
      ' Results are guaranteed  next ',
    );
    expect(htmlText('<p>a&amp;b &#71;&#x75;aranteed&nbsp;x &bogus;</p>')).toBe(' a&b Guaranteed x &bogus; ');
    expect(htmlText('<script>guaranteed()</script><a title="guaranteed">link</a>')).toBe(' link');
  });

  it('collects every customer-facing text of an input with its path, in every language', () => {
    expect(
      customerTexts({
        app: 'shift',
        label: 'Asset',
        translationKey: 'asset',
        url: 'https://example.com',
        translations: { fr: { label: 'Actif' } },
        filterData: [{ id: 'fx', label: 'Forex', translations: { de: { label: 'Devisen' } } }],
        html: '<p>A <b>pip</b></p>',
      }),
    ).toEqual({
      label: 'Asset',
      'translations.fr.label': 'Actif',
      'filterData.0.label': 'Forex',
      'filterData.0.translations.de.label': 'Devisen',
      html: ' A pip ',
    });
  });
});

describe('createSignalInputSchema', () => {
  const base = {
    app: 'shift',
    signalType: 'forex',
    pair: '00000000-0000-4000-8000-000000000000',
    orderType: 'limit',
    side: 'buy',
    entry: 1.085,
    stopLoss: '1.08',
    takeProfits: [1.09],
  };

  it('normalises numbers to decimal text', () => {
    const parsed = createSignalInputSchema.parse(base);
    expect(parsed.entry).toBe('1.085');
    expect(parsed.takeProfits).toEqual(['1.09']);
  });

  it('refuses more than 8 decimals, out-of-range numbers, long analyses and a bad sentiment', () => {
    const result = createSignalInputSchema.safeParse({
      ...base,
      entry: '1.123456789',
      stopLoss: 20_000_000,
      analysis: Array.from({ length: 101 }, () => 'word').join(' '),
      sentiment: 5,
    });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(codes).toEqual({
      entry: 'maxDecimals',
      stopLoss: 'numberRange',
      analysis: 'analysisWords',
      sentiment: 'sentimentRange',
    });
  });

  it('measures the distances of low-priced instruments exactly (a coin at 0.15 in points of 1)', () => {
    const doge = { side: 'buy' as const, entry: '0.14375', stopLoss: '0.1409', takeProfits: ['0.1469'] };
    // 0.00285 away: 1.98 % of the entry, a reward/risk of 1.1; pips rounded to 2 decimals read 0 % and 1.
    expect(
      checkTakeProfitRule(doge, rule({ minStopTip: '1', maxStopTip: '3', rrr: '1.1' }), '1', 'points'),
    ).toEqual([]);
    expect(checkTakeProfitRule(doge, rule({ rrr: '1.2' }), '1', 'points')).toEqual([
      {
        path: 'takeProfits.0',
        code: 'ruleRiskReward',
        params: { number: 1, actual: '1.11', expected: '1.2' },
      },
    ]);
  });
});
