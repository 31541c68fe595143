import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import { LUXE_APP } from '@signal-desk/domain/notifications';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/i18n/format';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotificationStats } from '../api/notification-stats';

const route = getRouteApi('/shell/push-notification-stats/$id/show');

// The chart library is loaded with the chart, not with the page.
const DeliveryChart = lazy(() =>
  import('../components/delivery-chart').then((m) => ({ default: m.DeliveryChart })),
);

/** `/push-notification-stats/{id}/show`: one push's delivery, with successes and failures by language. */
export function PushStatsShowPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const stats = useNotificationStats(id);
  if (isApiError(stats.error, 404)) throw notFound();
  const n = stats.data;
  const languageName = (language: string) => LOCALE_NAMES[language as keyof typeof LOCALE_NAMES] ?? language;
  return (
    <>
      <PageHeader title={n ? n.title : t('delivery.stats.showTitle')} />
      {!n ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper sx={{ p: 3, display: 'grid', gap: 1 }}>
            <Typography>{n.body}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={n.app === LUXE_APP ? t('delivery.luxeApp') : t(`apps.${n.app}` as 'apps.shift')}
              />
              <Chip size="small" label={t(`delivery.types.${n.type}`)} />
              <Chip
                size="small"
                label={t(`delivery.statuses.${n.status}`)}
                color={n.status === 'done' ? 'success' : 'default'}
              />
              {n.sender === 'simulated' && (
                <Chip size="small" color="info" label={t('delivery.simulatedChip')} />
              )}
              <Typography variant="body2" color="text.secondary">
                {n.label} · {n.username ?? t('delivery.system')}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mt: 2 }}>
              {(['sent', 'success', 'failure'] as const).map((key) => (
                <Box key={key}>
                  <Typography variant="overline" color="text.secondary">
                    {t(`delivery.columns.${key}`)}
                  </Typography>
                  <Typography
                    variant="h4"
                    component="p"
                    color={key === 'failure' && n.failure ? 'error' : undefined}
                  >
                    {formatCount(n[key])}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
          <Paper sx={{ p: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t('delivery.stats.byLanguage')}
            </Typography>
            {n.byLanguage.length === 0 ? (
              <Typography color="text.secondary">{t('delivery.stats.noDevices')}</Typography>
            ) : (
              <>
                <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                  <DeliveryChart
                    rows={n.byLanguage.map((row) => ({ ...row, name: languageName(row.language) }))}
                    successLabel={t('delivery.columns.success')}
                    failureLabel={t('delivery.columns.failure')}
                  />
                </Suspense>
                <Table size="small" aria-label={t('delivery.stats.byLanguage')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('delivery.columns.language')}</TableCell>
                      <TableCell align="right">{t('delivery.columns.sent')}</TableCell>
                      <TableCell align="right">{t('delivery.columns.success')}</TableCell>
                      <TableCell align="right">{t('delivery.columns.failure')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {n.byLanguage.map((row) => (
                      <TableRow key={row.language}>
                        <TableCell>{languageName(row.language)}</TableCell>
                        <TableCell align="right">{formatCount(row.sent)}</TableCell>
                        <TableCell align="right">{formatCount(row.success)}</TableCell>
                        <TableCell align="right">{formatCount(row.failure)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </Paper>
        </Box>
      )}
    </>
  );
}
