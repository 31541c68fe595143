import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PipsGain, ResultUnit } from '@signal-desk/domain/stats';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../shared/i18n/format';
import { axisValue, CHART_HEIGHT, chartValue, monthKey, monthLabel } from './chart-format';

/**
 * Room for the y-axis figures: measured ("auto"), the widest label ("-10 k" with its narrow spaces in
 * French) was cut to "-1…".
 */
const Y_AXIS_WIDTH = 64;

/** The result of each month as bars, one series per unit (pips and points never share a bar). */
export function MonthlyResultChart({ gain }: { gain: PipsGain }) {
  const { t } = useTranslation();
  const months = [...new Set(gain.months.map((m) => monthKey(m.year, m.month)))].sort();
  const units = [...new Set(gain.months.map((m) => m.unit))] as ResultUnit[];
  if (months.length === 0) return <NoData />;
  const dataset = months.map((month) => {
    const row: Record<string, string | number> = { month };
    for (const unit of units) {
      const found = gain.months.find((m) => monthKey(m.year, m.month) === month && m.unit === unit);
      row[unit] = found ? Number(found.pipsSum) : 0;
    }
    return row;
  });
  return (
    <BarChart
      height={CHART_HEIGHT}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: monthLabel }]}
      yAxis={[{ width: Y_AXIS_WIDTH, valueFormatter: axisValue }]}
      series={units.map((unit) => ({
        dataKey: unit,
        label: t(`reports.units.${unit}`),
        valueFormatter: chartValue,
      }))}
    />
  );
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

/** The running total of results by closing day, one line per unit. */
export function EquityChart({ gain }: { gain: PipsGain }) {
  const { t } = useTranslation();
  const days = [...new Set(gain.units.flatMap((u) => u.equity.map((p) => p.day)))].sort();
  const dayFormat = dateFormat(DAY);
  if (days.length === 0) return <NoData />;
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[
        {
          scaleType: 'time',
          data: days.map((day) => new Date(`${day}T00:00:00Z`)),
          valueFormatter: (date: Date) => dayFormat.format(date),
        },
      ]}
      yAxis={[{ width: Y_AXIS_WIDTH, valueFormatter: axisValue }]}
      series={gain.units.map((u) => {
        // Days without a close keep the last total.
        let last = 0;
        const byDay = new Map(u.equity.map((p) => [p.day, Number(p.cumulative)]));
        return {
          label: t(`reports.units.${u.unit}`),
          showMark: false,
          valueFormatter: chartValue,
          data: days.map((day) => {
            last = byDay.get(day) ?? last;
            return last;
          }),
        };
      })}
    />
  );
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{t('reports.charts.noData')}</Typography>
    </Box>
  );
}
