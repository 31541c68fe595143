import Box from '@mui/material/Box';
import type { EquityPoint } from '@signal-desk/domain/stats';
import { equityPolyline } from '@signal-desk/domain/track-record';

const WIDTH = 600;

/** The cumulative result as a line (SVG, no chart library): the page's and the widget's curve. */
export function EquityCurve({
  points,
  label,
  height = 200,
}: {
  points: EquityPoint[];
  label: string;
  height?: number;
}) {
  const last = Number(points.at(-1)?.cumulative ?? 0);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      sx={{ width: '100%', height, display: 'block' }}
    >
      <polyline
        fill="none"
        stroke={last >= 0 ? '#2e7d32' : '#c62828'}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        points={equityPolyline(points, WIDTH, height)}
      />
    </Box>
  );
}
