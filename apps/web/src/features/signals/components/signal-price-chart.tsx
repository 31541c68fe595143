import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { PricePrecision } from '@signal-desk/domain/prices';
import type { TakeProfit } from '@signal-desk/domain/signal';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/i18n/format';

export interface PricePoint {
  time: number;
  price: string;
}

interface SignalPriceChartProps {
  entry: string;
  stopLoss: string;
  takeProfits: TakeProfit[];
  /** The closing prices seen while the page is open, oldest first. */
  points: PricePoint[];
  /** Whose precision the prices are written with. */
  pair: PricePrecision;
}

const WIDTH = 640;
const HEIGHT = 240;
const LABEL_WIDTH = 130;
const PAD = 12;

/**
 * The price against the idea's levels: a light SVG (no chart library), the levels as lines with their
 * labels, the closing price as it moves while the page is open.
 */
// Its page redraws every second (the price's age): the chart only when its points or levels change.
export const SignalPriceChart = memo(function SignalPriceChart({
  entry,
  stopLoss,
  takeProfits,
  points,
  pair,
}: SignalPriceChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const levels = [
    {
      key: 'entry',
      label: t('signals.detail.chart.entry'),
      price: entry,
      color: theme.palette.primary.main,
      dash: '6 4',
    },
    {
      key: 'sl',
      label: t('signals.detail.chart.stopLoss'),
      price: stopLoss,
      color: theme.palette.error.main,
      dash: '',
    },
    ...takeProfits.map((tp, index) => ({
      key: `tp${index}`,
      label: t('signals.detail.chart.takeProfit', { index: index + 1 }),
      price: tp.price,
      color: theme.palette.success.main,
      dash: tp.hitAt ? '' : '2 3',
    })),
  ];
  const values = [
    ...levels.map((level) => Number(level.price)),
    ...points.map((point) => Number(point.price)),
  ];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) * 0.01 || 1;
  const y = (price: number) => PAD + (1 - (price - (low - span * 0.05)) / (span * 1.1)) * (HEIGHT - 2 * PAD);
  const plotRight = WIDTH - LABEL_WIDTH;
  const first = points[0]?.time ?? 0;
  const last = points.at(-1)?.time ?? 1;
  const x = (time: number) =>
    points.length < 2 ? plotRight : PAD + ((time - first) / (last - first || 1)) * (plotRight - PAD);
  const latest = points.at(-1);
  // Labels of close levels are pushed apart so they stay readable; the lines keep their place.
  const labelY = new Map<string, number>();
  let previous = Number.NEGATIVE_INFINITY;
  for (const level of [...levels].sort((a, b) => y(Number(a.price)) - y(Number(b.price)))) {
    const wanted = Math.max(y(Number(level.price)) + 4, previous + 14);
    labelY.set(level.key, wanted);
    previous = wanted;
  }
  const description = t('signals.detail.chart.description', {
    price: latest ? formatPrice(latest.price, pair) : '—',
    levels: levels.map((level) => `${level.label} ${formatPrice(level.price, pair)}`).join(', '),
  });

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={description}>
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill={theme.palette.background.default} rx={8} />
        {levels.map((level) => (
          <g key={level.key}>
            <line
              x1={PAD}
              x2={plotRight}
              y1={y(Number(level.price))}
              y2={y(Number(level.price))}
              stroke={level.color}
              strokeWidth={1.5}
              strokeDasharray={level.dash || undefined}
            />
            <text x={plotRight + 6} y={labelY.get(level.key)} fontSize={12} fill={level.color}>
              {`${level.label} ${formatPrice(level.price, pair)}`}
            </text>
          </g>
        ))}
        {points.length > 1 && (
          <polyline
            fill="none"
            stroke={theme.palette.text.primary}
            strokeWidth={2}
            points={points.map((point) => `${x(point.time)},${y(Number(point.price))}`).join(' ')}
          />
        )}
        {latest && (
          <circle cx={x(latest.time)} cy={y(Number(latest.price))} r={4} fill={theme.palette.text.primary} />
        )}
      </svg>
    </Box>
  );
});
