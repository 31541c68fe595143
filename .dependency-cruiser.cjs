/** The boundaries of STYLE.md, checked in `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds rules and schemas: no apps, no frameworks, no I/O.',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { pathNot: ['^packages/domain', '^node_modules/(zod|big.js|fast-check|vitest|@vitest)/'] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'web-features-keep-to-themselves',
      comment: 'A web feature uses another only through src/shared or src/app, never its internals.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-modules-through-services',
      comment: 'A server module reaches another module only through its service files.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/[^/]*service\\.ts$'],
      },
    },
    {
      name: 'engine-through-signals-service',
      comment:
        'The live engine sees signals only through modules/signals/engine-service.ts (load open, read, lock and apply), and quotes through the quote-target contract.',
      severity: 'error',
      from: { path: '^apps/server/src/engine/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/signals/engine-service\\.ts$',
          '^apps/server/src/modules/quotes/quote-target\\.ts$',
        ],
      },
    },
    {
      name: 'db-is-the-bottom',
      comment:
        'src/db (schema, client, migrations) imports nothing of the server above it; seeds live in src/seed.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/', pathNot: ['^apps/server/src/db/', '^apps/server/src/config\\.ts$'] },
    },
    {
      name: 'modules-not-engine',
      comment: 'Modules do not reach into the engine; the engine calls the signals module, not the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/engine/' },
    },
    {
      name: 'http-edge-imports-no-module',
      comment:
        'src/http is the HTTP edge (Fastify plugins, the access hook, the error handler): it gets what it needs of the modules from app.ts, never by importing them.',
      severity: 'error',
      from: { path: '^apps/server/src/http/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|engine|jobs|seed)/' },
    },
    {
      name: 'services-not-the-edge',
      comment:
        'Below the routes, code uses the plain shared layer (src/shared: errors, list queries, access rules), never the HTTP edge.',
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|engine|jobs|integrations|seed|shared|db)/',
        pathNot: ['routes\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'shared-is-plain',
      comment: 'src/shared sits under the services: it imports no module, engine, job or HTTP code.',
      severity: 'error',
      from: { path: '^apps/server/src/shared/' },
      to: { path: '^apps/server/src/(http|modules|engine|jobs|seed|integrations)/' },
    },
    {
      name: 'routes-not-tables',
      comment:
        "Route files (routes.ts, *-routes.ts) are HTTP only: the SQL of a request, its tables included, is in the module's service.",
      severity: 'error',
      from: { path: '/(routes|[a-z-]+-routes)\\.ts$' },
      to: { path: '^apps/server/src/db/schema\\.ts$' },
    },
    {
      name: 'shipped-code-not-test-support',
      comment:
        'Test doubles and the test harness live in apps/server/test-support, outside the source that ships: tests, benchmarks and test-support itself may import them, the server never does.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/test-support/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '\\.test-results'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
