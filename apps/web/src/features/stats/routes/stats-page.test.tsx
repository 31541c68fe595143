// @vitest-environment happy-dom
import { STATS_PERIODS } from '@signal-desk/domain/date-range';
import type { ErrorBody } from '@signal-desk/domain/http';
import {
  type Counters,
  countersSchema,
  type Metrics,
  type Performers,
  type PipsGain,
  performersSchema,
  pipsGainSchema,
} from '@signal-desk/domain/stats';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { PATHS } from '../../../shared/paths';
import { endSession, startSession } from '../../../shared/session/session-store';
import { answerData, refuse, serveApi } from '../../../shared/testing/api-server';
import { renderOnRoute } from '../../../shared/testing/render';
import { testAdmin } from '../../../shared/testing/test-admin';
import { StatsPage } from './stats-page';

const me = testAdmin({
  _id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a32',
  name: 'Ada Auditor',
  nickname: 'ada',
  email: 'ada@example.com',
  permissions: ['STATS_GLOBAL', 'SHIFT'],
  effectivePermissions: ['STATS_GLOBAL', 'SHIFT'],
  signalsLimit: {},
  trackRecordPublic: false,
});

const range = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' };
const metrics: Metrics = {
  unit: 'pips',
  trades: 6,
  wins: 3,
  losses: 3,
  draws: 0,
  pipsSum: '33',
  avgWin: '15',
  avgLoss: '-4',
  winRate: '50',
  profitFactor: '3.75',
  expectancy: '5.5',
  avgR: null,
  maxDrawdown: '6',
};
const counters: Counters = {
  range,
  signalsCount: 6,
  byStatus: {
    active: 0,
    pending: 0,
    won: 3,
    sl_hit: 3,
    draw: 0,
    cancelled: 0,
    expired: 0,
    early_sl_hit: 0,
  } as Counters['byStatus'],
  results: [metrics],
  apps: [],
};
const performers: Performers = {
  range,
  traders: [],
  strategies: [],
  bestStrategy: [{ unit: 'pips', name: 'Range', pipsSum: '45', trades: 3 }],
  worstStrategy: [{ unit: 'pips', name: 'Swing', pipsSum: '-12', trades: 4 }],
  monthly: [],
};
const gain: PipsGain = { range, months: [], years: [], units: [] };

const reports = () => [
  answerData('GET', '/api/stats/counters', countersSchema, counters),
  answerData('GET', '/api/stats/performers', performersSchema, performers),
  answerData('GET', '/api/stats/pips-gain', pipsGainSchema, gain),
];

afterEach(() => {
  cleanup();
  endSession();
});

const openStats = (url: string) => renderOnRoute({ path: PATHS.stats, component: StatsPage, url });

describe('StatsPage', () => {
  it('shows a reversed range on the From field and asks the server nothing', async () => {
    startSession({ token: 'token', user: me });
    const api = serveApi(...reports());
    await openStats('/stats?from=2026-02-01&to=2026-01-01');
    const from = await screen.findByLabelText(en.reports.filters.from);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(en.validation.rangeReversed)).toBeTruthy();
    expect(api.sent.filter((r) => r.path.startsWith('/api/stats/'))).toEqual([]);
  });

  it('shows a range over 5 years on the To field', async () => {
    startSession({ token: 'token', user: me });
    serveApi(...reports());
    await openStats('/stats?from=2019-01-01&to=2025-01-02');
    expect(await screen.findByText(en.validation.rangeTooLong)).toBeTruthy();
    expect((await screen.findByLabelText(en.reports.filters.to)).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts the server’s field errors on the date fields, not in a generic alert', async () => {
    startSession({ token: 'token', user: me });
    const refusal: ErrorBody['error'] = {
      code: 'bad_request',
      message: 'Invalid querystring',
      fields: [{ path: 'from', message: 'Invalid date', code: 'dateInvalid' }],
    };
    serveApi(
      refuse('GET', '/api/stats/counters', 400, refusal),
      refuse('GET', '/api/stats/performers', 400, refusal),
      refuse('GET', '/api/stats/pips-gain', 400, refusal),
    );
    await openStats('/stats?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText(en.validation.dateInvalid)).toBeTruthy();
    expect((await screen.findByLabelText(en.reports.filters.from)).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Invalid querystring/)).toBeNull();
  });

  it('presses the chosen period, none for a range of dates, and a period replaces the range', async () => {
    startSession({ token: 'token', user: me });
    serveApi(...reports());
    const router = await openStats('/stats?from=2026-01-01&to=2026-01-31');
    const periods = await screen.findByRole('group', { name: en.reports.filters.period });
    const buttons = within(periods).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      STATS_PERIODS.map((period) => en.reports.filters.periods[period]),
    );
    expect(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);

    fireEvent.click(within(periods).getByRole('button', { name: en.reports.filters.periods.week }));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ period: 'week' }));
    const week = () => within(periods).getByRole('button', { name: en.reports.filters.periods.week });
    await vi.waitFor(() => expect(week().getAttribute('aria-pressed')).toBe('true'));
  });

  it('gives the best and worst strategy with their sample and the rule', async () => {
    startSession({ token: 'token', user: me });
    serveApi(...reports());
    await openStats('/stats?period=month');
    const best = (await screen.findByText(/Best strategy/)).closest('div') as HTMLElement;
    expect(within(best).getByText(/Range/)).toBeTruthy();
    expect(within(best).getByText('(3 ideas)')).toBeTruthy();
    const worst = screen.getByText(/Worst strategy/).closest('div') as HTMLElement;
    expect(within(worst).getByText('(4 ideas)')).toBeTruthy();
    expect(screen.getByText(/at least 3 closed trade ideas with a result/)).toBeTruthy();
  });
});
