import type { FastifyReply } from 'fastify';

const written = new WeakMap<object, string | Buffer>();

/**
 * Below this size an answer is kept as text: node then writes it in one piece with the headers, as it
 * does any JSON answer. Above it, as bytes, encoded once.
 */
const TEXT_LIMIT = 16 * 1024;

/**
 * Sends `{ data }` where `data` is an answer many requests share (kept in a cache), written by the
 * route's own 200 serializer once per answer: the text lives as long as the answer. A 12-month
 * performers answer is 250 KB of JSON, the same for every caller until something changes it;
 * serialising it took 18 ms a request, and encoding the text on every write half of the process's time
 * under load, so a large answer is kept as UTF-8 bytes.
 */
export function sendShared(reply: FastifyReply, data: object): FastifyReply {
  let body = written.get(data);
  if (body === undefined) {
    const serialize = reply.getSerializationFunction('200');
    if (!serialize) throw new Error(`${reply.request.url}: no 200 response schema`);
    const text = serialize({ data });
    body = text.length < TEXT_LIMIT ? text : Buffer.from(text);
    written.set(data, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
