import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from the JSON Schema of the route's zod response schema:
 * only declared properties are written (a stray column never leaks) and it is several times faster than
 * validating every reply with zod.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
