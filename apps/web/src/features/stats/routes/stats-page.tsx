import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { apiKeyTypesOf } from '@signal-desk/domain/admin';
import { APPS } from '@signal-desk/domain/apps';
import { canAccessApp } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { useStatsCounters } from '../api/stats-counters';
import { useStatsPerformers } from '../api/stats-performers';
import { useStatsPipsGain } from '../api/stats-pips-gain';
import { CHART_HEIGHT } from '../components/chart-format';
import { MonthlyTable } from '../components/monthly-table';
import { PerformersTable } from '../components/performers-table';
import { StatsFiltersBar } from '../components/stats-filters-bar';
import {
  rangeErrorsOf,
  type StatsFilters,
  serverRangeErrorsOf,
  statsFiltersOf,
} from '../components/stats-search';
import { SummaryCards } from '../components/summary-cards';

const route = getRouteApi('/shell/stats');

/**
 * The charts library is a third of the page's JavaScript, and drawing a chart (it measures every label)
 * costs more than the rest of the page: a chart loads and draws once its box nears the screen, after
 * the figures (below them on a phone, only when scrolled to), in a box of its final height.
 */
const loadCharts = () => import('../components/stats-charts');
const MonthlyResultChart = lazy(() => loadCharts().then((m) => ({ default: m.MonthlyResultChart })));
const EquityChart = lazy(() => loadCharts().then((m) => ({ default: m.EquityChart })));

function ChartSlot({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  if (!near) return <Box ref={box} sx={{ height: CHART_HEIGHT }} />;
  return <Suspense fallback={<Box sx={{ height: CHART_HEIGHT }} />}>{children}</Suspense>;
}

/** `/stats`: summary, monthly analytics, result by month, equity curve, traders and strategies. */
export function StatsPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  // The page redraws as each of its answers arrives (with the previous ones, then the new in a
  // transition): what its parts are given stays the same object until it changes, so the filters bar,
  // the cards and the tables are drawn again only when theirs do.
  const search = route.useSearch();
  const filters = useMemo(() => statsFiltersOf(search), [search]);
  const user = useSignedInUser();
  const apps = useMemo(() => {
    const subject = { permissions: user.effectivePermissions, apiKeyTypes: apiKeyTypesOf(user) };
    return APPS.filter((app) => canAccessApp(subject, app));
  }, [user]);
  // A range the API would refuse is shown on its fields and not asked for.
  const rangeErrors = useMemo(() => rangeErrorsOf(filters), [filters]);
  const valid = Object.keys(rangeErrors).length === 0;
  const counters = useStatsCounters(filters, valid);
  const performers = useStatsPerformers(filters, valid);
  const gain = useStatsPipsGain(filters, valid);
  // The reports are drawn in a transition, which React splits into short slices: each answer arriving
  // no longer redraws the cards and tables in one long task.
  const countersData = useDeferredValue(counters.data);
  const performersData = useDeferredValue(performers.data);
  const gainData = useDeferredValue(gain.data);
  const setFilters = useCallback(
    (next: StatsFilters) => navigate({ search: next, replace: true }),
    [navigate],
  );
  const failed = valid ? (counters.error ?? performers.error ?? gain.error) : null;
  const serverRangeErrors = useMemo(() => serverRangeErrorsOf(failed), [failed]);
  const fieldErrors = valid ? serverRangeErrors : rangeErrors;
  const loading = counters.isFetching || performers.isFetching || gain.isFetching;
  const traders = useMemo(
    () => [
      ...new Map((performersData?.traders ?? []).map((p) => [p.key, { key: p.key, name: p.name }])).values(),
    ],
    [performersData],
  );
  const strategies = useMemo(
    () => [...new Set((performersData?.strategies ?? []).map((s) => s.key))],
    [performersData],
  );

  return (
    <>
      <PageHeader title={t('reports.title')} />
      <Paper sx={{ mb: 3 }}>
        <StatsFiltersBar
          filters={filters}
          errors={fieldErrors}
          onChange={setFilters}
          apps={apps}
          traders={traders}
          strategies={strategies}
        />
        <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} aria-hidden={!loading} />
      </Paper>
      {failed && Object.keys(serverRangeErrors).length === 0 && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('reports.loadFailed', { message: failed.message })}
        </Alert>
      )}
      {countersData && <SummaryCards counters={countersData} performers={performersData} />}
      {gainData && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 3 }}>
          <Paper sx={{ p: 2 }} component="section" aria-label={t('reports.charts.monthly')}>
            <Typography variant="h6" component="h2">
              {t('reports.charts.monthly')}
            </Typography>
            <ChartSlot>
              <MonthlyResultChart gain={gainData} />
            </ChartSlot>
          </Paper>
          <Paper sx={{ p: 2 }} component="section" aria-label={t('reports.charts.equity')}>
            <Typography variant="h6" component="h2">
              {t('reports.charts.equity')}
            </Typography>
            <ChartSlot>
              <EquityChart gain={gainData} />
            </ChartSlot>
          </Paper>
        </Box>
      )}
      {gainData && <MonthlyTable gain={gainData} performers={performersData} />}
      {performersData && (
        <>
          <PerformersTable title={t('reports.performers.traders')} rows={performersData.traders} />
          <PerformersTable title={t('reports.performers.strategies')} rows={performersData.strategies} />
        </>
      )}
    </>
  );
}
