import { APP_INFO, type App } from '@signal-desk/domain/apps';
import { dataOf } from '@signal-desk/domain/http';
import { trackRecordQuerySchema, trackRecordSchema } from '@signal-desk/domain/track-record';
import { z } from 'zod';
import { type Api, errorResponses, type RouteDeps } from '../../http/api';
import { sendShared } from '../../http/shared-reply';
import { escapeXml, trackRecordCardPng, trackRecordCardSvg } from './track-record-card';
import { knownApp, readTrackRecord, type TrackRecordCache } from './track-record-service';

const tags = ['public'];
const params = z.object({ app: z.string().max(40) });
/** Shared caches (a CDN, a browser) may keep an answer as long as the server does. */
const PUBLIC_CACHE = 'public, max-age=5';

/** The public track record: no sign-in (an entry of the access table as a public route). */
export function trackRecordRoutes(app: Api, { db, cache }: RouteDeps & { cache: TrackRecordCache }) {
  app.get(
    '/public/track-record/:app',
    {
      schema: {
        tags,
        security: [],
        summary: "An app's public track record: figures of closed ideas, head hash, corrections, links",
        description:
          'No sign-in. Without `from`, the summary: figures, head, corrections, no links. With `from`, also a page of links in seq order from that seq (`next` gives the following page; null after the last). `trader` narrows to a trader who opted in. Open ideas are never shown. docs/track-record/verify.mjs checks a downloaded history.',
        params,
        querystring: trackRecordQuerySchema,
        response: { 200: dataOf(trackRecordSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const record = await readTrackRecord(db, cache, request.params.app, request.query);
      return sendShared(reply.header('cache-control', PUBLIC_CACHE), record);
    },
  );
  for (const format of ['svg', 'png'] as const) {
    app.get(
      `/public/track-record/:app/card.${format}`,
      {
        schema: {
          tags,
          security: [],
          summary: `The link preview image of an app's track record (${format.toUpperCase()}, 1200 x 630)`,
          params,
          querystring: trackRecordQuerySchema.pick({ trader: true }),
          produces: [format === 'svg' ? 'image/svg+xml' : 'image/png'],
        },
      },
      async (request, reply) => {
        const record = await readTrackRecord(db, cache, request.params.app, { trader: request.query.trader });
        reply.header('cache-control', 'public, max-age=60');
        if (format === 'png')
          return reply.type('image/png').send(await cache.card(record, trackRecordCardPng));
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(trackRecordCardSvg(record));
      },
    );
  }
}

/**
 * The track record's pages, served with the web app's index.html and the `og:` tags link previews read
 * (they run no script). The widget may be framed by any site: its own frame-ancestors, and no
 * X-Frame-Options (which would refuse it).
 */
export function trackRecordPageRoutes(
  app: Api,
  { indexHtml, pageCsp }: { indexHtml: string; pageCsp: string },
) {
  const widgetCsp = `${pageCsp.replace(/;?\s*frame-ancestors [^;]+/, '')}; frame-ancestors *`;
  for (const widget of [false, true]) {
    app.get(
      widget ? '/track-record/:app/widget' : '/track-record/:app',
      { schema: { hide: true, params } },
      async (request, reply) => {
        const shown = knownApp(request.params.app);
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        // An unknown app: the web app's own "not found" page, with the status that says so.
        if (!shown) return reply.code(404).send(indexHtml);
        const origin = `${request.protocol}://${request.host}`;
        if (widget) {
          reply.header('content-security-policy', widgetCsp);
          reply.removeHeader('x-frame-options');
        }
        return reply.send(withPreviewTags(indexHtml, shown, origin));
      },
    );
  }
}

/** index.html with the page's title and the `og:` tags of its link preview. */
function withPreviewTags(indexHtml: string, app: App, origin: string): string {
  const title = `${APP_INFO[app].label}: verified track record`;
  const tags = [
    ['og:title', title],
    ['og:description', 'Every closed trade idea and its result, in a hash chain anyone can check.'],
    ['og:type', 'website'],
    ['og:url', `${origin}/track-record/${app}`],
    ['og:image', `${origin}/api/public/track-record/${app}/card.png`],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeXml(content as string)}" />`)
    .join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(title)}</title>`)
    .replace('</head>', `${tags}<meta name="twitter:card" content="summary_large_image" /></head>`);
}
