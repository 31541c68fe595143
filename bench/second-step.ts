/**
 * The second sign-in step (decision 27): `POST /api/auth/login/second-step` with an authenticator code
 * and with a recovery code, through the real app (Fastify inject: no network, so the figure is the
 * server's own work), on PGlite or, with TEST_DB=postgres and TEST_DATABASE_URL, a PostgreSQL server.
 * Each admin answers one code of each kind (a code works once). Target: p99 < 50 ms.
 *   npx tsx bench/second-step.ts [admins]
 */
import { performance } from 'node:perf_hooks';
import { Secret, TOTP } from 'otpauth';
import { startTestApp, USER_PASSWORD } from '../apps/server/test-support/harness';
import { percentile } from './percentile';

const ADMINS = Number(process.argv[2] ?? 100);
const TARGET_P99_MS = 50;

const t = await startTestApp();
try {
  const role = await t.call('POST', '/api/roles', {
    token: t.rootToken,
    body: { name: 'Bench moderators', permissions: ['ADMIN_MODERATE'] },
  });
  const enrolled: { email: string; secret: string; recovery: string }[] = [];
  for (let i = 0; i < ADMINS; i++) {
    const email = `bench${i}@example.com`;
    await t.call('POST', '/api/admin-users', {
      token: t.rootToken,
      body: {
        name: `Bench ${i}`,
        nickname: `b${i}x`,
        email,
        password: USER_PASSWORD,
        roles: [role.body.data._id],
      },
    });
    const first = await t.call('POST', '/api/auth/login', { body: { email, password: USER_PASSWORD } });
    const challengeToken = first.body.data.challengeToken;
    const setup = await t.call('POST', '/api/auth/enrolment/totp', { body: { challengeToken } });
    const secret = setup.body.data.secret as string;
    // The previous period at enrolment, so the current one is free for the measured step.
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() - 30_000 });
    const done = await t.call('POST', '/api/auth/enrolment/totp/confirm', { body: { challengeToken, code } });
    if (done.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(done.body)}`);
    enrolled.push({ email, secret, recovery: done.body.data.recoveryCodes[0] });
  }

  const timings: Record<'totp' | 'recovery', number[]> = { totp: [], recovery: [] };
  for (const admin of enrolled) {
    for (const method of ['totp', 'recovery'] as const) {
      const first = await t.call('POST', '/api/auth/login', {
        body: { email: admin.email, password: USER_PASSWORD },
      });
      const code =
        method === 'totp' ? new TOTP({ secret: Secret.fromBase32(admin.secret) }).generate() : admin.recovery;
      const started = performance.now();
      const answer = await t.call('POST', '/api/auth/login/second-step', {
        body: { challengeToken: first.body.data.challengeToken, method, code },
      });
      timings[method].push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${method} step failed: ${JSON.stringify(answer.body)}`);
    }
  }
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
  for (const [method, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) => percentile(sorted, q);
    const p99 = at(0.99);
    console.log(
      `second step (${method}, ${database}, ${sorted.length} sign-ins): p50 ${at(0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${at(1).toFixed(1)} ms — target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await t.close();
}
