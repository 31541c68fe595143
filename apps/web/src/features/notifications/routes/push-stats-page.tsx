import type { NotificationListQuery } from '@signal-desk/domain/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../../shared/app-search';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePushStats } from '../api/push-stats';
import { FailedJobsPanel } from '../components/failed-jobs-panel';
import { parseNotificationSearch } from '../components/notification-filters';
import { NotificationTable } from '../components/notification-table';
import { SenderNote } from '../components/sender-note';

/** `/push-notification-stats`: every push with its sent, success and failure counts. */
export function PushStatsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = parseNotificationSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const list = usePushStats(query);
  const onQuery = (next: NotificationListQuery) =>
    void navigate({
      to: '.',
      search: linkSearch({
        page: next.page && next.page > 1 ? String(next.page) : undefined,
        app: next.app,
        type: next.type,
        date: next.date,
      }),
      replace: true,
    });
  return (
    <>
      <PageHeader title={t('delivery.stats.title')} />
      <SenderNote sender={list.data?.data[0]?.sender} />
      <FailedJobsPanel />
      <NotificationTable query={query} onQuery={onQuery} list={list} appFilter statsLinks />
    </>
  );
}
