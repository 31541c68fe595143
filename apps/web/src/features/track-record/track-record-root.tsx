import { APPS, type App } from '@signal-desk/domain/apps';
import { nicknameSchema } from '@signal-desk/domain/fields';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFound, TrackRecordPage } from './routes/track-record-page';
import { TrackRecordWidget } from './routes/track-record-widget';

/** `/track-record/{app}` and `/track-record/{app}/widget`, with `?trader=`. */
function targetOf(location: Pick<Location, 'pathname' | 'search'>) {
  const [, , app, part, ...rest] = location.pathname.split('/');
  const known = (APPS as readonly string[]).includes(app ?? '') && rest.length === 0;
  if (!known || (part !== undefined && part !== '' && part !== 'widget')) return null;
  const trader = nicknameSchema.safeParse(new URLSearchParams(location.search).get('trader'));
  return {
    target: { app: app as App, trader: trader.success ? trader.data : null },
    widget: part === 'widget',
  };
}

/**
 * The public track record: its own light root (no router, no session, no back-office shell), so a
 * visitor loads the page's code and nothing of the signed-in app.
 */
export function trackRecordRoot(location: Pick<Location, 'pathname' | 'search'>): ReactNode {
  const shown = targetOf(location);
  if (!shown) return <NotFound />;
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  return (
    <QueryClientProvider client={client}>
      {shown.widget ? <TrackRecordWidget target={shown.target} /> : <TrackRecordPage target={shown.target} />}
    </QueryClientProvider>
  );
}
