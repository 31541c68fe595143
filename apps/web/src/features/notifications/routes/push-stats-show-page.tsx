import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOCALE_NAMES } from '@signal-desk/domain/locales';
import { LUXE_APP, type NotificationStats } from '@signal-desk/domain/notifications';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { formatCount } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotificationStats } from '../api/notification-stats';

const route = getRouteApi('/shell/push-notification-stats/$id/show');

type LanguageStats = NotificationStats['byLanguage'][number];

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
          <ListTable
            title={t('delivery.stats.byLanguage')}
            label={t('delivery.stats.byLanguage')}
            query={{ isPending: false, isError: false, error: null, data: { data: n.byLanguage } }}
            emptyText={t('delivery.stats.noDevices')}
            toolbar={
              n.byLanguage.length > 0 && (
                <Box sx={{ px: 2 }}>
                  <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                    <DeliveryChart
                      rows={n.byLanguage.map((row) => ({ ...row, name: languageName(row.language) }))}
                      successLabel={t('delivery.columns.success')}
                      failureLabel={t('delivery.columns.failure')}
                    />
                  </Suspense>
                </Box>
              )
            }
            rowKey={(row) => row.language}
            columns={[
              { header: t('delivery.columns.language'), cell: (row) => languageName(row.language) },
              ...(['sent', 'success', 'failure'] as const).map((key) => ({
                header: t(`delivery.columns.${key}`),
                align: 'right' as const,
                cell: (row: LanguageStats) => formatCount(row[key]),
              })),
            ]}
          />
        </Box>
      )}
    </>
  );
}
