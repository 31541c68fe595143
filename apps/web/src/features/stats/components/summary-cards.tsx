import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SIGNAL_STATUSES } from '@signal-desk/domain/signal';
import {
  type Counters,
  type Metrics,
  type Performers,
  STRATEGY_RANKING_MIN_IDEAS,
} from '@signal-desk/domain/stats';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/i18n/format';
import { figure, signed } from '../../../shared/numbers/metric-text';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{ color: tone === 'up' ? 'success.main' : tone === 'down' ? 'error.main' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

const toneOf = (value: string) => (Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : undefined);

/** The figures of one unit: result, win rate, averages, profit factor, expectancy, R, drawdown. */
function UnitCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation();
  const unit = t(`reports.units.${metrics.unit}`);
  return (
    <Card variant="outlined" component="section" aria-label={t('reports.summary.resultsIn', { unit })}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('reports.summary.resultsIn', { unit })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
          <Figure
            label={t('reports.summary.pipsSum')}
            value={signed(metrics.pipsSum)}
            tone={toneOf(metrics.pipsSum)}
          />
          <Figure label={t('reports.summary.trades')} value={formatCount(metrics.trades)} />
          <Figure label={t('reports.summary.winRate')} value={figure(metrics.winRate, ' %')} />
          <Figure label={t('reports.summary.avgWin')} value={figure(metrics.avgWin)} />
          <Figure label={t('reports.summary.avgLoss')} value={figure(metrics.avgLoss)} />
          <Figure label={t('reports.summary.profitFactor')} value={figure(metrics.profitFactor)} />
          <Figure label={t('reports.summary.expectancy')} value={figure(metrics.expectancy)} />
          <Figure label={t('reports.summary.avgR')} value={figure(metrics.avgR, ' R')} />
          <Figure label={t('reports.summary.maxDrawdown')} value={figure(metrics.maxDrawdown)} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Counts by status, each unit's figures, and the best and worst strategy. */
// The page redraws as each of its three answers arrives; this part only when its own data changes.
export const SummaryCards = memo(function SummaryCards({
  counters,
  performers,
}: {
  counters: Counters;
  performers?: Performers;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('reports.summary.signalsCount', { count: counters.signalsCount })}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {SIGNAL_STATUSES.map((status) => (
              <li key={status}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${t(`signals.statuses.${status}`)}: ${formatCount(counters.byStatus[status] ?? 0)}`}
                />
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
      {counters.results.length === 0 ? (
        <Typography color="text.secondary">{t('reports.summary.noResults')}</Typography>
      ) : (
        counters.results.map((metrics) => <UnitCard key={metrics.unit} metrics={metrics} />)
      )}
      {performers && (
        <Box
          component="section"
          aria-label={t('reports.summary.strategyRule', { min: STRATEGY_RANKING_MIN_IDEAS })}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
            {(['bestStrategy', 'worstStrategy'] as const).flatMap((which) =>
              performers[which].map((s) => (
                <Card key={`${which}-${s.unit}`} variant="outlined">
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {t(`reports.summary.${which}`, { unit: t(`reports.units.${s.unit}`) })}
                    </Typography>
                    <Typography variant="h6" component="p">
                      {s.name}{' '}
                      <Box
                        component="span"
                        sx={{ color: Number(s.pipsSum) < 0 ? 'error.main' : 'success.main' }}
                      >
                        {signed(s.pipsSum)}
                      </Box>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('reports.summary.sample', { count: s.trades })}
                    </Typography>
                  </CardContent>
                </Card>
              )),
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('reports.summary.strategyRule', { min: STRATEGY_RANKING_MIN_IDEAS })}
          </Typography>
        </Box>
      )}
    </Box>
  );
});
