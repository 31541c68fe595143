import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** This process's part of its request ids: random, so ids of replicas and restarts never collide. */
const processPart = randomBytes(6).toString('hex');
let served = 0;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is a plain token (a trace across
 * services), else this process's part and a counter. A random UUID for every request cost 1 % of a
 * signed-in read; an id needs to be unique, not unguessable.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && /^[\w-]{1,64}$/.test(given)) return given;
  served += 1;
  return `${processPart}-${served.toString(36)}`;
}
