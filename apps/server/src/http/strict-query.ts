import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Unknown query parameters are refused as unknown body fields are (a typo such as `perpage` must not
 * silently do nothing). A query object that chose no policy for unknown keys (`z.object`, which would
 * strip them) becomes strict; one that chose (`z.looseObject`) keeps its choice.
 */
function strictQuery(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def;
  if (def.type === 'object' && (def as z.core.$ZodObjectDef).catchall === undefined)
    return (schema as z.ZodObject).strict();
  if (def.type === 'pipe') {
    const pipe = def as z.core.$ZodPipeDef;
    return schema.clone({ ...pipe, in: strictQuery(pipe.in as z.ZodType) } as z.core.$ZodTypeDef);
  }
  return schema;
}

/** The zod validator compiler, with strict query strings. */
export const strictQueryValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(
    route.httpPart === 'querystring' ? { ...route, schema: strictQuery(route.schema as z.ZodType) } : route,
  );

const NO_QUERY = z.strictObject({});

/** An API route that declares no query string takes no query parameter either. */
export function refuseUndeclaredQueries(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/app-api/')) return;
    if (route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: NO_QUERY };
  });
}
