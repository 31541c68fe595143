import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { figure, signed } from '../../../shared/numbers/metric-text';
import { useTrackRecord } from '../api/track-record';
import { EquityCurve } from '../components/equity-curve';
import { type TrackRecordTarget, useTrackRecordTitle } from './track-record-page';

/** The embeddable card (an iframe on another site): the main figures, the curve, a link to the page. */
export function TrackRecordWidget({ target }: { target: TrackRecordTarget }) {
  const { t } = useTranslation();
  const record = useTrackRecord(target.app, target.trader);
  const title = useTrackRecordTitle(target);
  const main = record.data?.figures[0];
  const page = `/track-record/${target.app}${target.trader ? `?trader=${encodeURIComponent(target.trader)}` : ''}`;
  return (
    <Box component="main" sx={{ p: 1.5, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {record.isError && (
        <Typography color="error">
          {t('trackRecord.loadFailed', { message: record.error.message })}
        </Typography>
      )}
      {record.data && !main && <Typography color="text.secondary">{t('trackRecord.empty')}</Typography>}
      {main && (
        <>
          <Typography variant="h5" component="p">
            {signed(main.total)} {t(`reports.units.${main.unit}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('trackRecord.widgetLine', {
              ideas: main.ideas,
              winRate: figure(main.winRate, ' %'),
              profitFactor: figure(main.profitFactor),
            })}
          </Typography>
          <EquityCurve points={main.equity} label={t('trackRecord.equity')} height={90} />
        </>
      )}
      <Link href={page} target="_blank" rel="noopener" variant="body2">
        {t('trackRecord.fullRecord')}
      </Link>
    </Box>
  );
}
