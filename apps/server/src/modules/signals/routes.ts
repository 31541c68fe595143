import { APP_INFO, appSchema, signalTypeSchema } from '@signal-desk/domain/apps';
import { quickPeriodSchema } from '@signal-desk/domain/date-range';
import { idSchema, textSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import {
  createSignalInputSchema,
  livePriceInputSchema,
  SIGNAL_STATUSES,
  type Signal,
  type SignalStatus,
  signalActionInputSchema,
  signalLogEntrySchema,
  signalSchema,
  signalSummarySchema,
  signalValidationSchema,
  softDeleteInputSchema,
  updateSignalInputSchema,
} from '@signal-desk/domain/signal';
import { z } from 'zod';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { badRequest, fieldError } from '../../shared/errors';
import type { SignalDelivery } from '../notifications/signal-delivery-service';
import type { LivePrices } from './live-prices';
import { runSignalAction, type SignalAction, setSoftDelete, updateLivePrice } from './signal-actions';
import type { SignalEventBus } from './signal-events';
import { exportSignalsCsv } from './signal-export';
import type { SignalFilters } from './signal-filters';
import type { SignalListCache, SignalListKey } from './signal-list-cache';
import {
  createSignal,
  getSignal,
  listSignals,
  signalLog,
  signalsWhere,
  updateSignal,
  validateSignal,
} from './signals-service';

const byId = z.object({ id: idSchema });
const tags = ['signals'];
const signalReply = { 200: dataOf(signalSchema), ...errorResponses };

const statusList = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const statuses = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = statuses.filter((s) => !(SIGNAL_STATUSES as readonly string[]).includes(s));
    if (unknown.length)
      ctx.addIssue({ code: 'custom', message: 'unknownStatus', params: { statuses: unknown.join(', ') } });
    return statuses as SignalStatus[];
  });

const signalListQuerySchema = listQuerySchema.extend({
  app: appSchema.default('shift'),
  signalType: signalTypeSchema.optional(),
  status: statusList.optional(),
  trader: idSchema.optional(),
  pair: textSchema.trim().max(40).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  period: quickPeriodSchema.optional(),
});
type SignalListQuery = z.output<typeof signalListQuerySchema>;

const filtersOf = (q: SignalListQuery, deleted: boolean): SignalFilters => ({
  app: q.app,
  signalType: q.signalType,
  status: q.status,
  trader: q.trader,
  pair: q.pair,
  from: q.from,
  to: q.to,
  period: q.period,
  deleted,
});

const ACTIONS: [string, SignalAction, string][] = [
  [
    '/signals/end-trade/:id',
    'end',
    'End a trade at the current price (won, draw, cancelled or early SL-hit)',
  ],
  ['/signals/cancelled/:id', 'cancel', 'Cancel a pending trade, or end an active one by the end-trade rule'],
  ['/signals/early-take-profit/:id', 'endEarly', 'Take profit early: close an active trade in profit as won'],
  ['/signals/expired/:id', 'expire', 'Mark a pending trade expired'],
  ['/signals/reopen/:id', 'reopen', 'Reopen a closed trade (MODIFY_ALL_SIGNAL_STATUS)'],
];

export function signalRoutes(
  app: Api,
  {
    db,
    prices,
    events,
    listCache,
    delivery,
  }: RouteDeps & {
    prices: LivePrices;
    events: SignalEventBus;
    listCache: SignalListCache;
    delivery: SignalDelivery;
  },
) {
  /**
   * A change answered here empties its app's cached pages before the reply leaves, so the writer's next
   * read sees it whatever the notification's delay; other replicas hear of it through `signal_changes`.
   */
  const written = async (write: Promise<Signal>) => {
    const signal = await write;
    listCache.invalidate(signal.app);
    return signal;
  };

  /**
   * A list page, from the cache when nothing changed in its app since it was read. The route's entry
   * in the access table checked the reader's app before this runs; nothing else in the page depends
   * on the reader.
   */
  const listed = (list: SignalListKey['list'], query: SignalListQuery, deleted: boolean) =>
    listCache.pages.read({ app: query.app, list, deleted, query }, () =>
      listSignals(db, query, filtersOf(query, deleted)),
    );

  app.get(
    '/signals',
    {
      schema: {
        tags,
        summary: 'Trade ideas of an app (needs the app permission)',
        querystring: signalListQuerySchema,
        response: { 200: listOf(signalSummarySchema), ...errorResponses },
      },
    },
    (request) => listed('active', request.query, false),
  );

  app.get(
    '/signals/external',
    {
      schema: {
        tags,
        summary: 'Trade ideas of an external app (needs its API key)',
        querystring: signalListQuerySchema,
        response: { 200: listOf(signalSummarySchema), ...errorResponses },
      },
    },
    (request) => {
      if (!APP_INFO[request.query.app].externalKey)
        throw badRequest('Not an external app', [fieldError('app', 'externalAppRequired')]);
      return listed('external', request.query, false);
    },
  );

  app.get(
    '/signals/export',
    {
      schema: {
        tags,
        summary: 'The filtered list as CSV (streamed)',
        querystring: signalListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const q = request.query;
      const filters = filtersOf(q, false);
      const name = `signals-${q.app}-${new Date().toISOString().slice(0, 10)}.csv`;
      const csv = await exportSignalsCsv(db, actor, signalsWhere(q, filters), { app: q.app, filters });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.post(
    '/signals',
    {
      schema: {
        tags,
        summary: 'Create a trade idea',
        body: createSignalInputSchema,
        response: { 201: dataOf(signalSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await written(createSignal(db, { prices, delivery }, actorOf(request), request.body)),
      }),
  );

  app.post(
    '/signals/validate',
    {
      schema: {
        tags,
        summary: 'Check a trade idea as its creation would, writing nothing',
        body: createSignalInputSchema,
        response: { 200: dataOf(signalValidationSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await validateSignal(db, prices, actorOf(request), request.body) }),
  );

  app.get(
    '/signals/soft/delete',
    {
      schema: {
        tags,
        summary: 'The recycle bin of an app',
        querystring: signalListQuerySchema,
        response: { 200: listOf(signalSummarySchema), ...errorResponses },
      },
    },
    (request) => listed('recycle', request.query, true),
  );

  app.put(
    '/signals/soft/delete/:id',
    {
      schema: {
        tags,
        summary: 'Move a trade idea to the recycle bin ({softDelete: true}) or restore it',
        params: byId,
        body: softDeleteInputSchema,
        response: signalReply,
      },
    },
    async (request) => ({
      data: await written(setSoftDelete(db, delivery, actorOf(request), request.params.id, request.body)),
    }),
  );

  app.get(
    '/signals/:id',
    {
      schema: { tags, summary: 'One trade idea', params: byId, response: signalReply },
    },
    async (request) => ({ data: await getSignal(db, actorOf(request), request.params.id) }),
  );

  app.patch(
    '/signals/:id',
    {
      schema: {
        tags,
        summary: 'Change a trade idea (field and state permissions apply)',
        params: byId,
        body: updateSignalInputSchema,
        response: signalReply,
      },
    },
    async (request) => ({
      data: await written(updateSignal(db, delivery, actorOf(request), request.params.id, request.body)),
    }),
  );

  app.get(
    '/signals/:id/log',
    {
      schema: {
        tags,
        summary: 'The activity trail of a trade idea, oldest first',
        params: byId,
        querystring: listQuerySchema.pick({ page: true, perPage: true }),
        response: { 200: listOf(signalLogEntrySchema), ...errorResponses },
      },
    },
    (request) => signalLog(db, request.params.id, request.query),
  );

  app.post(
    '/signals/:id/update-live-price',
    {
      schema: {
        tags,
        summary: 'Set the live price by hand: runs the lifecycle like a quote',
        params: byId,
        body: livePriceInputSchema,
        response: signalReply,
      },
    },
    async (request) => ({
      data: await written(
        updateLivePrice(db, { events, delivery }, actorOf(request), request.params.id, request.body),
      ),
    }),
  );

  for (const [url, action, summary] of ACTIONS) {
    app.put(
      url,
      {
        schema: { tags, summary, params: byId, body: signalActionInputSchema, response: signalReply },
      },
      async (request) => ({
        data: await written(
          runSignalAction(
            db,
            { prices, events, delivery },
            actorOf(request),
            request.params.id,
            action,
            request.body,
          ),
        ),
      }),
    );
  }
}
