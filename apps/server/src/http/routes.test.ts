import { partnerCopySignalSchema } from '@signal-desk/domain/outside/partner-copy';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { registerErrorHandler } from './error-handler';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
// The websocket authenticates in-band (its first message carries the token).
const PUBLIC = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  // The second step of sign-in and the enrolment it may demand carry the password step's short-lived,
  // single-use challenge token instead of a session (decision 27).
  'POST /api/auth/login/second-step',
  'POST /api/auth/login/passkey-options',
  'POST /api/auth/enrolment/totp',
  'POST /api/auth/enrolment/totp/confirm',
  'POST /api/auth/enrolment/passkey-options',
  'POST /api/auth/enrolment/passkey',
  'GET /api/ws',
  // Uploads: stored files are read by the apps without a session (unguessable keys); the local
  // presigned upload and read carry their own signed, expiring token.
  'GET /api/files/*',
  'GET /api/files/signed',
  'PUT /api/common/upload',
  // Delivery: the partner's order reports carry an HMAC signature of the body instead of a session.
  'POST /api/partner/order-reports',
  // The public track record: closed ideas' results for anyone, no session (decision 29).
  'GET /api/public/track-record/:app',
  'GET /api/public/track-record/:app/card.svg',
  'GET /api/public/track-record/:app/card.png',
];

describe('the route table', () => {
  it('declares the access of every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(15);
    for (const route of apiRoutes()) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('is public only where it must be', () => {
    const open = apiRoutes()
      .filter((r) => r.access?.permissions === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 401 without a token on every other route, before reading the body', async () => {
    const guarded = apiRoutes().filter((r) => r.access?.permissions !== 'public');
    for (const route of guarded) {
      const url = route.url.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const answer = await t.call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? {} : { body: { junk: true } },
      );
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const answer = await t.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const documented = new Set(Object.keys(answer.body.paths));
    // OpenAPI has no websockets: /api/ws is described in the README.
    for (const route of apiRoutes().filter((r) => r.url !== '/api/openapi.json' && r.url !== '/api/ws')) {
      expect(documented, route.url).toContain(route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}'));
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('the outside messages in the OpenAPI document', () => {
  it('lists the outbound ones under webhooks and the inbound one and the feed on their routes, each versioned', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const json = (schema: any) => schema.content['application/json'].schema;
    const copy = json(doc.webhooks.partnerSignalCopy.post.requestBody);
    expect(copy.title).toBe('PartnerSignalCopyV1');
    expect(copy.properties.schemaVersion).toEqual({ type: 'number', const: 1 });
    expect(Object.keys(copy.properties.signal.properties).sort()).toEqual(
      Object.keys(partnerCopySignalSchema.shape).sort(),
    );
    expect(copy.properties.signal.additionalProperties).toBe(false);
    expect(doc.webhooks.partnerSignalCopy.post.parameters.map((p: any) => p.name)).toEqual([
      'x-signal-desk-timestamp',
      'x-signal-desk-signature',
      'idempotency-key',
    ]);
    const push = json(doc.webhooks.pushData.post.requestBody);
    expect(push.properties.schemaVersion).toEqual({ type: 'string', const: '1' });
    expect(Object.keys(push.properties).sort()).toEqual([
      'notificationId',
      'schemaVersion',
      'signalId',
      'url',
    ]);
    const report = json(doc.paths['/api/partner/order-reports'].post.requestBody);
    expect(report.title).toBe('PartnerOrderReportV1');
    expect(report.properties.schemaVersion).toMatchObject({ enum: [1] });
    const feed = json(doc.paths['/app-api/v1/signals'].get.responses['200']);
    expect(feed.title).toBe('CustomerFeedPageV1');
    expect(feed.required).toContain('schemaVersion');
  });
});

describe('the platform', () => {
  it('answers health and readiness, with security headers and a request id', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(health.json()).toEqual({ data: { status: 'ok' } });
    expect(health.headers['x-request-id']).toBe('trace-123');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['x-frame-options']).toBe('DENY');
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
    expect((await t.call('GET', '/api/ready')).body).toEqual({ data: { status: 'ready' } });
  });

  it('gives pages the web app policy and a refusal the same headers as an answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signals' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers['x-request-id']).toBeTruthy();
  });

  it('gives unknown routes and bad JSON the one error shape', async () => {
    expect(await t.call('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('bad_request');
  });

  it('refuses bodies over the limit with 413', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.code).toBe('payload_too_large');
  });
});

describe('the error handler', () => {
  it('never leaks a stack or SQL in a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('relation "admins" does not exist at Parser.parse (/srv/app.js:1:1)');
    });
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ error: { code: 'internal', message: 'Internal server error' } });
    await app.close();
  });
});
