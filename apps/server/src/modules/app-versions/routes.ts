import { appVersionInputSchema, appVersionsSchema } from '@signal-desk/domain/content';
import { dataOf } from '@signal-desk/domain/http';
import { actorOf } from '../../http/access';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { getAppVersions, saveAppVersions } from './app-versions-service';

export function appVersionRoutes(app: Api, { db }: RouteDeps) {
  const tags = ['app versions'];
  app.get(
    '/app-version',
    {
      schema: {
        tags,
        summary: 'The current iOS and Android versions',
        response: { 200: dataOf(appVersionsSchema), ...errorResponses },
      },
    },
    async () => ({ data: await getAppVersions(db) }),
  );
  app.post(
    '/app-version',
    {
      schema: {
        tags,
        summary: 'Set the iOS and/or Android version and whether it forces an update',
        body: appVersionInputSchema,
        response: { 200: dataOf(appVersionsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await saveAppVersions(db, actorOf(request), request.body),
    }),
  );
}
