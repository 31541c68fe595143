import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { formatAge } from '../../../shared/i18n/format';
import { type FeedHealth, useQuotesHealth } from '../api/quotes-health';
import { feedState } from './feed-state';

const FEED_NAMES: Record<string, string> = { oanda: 'OANDA', deriv: 'Deriv' };

/** `simulated:binance` is the feed `binance`; OANDA and Deriv get their proper names. */
function feedName(health: FeedHealth) {
  const feed = health.source.replace(/^simulated:/, '');
  return FEED_NAMES[feed] ?? feed;
}

const STATE_COLORS = { connected: 'success', stale: 'warning', disconnected: 'error' } as const;

/**
 * The parts of a row that age by the second (the state, the age of the last tick) are components of
 * their own: the clock's tick redraws them, not the whole table, which on a phone was a long task every
 * second.
 */
function FeedStateChip({ feed }: { feed: FeedHealth }) {
  const { t } = useTranslation();
  const state = feedState(feed, useNow());
  // The clock redraws this every second; the chip (a styled component, costly to render) only when
  // the state changes.
  return useMemo(
    () => <Chip size="small" color={STATE_COLORS[state]} label={t(`feedHealth.${state}`)} />,
    [state, t],
  );
}

function TickAge({ tickAgeMs, receivedAt }: { tickAgeMs: number; receivedAt: number }) {
  const now = useNow();
  return formatAge(tickAgeMs + Math.max(0, now - receivedAt));
}

/**
 * The rows, redrawn only when a new answer comes in: the panel itself also renders when the query's
 * answer arrives (with the previous rows, before the deferred ones), which redrew every row twice.
 */
const FeedRows = memo(function FeedRows({ feeds }: { feeds: FeedHealth[] }) {
  const { t } = useTranslation();
  return feeds.map((feed) => (
    <TableRow key={feed.source}>
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {feedName(feed)}
          </Typography>
          {t(`quoteProviders.${feed.kind}`) !== feedName(feed) && (
            <Typography variant="caption" color="text.secondary">
              {t(`quoteProviders.${feed.kind}`)}
            </Typography>
          )}
          {feed.simulated && (
            <Chip size="small" variant="outlined" label={t('live.simulated')} sx={{ height: 20 }} />
          )}
        </Box>
      </TableCell>
      <TableCell>
        <FeedStateChip feed={feed} />
        {feed.error && (
          <Typography variant="caption" color="error.main" sx={{ display: 'block', mt: 0.5 }}>
            {feed.error}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {feed.tickAgeMs === null ? (
          t('feedHealth.noTick')
        ) : (
          <TickAge tickAgeMs={feed.tickAgeMs} receivedAt={feed.receivedAt} />
        )}
      </TableCell>
      <TableCell align="right">
        {feed.lagMs === null ? '—' : t('feedHealth.lagMs', { lag: Math.round(feed.lagMs) })}
      </TableCell>
      <TableCell align="right">{feed.reconnects}</TableCell>
      <TableCell align="right">{feed.subscribed}</TableCell>
    </TableRow>
  ));
});

/** Per quote source: connected, age of the last tick, lag, reconnects, instruments watched. */
export function FeedHealthPanel() {
  const { t } = useTranslation();
  const health = useQuotesHealth();
  // Drawn in a transition, which React splits into short slices, not in the answer's own long task.
  const feeds = useDeferredValue(health.data);
  const titleId = 'feed-health-title';

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('feedHealth.title')}
      </Typography>
      {feeds?.some((feed) => feed.simulated) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('feedHealth.simulatedNote')}
        </Typography>
      )}
      <Paper>
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('feedHealth.columns.feed')}</TableCell>
                <TableCell>{t('feedHealth.columns.status')}</TableCell>
                <TableCell>{t('feedHealth.columns.lastTick')}</TableCell>
                <TableCell align="right">{t('feedHealth.columns.lag')}</TableCell>
                <TableCell align="right">{t('feedHealth.columns.reconnects')}</TableCell>
                <TableCell align="right">{t('feedHealth.columns.subscribed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {feeds === undefined && !health.isError && (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    <CircularProgress size={24} aria-label={t('common.loading')} />
                  </TableCell>
                </TableRow>
              )}
              {health.isError && (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ color: 'error.main' }}>
                    {t('feedHealth.loadFailed', { message: health.error.message })}
                  </TableCell>
                </TableRow>
              )}
              {feeds && <FeedRows feeds={feeds} />}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
