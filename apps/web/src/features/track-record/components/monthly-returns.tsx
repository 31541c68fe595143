import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dec, text } from '@signal-desk/domain/decimal';
import type { TrackRecordFigures } from '@signal-desk/domain/track-record';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n/i18n';
import { signed } from '../../../shared/numbers/metric-text';

const MONTHS = Array.from({ length: 12 }, (_, i) => i);

/** Results by month: one row per year (newest first), a column per month and the year's total. */
export function MonthlyReturns({ monthly }: { monthly: TrackRecordFigures['monthly'] }) {
  const { t } = useTranslation();
  const monthName = new Intl.DateTimeFormat(currentLocale(), { month: 'short', timeZone: 'UTC' });
  const byMonth = new Map(monthly.map((row) => [row.month, row.result]));
  const years = [...new Set(monthly.map((row) => row.month.slice(0, 4)))].sort().reverse();
  return (
    // Scrolls sideways on a phone: a keyboard reaches it too.
    <TableContainer tabIndex={0} role="region" aria-label={t('trackRecord.monthly')}>
      <Table size="small" aria-label={t('trackRecord.monthly')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('trackRecord.year')}</TableCell>
            {MONTHS.map((month) => (
              <TableCell key={month} align="right">
                {monthName.format(Date.UTC(2000, month, 1))}
              </TableCell>
            ))}
            <TableCell align="right">{t('trackRecord.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((year) => {
            const cells = MONTHS.map((month) => byMonth.get(`${year}-${String(month + 1).padStart(2, '0')}`));
            const total = cells.reduce((sum, value) => (value ? sum.plus(value) : sum), dec(0));
            return (
              <TableRow key={year}>
                <TableCell component="th" scope="row">
                  {year}
                </TableCell>
                {cells.map((value, month) => (
                  <TableCell
                    key={MONTHS[month]}
                    align="right"
                    sx={{ color: value && Number(value) < 0 ? 'error.main' : undefined }}
                  >
                    {value ? signed(value) : ''}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {signed(text(total))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
