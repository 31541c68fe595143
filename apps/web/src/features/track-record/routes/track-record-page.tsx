import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_INFO, type App } from '@signal-desk/domain/apps';
import type { TrackRecord, TrackRecordLink } from '@signal-desk/domain/track-record';
import { useTranslation } from 'react-i18next';
import { signed } from '../../../shared/numbers/metric-text';
import { trackRecordApiPath, useTrackRecord } from '../api/track-record';
import { EquityCurve } from '../components/equity-curve';
import { FigureTiles } from '../components/figure-tiles';
import { MonthlyReturns } from '../components/monthly-returns';

export interface TrackRecordTarget {
  app: App;
  trader: string | null;
}

/** The first page of links (`?from=1`): the history to download (the verify script fetches every page). */
export const historyHref = ({ app, trader }: TrackRecordTarget) =>
  `/api${trackRecordApiPath(app)}?from=1${trader ? `&trader=${encodeURIComponent(trader)}` : ''}`;

/** "SHiFT: verified track record", with the trader when one is asked for. */
export function useTrackRecordTitle({ app, trader }: TrackRecordTarget): string {
  const { t } = useTranslation();
  const name = APP_INFO[app].label;
  return trader ? t('trackRecord.traderTitle', { app: name, trader }) : t('trackRecord.title', { app: name });
}

/** The public track record of an app: no sign-in, outside the back-office shell. */
export function TrackRecordPage({ target }: { target: TrackRecordTarget }) {
  const { t } = useTranslation();
  const record = useTrackRecord(target.app, target.trader);
  const title = useTrackRecordTitle(target);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('trackRecord.intro')}
      </Typography>
      {record.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {record.isError && (
        <Alert severity="error">{t('trackRecord.loadFailed', { message: record.error.message })}</Alert>
      )}
      {record.data && <RecordBody record={record.data} target={target} />}
    </Container>
  );
}

function RecordBody({ record, target }: { record: TrackRecord; target: TrackRecordTarget }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {record.figures.length === 0 && <Alert severity="info">{t('trackRecord.empty')}</Alert>}
      {record.figures.map((figures) => (
        <Paper key={figures.unit} component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t(`reports.units.${figures.unit}`)}
          </Typography>
          <FigureTiles figures={figures} />
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('trackRecord.equity')}
          </Typography>
          <EquityCurve points={figures.equity} label={t('trackRecord.equity')} />
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('trackRecord.monthly')}
          </Typography>
          <MonthlyReturns monthly={figures.monthly} />
        </Paper>
      ))}
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('trackRecord.head')}
        </Typography>
        <Typography
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', display: 'block' }}
        >
          {record.head.hash}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('trackRecord.headHelp', { seq: record.head.seq })}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Link href={historyHref(target)} download={`track-record-${target.app}.json`}>
            {t('trackRecord.download')}
          </Link>
        </Box>
      </Paper>
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('trackRecord.corrections', { count: record.corrections.total })}
        </Typography>
        {record.corrections.total === 0 ? (
          <Typography color="text.secondary">{t('trackRecord.noCorrections')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {record.corrections.latest.map((link) => (
              <li key={link.seq}>
                <Correction link={link} />
              </li>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}

function Correction({ link }: { link: TrackRecordLink }) {
  const { t } = useTranslation();
  const { entry } = link;
  const result =
    entry.status === 'withdrawn' || entry.result === null
      ? t('trackRecord.withdrawn')
      : `${signed(entry.percent ?? entry.result)} ${entry.percent ? '%' : (entry.unit ?? '')}`;
  return (
    <Typography>
      {t('trackRecord.correctionOf', { seq: link.seq, corrects: entry.corrects, idea: entry.idea, result })}
    </Typography>
  );
}

/** An address that names no app's track record. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        {t('trackRecord.notFound')}
      </Typography>
    </Container>
  );
}
