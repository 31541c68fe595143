import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('metrics and tracing configuration', () => {
  it('measures nothing and traces nothing by default (empty variables count as unset)', () => {
    for (const env of [{}, { METRICS_TOKEN: '', METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' }]) {
      const config = loadConfig(env);
      expect(config.metrics).toEqual({ token: undefined, port: undefined });
      expect(config.otlpEndpoint).toBeUndefined();
    }
  });

  it('reads the scrape token, the metrics port and the collector', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'scrape-token-0123456789',
      METRICS_PORT: '9464',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
    expect(config.metrics).toEqual({ token: 'scrape-token-0123456789', port: 9464 });
    expect(config.otlpEndpoint).toBe('http://collector:4318');
  });

  it('refuses a short or spaced token, a bad port and a collector that is no URL, naming each', () => {
    expect(() =>
      loadConfig({ METRICS_TOKEN: 'short', METRICS_PORT: '70000', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' }),
    ).toThrow(/METRICS_TOKEN[\s\S]*METRICS_PORT[\s\S]*OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(/METRICS_TOKEN/);
    for (const TRACES_PER_SECOND of ['0', '2.5', 'many'])
      expect(() => loadConfig({ TRACES_PER_SECOND })).toThrow(/TRACES_PER_SECOND/);
    expect(() => loadConfig({ TRACES_PER_SECOND: '250' })).not.toThrow();
  });
});
