import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config';
import type { Db } from '../db/client';
import { Metrics } from './metrics';

// The Grafana dashboard and the alert rules of docs/operations query only metrics the server exports,
// and every alert has its runbook (a check without promtool: the expressions are parsed here).
const DOCS = path.resolve(SERVER_ROOT, '../../docs/operations');
const ROOT = path.resolve(SERVER_ROOT, '../..');

const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'by',
  'without',
  'on',
  'ignoring',
  'and',
  'or',
  'unless',
  'time',
  'absent',
]);

/** The metric names an expression reads: label matchers, ranges, groupings and numbers left out. */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/(?<![\w.])\d[\d.]*(e[+-]?\d+)?/gi, ' ');
  const names = bare.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return [...new Set(names.filter((name) => !PROMQL_WORDS.has(name)))];
}

/** The `expr:` of every rule: one line, or a `|` block indented under it. */
function ruleExpressions(yaml: string): { alert: string; expr: string; runbook: string }[] {
  const rules: { alert: string; expr: string; runbook: string }[] = [];
  const lines = yaml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const alert = /^\s*- alert: (\S+)/.exec(lines[i] ?? '');
    if (!alert) continue;
    let expr = '';
    let runbook = '';
    for (let j = i + 1; j < lines.length && !/^\s*- alert:/.test(lines[j] ?? ''); j++) {
      const line = lines[j] ?? '';
      const inline = /^\s*expr: (.+)$/.exec(line);
      if (inline?.[1] === '|') {
        const indent = line.search(/\S/);
        for (j += 1; j < lines.length && (lines[j] ?? '').search(/\S/) > indent; j++) expr += ` ${lines[j]}`;
        j -= 1;
      } else if (inline) expr = inline[1] ?? '';
      const book = /^\s*runbook: (\S+)/.exec(line);
      if (book) runbook = book[1] ?? '';
    }
    rules.push({ alert: alert[1] ?? '', expr, runbook });
  }
  return rules;
}

/** Every name a scrape of a fully wired process can hold (histograms as their three series). */
function exportedNames(): Set<string> {
  const metrics = new Metrics();
  metrics.readFrom({
    engine: { status: () => ({ openSignals: 0, pausedKeys: [], running: true }) },
    quotes: { health: () => [] },
    jobs: {} as Db,
    pools: { requests: { totalCount: 0, idleCount: 0, waitingCount: 0 } },
  });
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
  }
  return names;
}

describe('docs/operations', () => {
  const exported = exportedNames();

  it('finds the metric names of an expression', () => {
    expect(
      metricNamesOf(
        'sum by (le, route) (rate(a_seconds_bucket{status_code=~"5.."}[5m])) / clamp_min(b_total, 1e-9)',
      ),
    ).toEqual(['a_seconds_bucket', 'b_total']);
  });

  it('alerts on exported metrics only, each with its runbook', () => {
    const rules = ruleExpressions(readFileSync(path.join(DOCS, 'alert-rules.yml'), 'utf8'));
    expect(rules.map((rule) => rule.alert)).toEqual([
      'QuotesStale',
      'OldestJobWaiting',
      'PushFailureRatio',
      'ServerErrorRatio',
      'ReplicaWithoutEngine',
    ]);
    for (const rule of rules) {
      const names = metricNamesOf(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((name) => !exported.has(name)),
        rule.alert,
      ).toEqual([]);
      expect(existsSync(path.join(ROOT, rule.runbook)), rule.runbook).toBe(true);
    }
  });

  it('charts exported metrics only, and every metric the server counts', () => {
    const dashboard = JSON.parse(readFileSync(path.join(DOCS, 'grafana-dashboard.json'), 'utf8'));
    const used = new Set<string>();
    for (const panel of dashboard.panels as { title: string; targets: { expr: string }[] }[]) {
      for (const target of panel.targets) {
        const names = metricNamesOf(target.expr);
        expect(
          names.filter((name) => !exported.has(name)),
          panel.title,
        ).toEqual([]);
        for (const name of names) used.add(name);
      }
    }
    const own = [...exported].filter(
      (name) =>
        name.startsWith('signal_desk_') && !/_(count|sum)$/.test(name) && !exported.has(`${name}_bucket`),
    );
    expect(own.filter((name) => !used.has(name) && !used.has(`${name}_bucket`))).toEqual([]);
  });
});
