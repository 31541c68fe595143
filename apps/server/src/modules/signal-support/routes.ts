import { appSchema } from '@signal-desk/domain/apps';
import { idSchema } from '@signal-desk/domain/fields';
import { dataOf, listOf, listQuerySchema } from '@signal-desk/domain/http';
import {
  badWordSchema,
  badWordsInputSchema,
  settingsInputSchema,
  settingsSchema,
  signalSettingsInputSchema,
  signalSettingsKeySchema,
  signalSettingsSchema,
  takeProfitRuleInputSchema,
  takeProfitRuleSchema,
  traderSchema,
} from '@signal-desk/domain/signal-support';
import { z } from 'zod';
import { actorOf, visibleApps } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { getSignalSettings, saveSignalSettings } from '../identity/admins-service';
import { addBadWords, deleteBadWord, listBadWords } from './bad-words-service';
import { getSettings, updateSettings } from './settings-service';
import {
  createTakeProfitRule,
  deleteTakeProfitRule,
  listTakeProfitRules,
  updateTakeProfitRule,
} from './take-profit-rules-service';
import { listTraders } from './traders-service';

const byId = z.object({ id: idSchema });
const bySettingsKey = z.object({ key: signalSettingsKeySchema });
const listByApp = listQuerySchema.extend({ app: appSchema.optional() });
const deleted = { 200: dataOf(z.object({ _id: idSchema })), ...errorResponses };

/** What trade ideas lean on: global settings, take-profit rules, bad words, traders, own form defaults. */
export function signalSupportRoutes(app: Api, deps: RouteDeps) {
  settingsRoutes(app, deps);
  takeProfitRuleRoutes(app, deps);
  badWordRoutes(app, deps);
  traderRoutes(app, deps);
  signalSettingsRoutes(app, deps);
}

function settingsRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['settings'];
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Global settings: disclaimers, blacklist filter, cancellation thresholds, image limit',
        response: { 200: dataOf(settingsSchema), ...errorResponses },
      },
    },
    async () => ({ data: await getSettings(db) }),
  );
  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change some settings (the others stay; null puts one back to its default)',
        body: settingsInputSchema,
        response: { 200: dataOf(settingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateSettings(db, actorOf(request), request.body) }),
  );
}

function takeProfitRuleRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['take-profit rules'];
  app.get(
    '/take-profit-rules',
    {
      schema: {
        tags,
        summary: 'List take-profit (RRR) rules, newest first; `app` keeps one app',
        querystring: listByApp,
        response: { 200: listOf(takeProfitRuleSchema), ...errorResponses },
      },
    },
    (request) => listTakeProfitRules(db, request.query, visibleApps(request)),
  );
  app.post(
    '/take-profit-rules',
    {
      schema: {
        tags,
        summary: 'Create a take-profit rule',
        body: takeProfitRuleInputSchema,
        response: { 201: dataOf(takeProfitRuleSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTakeProfitRule(db, actorOf(request), request.body) }),
  );
  app.put(
    '/take-profit-rules/:id',
    {
      schema: {
        tags,
        summary: 'Replace a take-profit rule',
        params: byId,
        body: takeProfitRuleInputSchema,
        response: { 200: dataOf(takeProfitRuleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateTakeProfitRule(db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/take-profit-rules/:id',
    {
      schema: { tags, summary: 'Delete a take-profit rule', params: byId, response: deleted },
    },
    async (request) => ({ data: await deleteTakeProfitRule(db, actorOf(request), request.params.id) }),
  );
}

function badWordRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['bad words'];
  app.get(
    '/badWords',
    {
      schema: {
        tags,
        summary: 'List the blacklisted words',
        querystring: listQuerySchema,
        response: { 200: listOf(badWordSchema), ...errorResponses },
      },
    },
    (request) => listBadWords(db, request.query),
  );
  app.post(
    '/badWords',
    {
      schema: {
        tags,
        summary: 'Add words to the blacklist; words already listed (in any case) are skipped',
        body: badWordsInputSchema,
        response: { 201: dataOf(z.array(badWordSchema)), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addBadWords(db, actorOf(request), request.body.words) }),
  );
  app.delete(
    '/badWords/:id',
    {
      schema: { tags, summary: 'Remove a word from the blacklist', params: byId, response: deleted },
    },
    async (request) => ({ data: await deleteBadWord(db, actorOf(request), request.params.id) }),
  );
}

function traderRoutes(app: Api, { db }: RouteDeps) {
  app.get(
    '/traders',
    {
      schema: {
        tags: ['traders'],
        summary: 'Admins who may publish trade ideas (of `app`, when given), by nickname, 50 a page',
        querystring: listByApp,
        response: { 200: listOf(traderSchema), ...errorResponses },
      },
    },
    (request) => listTraders(db, request.query, visibleApps(request)),
  );
}

function signalSettingsRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['signal settings'];
  app.get(
    '/me/signal-settings/:key',
    {
      schema: {
        tags,
        summary: 'The own signal form defaults for `<app>-<quoteProvider>`, e.g. shift-1',
        params: bySettingsKey,
        response: { 200: dataOf(signalSettingsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      return { data: { key, settings: await getSignalSettings(db, actorOf(request).admin._id, key) } };
    },
  );
  app.post(
    '/me/signal-settings/:key',
    {
      schema: {
        tags,
        summary: 'Save the own signal form defaults for `<app>-<quoteProvider>`',
        params: bySettingsKey,
        body: signalSettingsInputSchema,
        response: { 200: dataOf(signalSettingsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      const settings = await saveSignalSettings(db, actorOf(request), key, request.body.settings);
      return { data: { key, settings } };
    },
  );
}
