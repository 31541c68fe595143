import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ACTIVITY_COUNT_LIMIT, type ActivityLogEntry } from '@signal-desk/domain/activity-log';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityKindLabel } from '../../../shared/activity-kinds';
import { useTypedUrlText } from '../../../shared/hooks/use-typed-url-text';
import { formatCount, formatDateTime } from '../../../shared/i18n/format';
import { PATHS, withId } from '../../../shared/paths';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useEventTypes } from '../api/event-types';
import { useExportLog } from '../api/export-log';
import { LOG_PAGE_SIZE, useActivityLog } from '../api/list-log';
import { useUserNames } from '../api/user-names';
import { LogFiltersBar } from '../components/log-filters-bar';
import { type LogFilters, logFiltersOf } from '../components/log-search';
import { PayloadDiff } from '../components/payload-diff';

const route = getRouteApi('/shell/log-activities');
const COLUMNS = 7;

/** `/log-activities`: who changed what and when, with the payloads side by side and a CSV export. */
export function LogActivitiesPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const filters = logFiltersOf(route.useSearch());
  const log = useActivityLog(filters);
  const eventTypes = useEventTypes();
  const userNames = useUserNames();
  const exporter = useExportLog();
  const [open, setOpen] = useState<string | null>(null);
  const setFilters = (next: LogFilters) =>
    navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined }, replace: true });
  const signalId = useTypedUrlText(filters.signalId ?? '', (text) =>
    setFilters({ ...filters, signalId: text || undefined, page: 1 }),
  );
  const total = log.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title={t('reports.log.title')}
        actions={
          <Button
            variant="outlined"
            disabled={exporter.isPending}
            onClick={() =>
              // What the list shows: its filters, with the id typed just now (the list takes it too).
              exporter.mutate(
                { ...filters, signalId: signalId.flush() || undefined },
                {
                  onError: (error) =>
                    showToast(t('reports.log.exportFailed', { message: error.message }), 'error'),
                },
              )
            }
          >
            {t('reports.log.export')}
          </Button>
        }
      />
      <Paper>
        <LogFiltersBar
          filters={filters}
          onChange={setFilters}
          signalId={signalId.text}
          onSignalIdChange={signalId.setText}
          eventTypes={eventTypes.data ?? []}
          userNames={userNames.data ?? []}
        />
        <TableContainer>
          <Table size="small" aria-label={t('reports.log.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.log.columns.time')}</TableCell>
                <TableCell>{t('reports.log.columns.event')}</TableCell>
                <TableCell>{t('reports.log.columns.user')}</TableCell>
                <TableCell>{t('reports.log.columns.app')}</TableCell>
                <TableCell>{t('reports.log.columns.signal')}</TableCell>
                <TableCell>{t('reports.log.columns.ip')}</TableCell>
                <TableCell align="right">{t('reports.log.columns.changes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={log} columns={COLUMNS} />
              {log.data?.data.map((entry) => (
                <LogRow
                  key={entry._id}
                  entry={entry}
                  when={formatDateTime(entry.createdAt, { seconds: true })}
                  open={open === entry._id}
                  onToggle={() => setOpen(open === entry._id ? null : entry._id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, filters.page - 1)}
          rowsPerPage={LOG_PAGE_SIZE}
          rowsPerPageOptions={[LOG_PAGE_SIZE]}
          onPageChange={(_event, page) => setFilters({ ...filters, page: page + 1 })}
          labelDisplayedRows={({ from, to, count }) =>
            t('reports.log.rows', {
              from,
              to,
              count: count >= ACTIVITY_COUNT_LIMIT ? `${formatCount(count)}+` : formatCount(count),
            })
          }
        />
      </Paper>
    </>
  );
}

function LogRow({
  entry,
  when,
  open,
  onToggle,
}: {
  entry: ActivityLogEntry;
  when: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const hasPayload = entry.prev != null || entry.next != null;
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when}</TableCell>
        <TableCell>{activityKindLabel(t, entry.eventType)}</TableCell>
        <TableCell>{entry.userName}</TableCell>
        <TableCell>{entry.app ? t(`apps.${entry.app}`) : ''}</TableCell>
        <TableCell>
          {entry.signalId && entry.targetId ? (
            <Link component={RouterLink} to={withId(PATHS.signal, entry.targetId)}>
              {entry.signalId}
            </Link>
          ) : entry.targetType === 'signal' && entry.targetId ? (
            t('reports.log.removedSignal')
          ) : (
            ''
          )}
        </TableCell>
        <TableCell>{entry.ipAddress ?? ''}</TableCell>
        <TableCell align="right">
          {hasPayload && (
            <IconButton
              size="small"
              onClick={onToggle}
              aria-expanded={open}
              aria-label={open ? t('reports.log.hideChanges') : t('reports.log.showChanges')}
            >
              {open ? '−' : '+'}
            </IconButton>
          )}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ py: 1 }}>
            <Collapse in={open} unmountOnExit>
              <PayloadDiff prev={entry.prev} next={entry.next} />
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
