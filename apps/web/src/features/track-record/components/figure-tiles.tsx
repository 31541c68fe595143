import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrackRecordFigures } from '@signal-desk/domain/track-record';
import { useTranslation } from 'react-i18next';
import { figure, signed } from '../../../shared/numbers/metric-text';

/** One unit's key figures as tiles. */
export function FigureTiles({ figures }: { figures: TrackRecordFigures }) {
  const { t } = useTranslation();
  const tiles: [string, string][] = [
    [t('trackRecord.total'), signed(figures.total)],
    [t('trackRecord.ideas'), figure(String(figures.ideas))],
    [t('trackRecord.winRate'), figure(figures.winRate, ' %')],
    [t('trackRecord.profitFactor'), figure(figures.profitFactor)],
    [t('trackRecord.expectancy'), figure(figures.expectancy)],
    [t('trackRecord.maxDrawdown'), figure(figures.maxDrawdown)],
    [t('trackRecord.holding'), t('trackRecord.hours', { value: figure(figures.averageHoldingHours) })],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5, m: 0 }}
    >
      {tiles.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
