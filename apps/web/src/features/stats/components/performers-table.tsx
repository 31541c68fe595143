import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Performer } from '@signal-desk/domain/stats';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/i18n/format';
import { figure, signed } from '../../../shared/numbers/metric-text';

/** Traders or strategies, best result first, one row per unit. */
// The page redraws as each of its three answers arrives; this part only when its own data changes.
export const PerformersTable = memo(function PerformersTable({
  title,
  rows,
}: {
  title: string;
  rows: Performer[];
}) {
  const { t } = useTranslation();
  const columns = [
    'name',
    'unit',
    'trades',
    'winRate',
    'pipsSum',
    'profitFactor',
    'expectancy',
    'avgR',
    'maxDrawdown',
  ] as const;
  return (
    <Paper sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} align={c === 'name' || c === 'unit' ? 'left' : 'right'}>
                  {t(`reports.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                  {t('reports.summary.noResults')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={`${row.key}-${row.metrics.unit}`}>
                <TableCell>{row.name || t('reports.performers.noStrategy')}</TableCell>
                <TableCell>{t(`reports.units.${row.metrics.unit}`)}</TableCell>
                <TableCell align="right">{formatCount(row.metrics.trades)}</TableCell>
                <TableCell align="right">{figure(row.metrics.winRate, ' %')}</TableCell>
                <TableCell
                  align="right"
                  sx={{
                    color:
                      Number(row.metrics.pipsSum) < 0
                        ? 'error.main'
                        : Number(row.metrics.pipsSum) > 0
                          ? 'success.main'
                          : undefined,
                  }}
                >
                  {signed(row.metrics.pipsSum)}
                </TableCell>
                <TableCell align="right">{figure(row.metrics.profitFactor)}</TableCell>
                <TableCell align="right">{figure(row.metrics.expectancy)}</TableCell>
                <TableCell align="right">{figure(row.metrics.avgR)}</TableCell>
                <TableCell align="right">{figure(row.metrics.maxDrawdown)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
});
