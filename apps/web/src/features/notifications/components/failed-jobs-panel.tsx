import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { serverErrorSummary } from '../../../shared/forms/server-errors';
import { formatDateTime } from '../../../shared/i18n/format';
import { showToast } from '../../../shared/ui/toast-queue';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';

/** Deliveries that failed after all their retries, each with its last error and a retry. */
export function FailedJobsPanel() {
  const { t } = useTranslation();
  const failed = useFailedJobs();
  const retry = useRetryJob();
  const jobs = failed.data ?? [];
  return (
    <Paper component="section" sx={{ p: 2, mb: 2 }} aria-label={t('delivery.failed.title')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('delivery.failed.title')}
      </Typography>
      {jobs.length === 0 ? (
        <Alert severity="success">{t('delivery.failed.none')}</Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('delivery.failed.failedAt')}</TableCell>
              <TableCell>{t('delivery.failed.queue')}</TableCell>
              <TableCell>{t('delivery.failed.error')}</TableCell>
              <TableCell align="right">{t('delivery.failed.retries')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(job.completedOn ?? job.createdOn)}
                </TableCell>
                <TableCell>{job.queue}</TableCell>
                <TableCell sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
                  {job.error ?? ''}
                </TableCell>
                <TableCell align="right">{job.retryCount}</TableCell>
                <TableCell align="right">
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
