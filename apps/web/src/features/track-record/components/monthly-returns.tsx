import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dec, text } from '@signal-desk/domain/decimal';
import type { TrackRecordFigures } from '@signal-desk/domain/track-record';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../shared/i18n/format';
import { signed } from '../../../shared/numbers/metric-text';

const MONTHS = Array.from({ length: 12 }, (_, i) => i);

/**
 * Results by month: on a wide screen one row per year (newest first), a column per month and the year's
 * total; on a phone, where twelve columns do not fit, one row per month, newest first.
 */
export function MonthlyReturns({ monthly }: { monthly: TrackRecordFigures['monthly'] }) {
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <YearGrid monthly={monthly} />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <MonthList monthly={monthly} />
      </Box>
    </>
  );
}

function MonthList({ monthly }: { monthly: TrackRecordFigures['monthly'] }) {
  const { t } = useTranslation();
  const monthName = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <Table size="small" aria-label={t('trackRecord.monthly')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('trackRecord.month')}</TableCell>
          <TableCell align="right">{t('trackRecord.ideas')}</TableCell>
          <TableCell align="right">{t('trackRecord.result')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...monthly].reverse().map((row) => (
          <TableRow key={row.month}>
            <TableCell component="th" scope="row">
              {monthName.format(Date.parse(`${row.month}-01T00:00:00Z`))}
            </TableCell>
            <TableCell align="right">{row.trades}</TableCell>
            <TableCell align="right" sx={{ color: Number(row.result) < 0 ? 'error.main' : undefined }}>
              {signed(row.result)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function YearGrid({ monthly }: { monthly: TrackRecordFigures['monthly'] }) {
  const { t } = useTranslation();
  const monthName = dateFormat({ month: 'short', timeZone: 'UTC' });
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
