import type { FastifyReply } from 'fastify';

const written = new WeakMap<object, Buffer>();

/**
 * Sends `{ data }` where `data` is an answer many requests share (kept in a cache), written by the
 * route's own 200 serializer and encoded to UTF-8 bytes once per answer: the bytes live as long as the
 * answer. A 12-month performers answer is 250 KB of JSON, the same for every caller until something
 * changes it; serialising it took 18 ms a request, and encoding the text on every write half of the
 * process's time under load.
 */
export function sendShared(reply: FastifyReply, data: object): FastifyReply {
  let body = written.get(data);
  if (body === undefined) {
    const serialize = reply.getSerializationFunction('200');
    if (!serialize) throw new Error(`${reply.request.url}: no 200 response schema`);
    body = Buffer.from(serialize({ data }));
    written.set(data, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
