import { dataOf } from '@signal-desk/domain/http';
import type { Permission } from '@signal-desk/domain/permissions';
import {
  countersSchema,
  performersSchema,
  pipsGainSchema,
  statsQuerySchema,
} from '@signal-desk/domain/stats';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { sendShared } from '../../http/shared-reply';
import type { StatsCache } from './stats-cache';
import { statsCounters, statsPerformers, statsPipsGain } from './stats-service';

/** Reports need STATS (SPEC section 6); STATS_GLOBAL widens them from one's own ideas to everyone's. */
export const STATS_ACCESS: Permission[] = ['STATS', 'STATS_GLOBAL'];
const tags = ['reports'];
const filters =
  'Filters: app, trader, strategy, and a range (period today, week, month, year, thisMonth; or from/to as days or instants, at most 5 years; default the last 30 days).';

export function statsRoutes(app: Api, { db, cache }: RouteDeps & { cache: StatsCache }) {
  app.get(
    '/stats/counters',
    {
      schema: {
        tags,
        summary: 'Trade ideas by status (published in the range) and the results of those closed in it',
        description: filters,
        querystring: statsQuerySchema,
        response: { 200: dataOf(countersSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendShared(reply, await statsCounters(db, cache, actorOf(request), request.query)),
  );
  app.get(
    '/stats/performers',
    {
      schema: {
        tags,
        summary:
          'Figures and equity curves per trader and per strategy; best and worst strategy; top monthly',
        description: filters,
        querystring: statsQuerySchema,
        response: { 200: dataOf(performersSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendShared(reply, await statsPerformers(db, cache, actorOf(request), request.query)),
  );
  app.get(
    '/stats/pips-gain',
    {
      schema: {
        tags,
        summary: 'Results by year and month, and the equity curve, per unit (pips or points)',
        description: filters,
        querystring: statsQuerySchema,
        response: { 200: dataOf(pipsGainSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendShared(reply, await statsPipsGain(db, cache, actorOf(request), request.query)),
  );
}
