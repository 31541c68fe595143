import Button from '@mui/material/Button';
import { ACTIVITY_COUNT_LIMIT } from '@signal-desk/domain/activity-log';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activityKindLabel } from '../../../shared/activity-kinds';
import { useTypedUrlText } from '../../../shared/hooks/use-typed-url-text';
import { formatDateTime } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/paths';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { TextLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useEventTypes } from '../api/event-types';
import { useExportLog } from '../api/export-log';
import { LOG_PAGE_SIZE, useActivityLog } from '../api/list-log';
import { useUserNames } from '../api/user-names';
import { LogFiltersBar } from '../components/log-filters-bar';
import { PayloadDiff } from '../components/payload-diff';

const route = getRouteApi('/shell/log-activities');

/** `/log-activities`: who changed what and when, with the payloads side by side and a CSV export. */
export function LogActivitiesPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    perPage: LOG_PAGE_SIZE,
  });
  const log = useActivityLog(list.params, list.search);
  const eventTypes = useEventTypes();
  const userNames = useUserNames();
  const exporter = useExportLog();
  const signalId = useTypedUrlText(list.search.signalId ?? '', (text) =>
    list.filter({ signalId: text || undefined }),
  );

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
                { ...list.search, signalId: signalId.flush() || undefined },
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
      <ListTable
        label={t('reports.log.title')}
        query={log}
        list={list}
        totalCap={ACTIVITY_COUNT_LIMIT}
        dense
        toolbar={
          <LogFiltersBar
            list={list}
            signalId={signalId.text}
            onSignalIdChange={signalId.setText}
            eventTypes={eventTypes.data ?? []}
            userNames={userNames.data ?? []}
          />
        }
        rowKey={(entry) => entry._id}
        columns={[
          {
            header: t('reports.log.columns.time'),
            cell: (entry) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt, { seconds: true })}
              </span>
            ),
          },
          { header: t('reports.log.columns.event'), cell: (entry) => activityKindLabel(t, entry.eventType) },
          { header: t('reports.log.columns.user'), cell: (entry) => entry.userName },
          {
            header: t('reports.log.columns.app'),
            cell: (entry) => (entry.app ? t(`apps.${entry.app}`) : ''),
          },
          {
            header: t('reports.log.columns.signal'),
            cell: (entry) => {
              if (entry.signalId && entry.targetId)
                return (
                  <TextLink to={PATHS.signal} params={{ id: entry.targetId }}>
                    {entry.signalId}
                  </TextLink>
                );
              return entry.targetType === 'signal' && entry.targetId ? t('reports.log.removedSignal') : '';
            },
          },
          { header: t('reports.log.columns.ip'), cell: (entry) => entry.ipAddress ?? '' },
        ]}
        details={{
          header: t('reports.log.columns.changes'),
          show: t('reports.log.showChanges'),
          hide: t('reports.log.hideChanges'),
          has: (entry) => entry.prev != null || entry.next != null,
          of: (entry) => <PayloadDiff prev={entry.prev} next={entry.next} />,
        }}
      />
    </>
  );
}
