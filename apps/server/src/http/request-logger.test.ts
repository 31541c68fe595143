import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLines, requestLogger, serverLoggerOptions } from './request-logger';

/** A Fastify app logging at `level` into an array of parsed lines, with one route that logs twice. */
async function appLoggingAt(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream),
    childLoggerFactory: requestLogger,
    logController: new RequestLines(level),
  });
  app.get('/', async (request) => {
    request.log.info({ step: 'info' }, 'details');
    request.log.warn({ step: 'warn' }, 'something odd');
    return { ok: true };
  });
  return { app, lines };
}

describe('the request logger', () => {
  it('writes what its level lets through, bound to the request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      step: 'warn',
      msg: 'something odd',
      reqId: expect.any(String),
    });
  });

  it('keeps the request logs of the info level, each with the same request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'details',
      'something odd',
      'request completed',
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it('still logs a request that failed while answering, below the info level', () => {
    const logged: string[] = [];
    const log = {
      error: (_: unknown, msg: string) => logged.push(`error ${msg}`),
      info: () => logged.push('info'),
    };
    const request = { log } as unknown as FastifyRequest;
    const reply = { log, elapsedTime: 3 } as unknown as FastifyReply;
    const lines = new RequestLines('warn');
    lines.incomingRequest(request, reply);
    lines.requestCompleted(null, request, reply);
    lines.requestCompleted(new Error('socket closed'), request, reply);
    expect(logged).toEqual(['error request errored']);
  });
});

describe("the server's request lines", () => {
  it('never carry a token or signature that travels in a URL', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = Fastify({
      logger: serverLoggerOptions('info', stream),
      childLoggerFactory: requestLogger,
      logController: new RequestLines('info'),
    });
    app.get('/upload', async () => ({ ok: true }));
    const secrets = ['tok.SECRET1', 'SECRET2', 'AKIASECRET3', 'SECRET4', 'SECRET5'];
    const url =
      `/upload?token=${secrets[0]}&X-Amz-Signature=${secrets[1]}&X-Amz-Credential=${secrets[2]}` +
      `&signature=${secrets[3]}&apiKey=${secrets[4]}&folder=banners&page=2`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const incoming = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'incoming request');
    expect(incoming.req.url).toBe(
      '/upload?token=[redacted]&X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]' +
        '&signature=[redacted]&apiKey=[redacted]&folder=banners&page=2',
    );
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
