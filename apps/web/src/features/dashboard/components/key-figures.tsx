import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { App } from '@signal-desk/domain/apps';
import type { Counters } from '@signal-desk/domain/stats';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/i18n/format';
import { useKeyFigures } from '../api/key-figures';

const SIGNED: Intl.NumberFormatOptions = { maximumFractionDigits: 2, signDisplay: 'exceptZero' };

/** Results per unit, never added together: "+120 pips, -3 points". */
function resultsText(results: Counters['results'], unitName: (unit: string) => string) {
  if (results.length === 0) return '—';
  const format = numberFormat(SIGNED);
  return results.map((r) => `${format.format(Number(r.pipsSum))} ${unitName(r.unit)}`).join(', ');
}

/** Today's and this month's trade ideas and results, per app the admin may see (needs STATS). */
export function KeyFigures() {
  const { t } = useTranslation();
  const today = useKeyFigures('today');
  const month = useKeyFigures('thisMonth');
  // Drawn in a transition, which React splits into short slices, not in the answers' own long task.
  const todayData = useDeferredValue(today.data);
  const monthData = useDeferredValue(month.data);
  const unitName = (unit: string) => t(`reports.units.${unit as 'pips'}`);
  const apps = [
    ...new Set([...(todayData?.apps ?? []), ...(monthData?.apps ?? [])].map((a) => a.app)),
  ] as App[];
  const of = (data: Counters | undefined, app: App) => data?.apps.find((a) => a.app === app);
  const rows: [string, string, string, string, string][] = apps.map((app) => [
    t(`apps.${app}`),
    String(of(todayData, app)?.signalsCount ?? 0),
    resultsText(of(todayData, app)?.results ?? [], unitName),
    String(of(monthData, app)?.signalsCount ?? 0),
    resultsText(of(monthData, app)?.results ?? [], unitName),
  ]);
  if (todayData && monthData)
    rows.push([
      t('reports.dashboard.total'),
      String(todayData.signalsCount),
      resultsText(todayData.results, unitName),
      String(monthData.signalsCount),
      resultsText(monthData.results, unitName),
    ]);
  return (
    <Paper component="section" aria-label={t('reports.dashboard.title')} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {t('reports.dashboard.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('reports.dashboard.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.filters.app')}</TableCell>
              <TableCell align="right">{t('reports.dashboard.ideasToday')}</TableCell>
              <TableCell align="right">{t('reports.dashboard.resultToday')}</TableCell>
              <TableCell align="right">{t('reports.dashboard.ideasMonth')}</TableCell>
              <TableCell align="right">{t('reports.dashboard.resultMonth')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(today.isError || month.isError) && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'error.main' }}>
                  {t('reports.loadFailed', { message: (today.error ?? month.error)?.message ?? '' })}
                </TableCell>
              </TableRow>
            )}
            {todayData && monthData && apps.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                  {t('reports.dashboard.nothing')}
                </TableCell>
              </TableRow>
            )}
            {rows.map(([name, ...cells], i) => (
              <TableRow
                key={name}
                sx={i === rows.length - 1 && rows.length > 1 ? { '& td': { fontWeight: 600 } } : undefined}
              >
                <TableCell>{name}</TableCell>
                {cells.map((cell, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <TableCell key={j} align="right">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
