import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { serverErrorSummary } from '../../../shared/forms/server-errors';
import { formatDateTime } from '../../../shared/i18n/format';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { showToast } from '../../../shared/ui/toast-queue';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';

/** Deliveries that failed after all their retries, each with its last error and a retry. */
export function FailedJobsPanel() {
  const { t } = useTranslation();
  const failed = useFailedJobs();
  const retry = useRetryJob();
  return (
    <Box sx={{ mb: 2 }}>
      <ListTable
        title={t('delivery.failed.title')}
        label={t('delivery.failed.title')}
        query={{ ...failed, data: failed.data && { data: failed.data } }}
        dense
        emptyText={<Alert severity="success">{t('delivery.failed.none')}</Alert>}
        rowKey={(job) => job.id}
        columns={[
          {
            header: t('delivery.failed.failedAt'),
            cell: (job) => (
              <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.completedOn ?? job.createdOn)}</span>
            ),
          },
          { header: t('delivery.failed.queue'), cell: (job) => job.queue },
          {
            header: t('delivery.failed.error'),
            cell: (job) => (
              <Box component="span" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                {job.error ?? ''}
              </Box>
            ),
          },
          { header: t('delivery.failed.retries'), align: 'right', cell: (job) => job.retryCount },
        ]}
        actions={(job) => (
          <Button
            size="small"
            loading={retry.isPending && retry.variables?.id === job.id}
            onClick={() =>
              retry.mutate(job, {
                onSuccess: () => showToast(t('delivery.failed.retried'), 'success'),
                onError: (error) =>
                  showToast(
                    t('delivery.failed.retryFailed', { message: serverErrorSummary(t, error) }),
                    'error',
                  ),
              })
            }
          >
            {t('delivery.failed.retry')}
          </Button>
        )}
      />
    </Box>
  );
}
