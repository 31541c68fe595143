import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { dataOf, errorBodySchema } from '@signal-desk/domain/http';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { type Database, ping } from './db/client';
import { appOfResource } from './db/resource-apps';
import { engineRoutes } from './engine/engine-routes';
import type { EngineStatus } from './engine/signal-engine';
import { type RegisteredRoute, registerAccessControl } from './http/access';
import type { Api } from './http/api';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { outboundWebhooks } from './http/openapi-webhooks';
import { requestId } from './http/request-id';
import { RequestLines, requestLogger, serverLoggerOptions } from './http/request-logger';
import { inlineScriptsOf, pageHeaders, registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { startServerSpan, traceRequests } from './http/server-span';
import { refuseUndeclaredQueries, strictQueryValidatorCompiler } from './http/strict-query';
import { readIndexHtml, registerWebApp } from './http/web-app';
import { SimulatedChannelSender } from './integrations/channels/simulated-channel-sender';
import type { Storage } from './integrations/storage/storage';
import type { Translator } from './integrations/translation/translator';
import { activityLogRoutes } from './modules/activity/routes';
import { CustomerSessionCache } from './modules/app-api/customer-auth-service';
import { APP_API_PREFIX, appApiRoutes } from './modules/app-api/routes';
import { appVersionRoutes } from './modules/app-versions/routes';
import { bannerRoutes } from './modules/banners/routes';
import { channelRoutes } from './modules/channels/routes';
import { customerRoutes } from './modules/customers/routes';
import { faqRoutes } from './modules/faq/routes';
import { filterRoutes } from './modules/filters/routes';
import { adminRoutes } from './modules/identity/admin-routes';
import { authRoutes } from './modules/identity/auth-routes';
import { forgetCountsLocally, startIdentityCache } from './modules/identity/identity-cache';
import { roleRoutes } from './modules/identity/role-routes';
import { authenticate, cachedSession } from './modules/identity/sessions-service';
import { twoFactorRoutes } from './modules/identity/two-factor-routes';
import type { TwoFactorSettings } from './modules/identity/two-factor-service';
import { liveRoutes } from './modules/live/live-routes';
import type { LiveHub } from './modules/live/live-service';
import type { MarketData } from './modules/markets/market-data';
import { marketRoutes } from './modules/markets/routes';
import { masteryRoutes } from './modules/masteries/routes';
import { type DeliveryInfo, signalDeliveryOf } from './modules/notifications/delivery-service';
import { notificationRoutes } from './modules/notifications/routes';
import { partnerRoutes } from './modules/partner/routes';
import { quoteRoutes } from './modules/quotes/quotes-routes';
import type { QuoteHub } from './modules/quotes/quotes-service';
import { signalSupportRoutes } from './modules/signal-support/routes';
import type { LivePrices } from './modules/signals/live-prices';
import { signalRoutes } from './modules/signals/routes';
import type { SignalEventBus } from './modules/signals/signal-events';
import { SignalListCache } from './modules/signals/signal-list-cache';
import { statsRoutes } from './modules/stats/routes';
import { StatsCache } from './modules/stats/stats-cache';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { trackRecordPageRoutes, trackRecordRoutes } from './modules/track-record/routes';
import { TrackRecordCache } from './modules/track-record/track-record-service';
import { translationRoutes } from './modules/translation/routes';
import { uploadRoutes } from './modules/uploads/routes';
import type { Metrics } from './observability/metrics';
import { METRICS_PATH, metricsRoute } from './observability/metrics-route';
import { AppError } from './shared/errors';

export type AppConfig = Pick<
  Config,
  'logLevel' | 'webDist' | 'trustProxy' | 'corsOrigin' | 'bodyLimit' | 'signalListCacheMs'
> &
  Partial<Pick<Config, 'customers' | 'metrics' | 'otlpEndpoint'>>;

export interface AppDeps {
  database: Database;
  config: AppConfig;
  /** What the markets screens learn from the quote providers. */
  market: MarketData;
  /** The latest quotes, for market orders and manual closes. */
  prices: LivePrices;
  /** Lifecycle events of trade ideas, for the consumers that react to them. */
  events: SignalEventBus;
  /** Open back-office pages that receive changes as they happen. */
  live: LiveHub;
  /** The live engine of this replica (its status is an API route). */
  engine: { status(): EngineStatus };
  /** Live quotes: sources, subscriptions, cache. */
  quotes: QuoteHub;
  /** Uploaded files (local disk or S3) and the video size limit (the image limit is a setting). */
  uploads: { storage: Storage; videoLimitMb: number };
  /** Machine translation; null when none is configured. */
  translator: Translator | null;
  /** Push and partner delivery of this replica; absent in API tests that run no delivery workers. */
  delivery?: DeliveryInfo;
  /** This process's Prometheus registry: request durations are recorded, and `GET /metrics` served with a token. */
  metrics?: Metrics;
  /** The key of authenticator secrets and the WebAuthn party (decision 27). */
  twoFactor: TwoFactorSettings;
}

export interface App extends FastifyInstance {
  /** Every route with its declared access, for the route-walk test. */
  routeAccess: RegisteredRoute[];
}

/** The whole HTTP application, without listening: main.ts listens, tests call inject(). */
export async function buildApp({
  database,
  config,
  market,
  prices,
  quotes,
  events,
  live,
  engine,
  uploads,
  translator,
  delivery,
  metrics,
  twoFactor,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: serverLoggerOptions(config.logLevel),
    childLoggerFactory: requestLogger,
    logController: new RequestLines(config.logLevel),
    genReqId: config.otlpEndpoint ? startServerSpan : requestId,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (config.otlpEndpoint) traceRequests(app);
  app.setValidatorCompiler(strictQueryValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The built web app's page, if any: the pages' policy allows its inline scripts.
  const indexHtml = readIndexHtml(config.webDist);
  const pages = pageHeaders(indexHtml ? inlineScriptsOf(indexHtml) : []);
  registerSecurityHeaders(app, pages);
  registerCompression(app);
  // Signed-in requests read sessions and admins from memory, dropped by their change notifications.
  const stopIdentityCache = await startIdentityCache(database);
  app.addHook('onClose', stopIdentityCache);
  const listCache = new SignalListCache(config.signalListCacheMs);
  app.addHook('onClose', await listCache.listen(database));
  const statsCache = new StatsCache();
  app.addHook('onClose', await statsCache.listen(database));
  const trackRecordCache = new TrackRecordCache();
  app.addHook('onClose', await trackRecordCache.listen(database));
  const customerSessions = new CustomerSessionCache(database.db, config.customers?.sessionCacheMs ?? 60_000);
  app.addHook('onClose', await customerSessions.listen(database));

  registerErrorHandler(app);
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime,
      );
      done();
    });
    if (config.metrics?.token) metricsRoute(app, metrics, config.metrics.token);
  }
  if (config.corsOrigin) await app.register(fastifyCors, { origin: config.corsOrigin.split(',') });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Signal Desk admin API',
        version: '1.0.0',
        description: 'The back-office API. Send `Authorization: Bearer <token>` from POST /api/auth/login.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The customer app API (/app-api/v1): a customer's token from its sign-in.
          customerBearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ bearer: [] }],
      webhooks: outboundWebhooks(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  refuseUndeclaredQueries(app);
  const routeAccess: RegisteredRoute[] = [];
  registerAccessControl(
    app,
    {
      authenticate: (token) => authenticate(database.db, token, { counts: false }),
      cached: (token) => cachedSession(database.db, token),
      forgetCounts: forgetCountsLocally,
      appOf: (resource, id) => appOfResource(database.db, resource, id),
    },
    routeAccess,
  );

  const webServed = indexHtml !== undefined;
  if (webServed && config.webDist) {
    await registerWebApp(app, config.webDist);
    trackRecordPageRoutes(app, { indexHtml, pageCsp: pages['content-security-policy'] ?? '' });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Client routes get the app; a missing asset or API route is a real 404.
    const clientRoute =
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/app-api') &&
      pathname !== METRICS_PATH;
    if (webServed && (request.method === 'GET' || request.method === 'HEAD') && clientRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not_found', `Route ${request.method} ${pathname} not found`);
  });

  await app.register(
    async (api: Api) => {
      const deps = { db: database.db };
      api.get(
        '/health',
        {
          schema: {
            tags: ['operations'],
            summary: 'Liveness',
            response: { 200: dataOf(z.object({ status: z.literal('ok') })) },
          },
        },
        async () => ({ data: { status: 'ok' as const } }),
      );
      api.get(
        '/ready',
        {
          schema: {
            tags: ['operations'],
            summary: 'Readiness: the database answers',
            response: { 200: dataOf(z.object({ status: z.literal('ready') })), 503: errorBodySchema },
          },
        },
        async () => {
          await ping(database.db).catch(() => {
            throw new AppError('unavailable', 'The database does not answer');
          });
          return { data: { status: 'ready' as const } };
        },
      );
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      authRoutes(api, deps);
      twoFactorRoutes(api, { ...deps, twoFactor });
      adminRoutes(api, deps);
      roleRoutes(api, deps);
      marketRoutes(api, { ...deps, market });
      signalSupportRoutes(api, deps);
      signalRoutes(api, { ...deps, prices, events, listCache, delivery: signalDeliveryOf(delivery) });
      // Websockets in their own context: the plugin adds a hook and a handler wrapper to every route
      // of the context it is registered in, which the other routes have no use for.
      await api.register(async (child: Api) => {
        await child.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
        liveRoutes(child, { live });
      });
      engineRoutes(api, { engine });
      quoteRoutes(api, { quotes });
      notificationRoutes(api, { ...deps, delivery });
      partnerRoutes(api, {
        ...deps,
        partner: delivery?.partner,
        partnerSecret: delivery?.partnerSecret,
      });
      statsRoutes(api, { ...deps, cache: statsCache });
      activityLogRoutes(api, deps);
      customerRoutes(api, {
        ...deps,
        sessionsEnded: (customerId) => customerSessions.invalidateCustomer(customerId),
      });
      subscriptionRoutes(api, deps);
      await api.register(async (child: Api) => uploadRoutes(child, { ...deps, ...uploads }));
      translationRoutes(api, { translator });
      bannerRoutes(api, deps);
      faqRoutes(api, { ...deps, storage: uploads.storage });
      filterRoutes(api, deps);
      masteryRoutes(api, deps);
      appVersionRoutes(api, deps);
      channelRoutes(api, { ...deps, sender: delivery?.channels ?? new SimulatedChannelSender() });
      trackRecordRoutes(api, { ...deps, cache: trackRecordCache });
    },
    { prefix: '/api' },
  );
  // The mobile apps' API: its own prefix, version and customer sessions (never admin ones).
  await app.register(
    async (appApi: Api) =>
      appApiRoutes(appApi, {
        db: database.db,
        sessions: customerSessions,
        listCache,
        trialDays: config.customers?.trialDays ?? 7,
      }),
    { prefix: APP_API_PREFIX },
  );

  return Object.assign(app, { routeAccess }) as unknown as App;
}
