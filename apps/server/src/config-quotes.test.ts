import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('quote provider configuration', () => {
  it('uses the simulated market for every kind by default', () => {
    const { quotes } = loadConfig({ QUOTES_SIM_SEED: '7' });
    expect(quotes).toEqual({
      forex: { provider: 'simulated' },
      synthetic: { provider: 'simulated' },
      crypto: { provider: 'simulated' },
      simulation: { seed: 7, ticksPerSecond: undefined },
    });
  });

  it('reads the real providers with their keys, OANDA on its practice endpoints by default', () => {
    const { quotes } = loadConfig({
      QUOTES_FOREX: 'oanda',
      OANDA_TOKEN: 'token-123',
      OANDA_ACCOUNT_ID: '101-004-1-001',
      QUOTES_SYNTHETIC: 'deriv',
      DERIV_APP_ID: '1089',
      QUOTES_CRYPTO: 'ccxt',
      QUOTES_SIM_TICKS_PER_SECOND: '10',
    });
    expect(quotes.forex).toEqual({
      provider: 'oanda',
      token: 'token-123',
      accountId: '101-004-1-001',
      apiUrl: 'https://api-fxpractice.oanda.com',
      streamUrl: 'https://stream-fxpractice.oanda.com',
    });
    expect(quotes.synthetic).toEqual({
      provider: 'deriv',
      appId: '1089',
      wsUrl: 'wss://ws.derivws.com/websockets/v3',
    });
    expect(quotes.crypto).toEqual({ provider: 'ccxt' });
    expect(quotes.simulation.ticksPerSecond).toBe(10);
  });

  it('refuses to start with a real provider and no keys, naming what is missing', () => {
    expect(() => loadConfig({ QUOTES_FOREX: 'oanda', QUOTES_SYNTHETIC: 'deriv', OANDA_TOKEN: '' })).toThrow(
      [
        'Invalid configuration:',
        '  OANDA_TOKEN: required when QUOTES_FOREX=oanda',
        '  OANDA_ACCOUNT_ID: required when QUOTES_FOREX=oanda',
        '  DERIV_APP_ID: required when QUOTES_SYNTHETIC=deriv',
      ].join('\n'),
    );
    expect(() => loadConfig({ QUOTES_CRYPTO: 'binance' })).toThrow(/QUOTES_CRYPTO/);
  });
});
