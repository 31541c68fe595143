import { dataOf, errorBodySchema } from '@signal-desk/domain/http';
import {
  languagesSchema,
  translateInputSchema,
  translateResultSchema,
  UI_LANGUAGES,
} from '@signal-desk/domain/translation';
import { type Api, errorResponses } from '../../http/api';
import type { Translator } from '../../integrations/translation/translator';
import { translateTexts } from './translation-service';

export function translationRoutes(app: Api, { translator }: { translator: Translator | null }) {
  const tags = ['translation'];
  app.get(
    '/languages/list',
    {
      schema: {
        tags,
        summary: 'The UI languages, and whether machine translation is available',
        response: { 200: dataOf(languagesSchema), ...errorResponses },
      },
    },
    async () => ({
      data: {
        languages: UI_LANGUAGES,
        translation: { available: translator !== null, provider: translator?.provider ?? null },
      },
    }),
  );
  app.post(
    '/languages/translate',
    {
      schema: {
        tags,
        summary:
          'Translate texts from `source` (English) into the other UI languages; 503 when not configured',
        body: translateInputSchema,
        response: { 200: dataOf(translateResultSchema), ...errorResponses, 503: errorBodySchema },
      },
    },
    async (request) => ({ data: await translateTexts(translator, request.body) }),
  );
}
