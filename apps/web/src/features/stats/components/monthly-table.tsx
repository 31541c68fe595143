import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Performers, PipsGain } from '@signal-desk/domain/stats';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, formatCount } from '../../../shared/i18n/format';
import { signed } from '../../../shared/numbers/metric-text';

const MONTH_NAME: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/** Monthly analytics: each month's result per unit, newest first, with its top performers. */
// The page redraws as each of its three answers arrives; this part only when its own data changes.
export const MonthlyTable = memo(function MonthlyTable({
  gain,
  performers,
}: {
  gain: PipsGain;
  performers?: Performers;
}) {
  const { t } = useTranslation();
  const monthName = dateFormat(MONTH_NAME);
  const rows = [...gain.months].sort(
    (a, b) => b.year - a.year || b.month - a.month || a.unit.localeCompare(b.unit),
  );
  return (
    <Paper sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {t('reports.monthly.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('reports.monthly.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.monthly.month')}</TableCell>
              <TableCell>{t('reports.columns.unit')}</TableCell>
              <TableCell align="right">{t('reports.columns.trades')}</TableCell>
              <TableCell align="right">{t('reports.columns.pipsSum')}</TableCell>
              <TableCell>{t('reports.monthly.top')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                  {t('reports.summary.noResults')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const key = `${row.year}-${String(row.month).padStart(2, '0')}`;
              const top = performers?.monthly.find((m) => m.month === key && m.unit === row.unit)?.top ?? [];
              return (
                <TableRow key={`${key}-${row.unit}`}>
                  <TableCell>{monthName.format(new Date(Date.UTC(row.year, row.month - 1, 1)))}</TableCell>
                  <TableCell>{t(`reports.units.${row.unit}`)}</TableCell>
                  <TableCell align="right">{formatCount(row.trades)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: Number(row.pipsSum) < 0 ? 'error.main' : 'success.main' }}
                  >
                    {signed(row.pipsSum)}
                  </TableCell>
                  <TableCell>{top.map((p) => `${p.name} (${signed(p.pipsSum)})`).join(', ')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
});
