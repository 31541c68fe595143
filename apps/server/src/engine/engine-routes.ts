import { dataOf } from '@signal-desk/domain/http';
import { z } from 'zod';
import { type Api, errorResponses } from '../http/api';
import type { EngineStatus } from './signal-engine';

const engineStatusSchema = z.object({
  openSignals: z.number().int(),
  watchedKeys: z.number().int(),
  pausedKeys: z.array(z.string()),
  committed: z.number().int(),
  lastTickAt: z.number().nullable(),
});

/** `GET /api/engine/status`: this replica's live engine, with the keys whose outdated feed pauses triggers. */
export function engineRoutes(api: Api, { engine }: { engine: { status(): EngineStatus } }) {
  api.get(
    '/engine/status',
    {
      schema: {
        tags: ['operations'],
        summary: "This replica's live engine",
        response: { 200: dataOf(engineStatusSchema), ...errorResponses },
      },
    },
    async () => ({ data: engine.status() }),
  );
}
