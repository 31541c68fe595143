import type { NotificationListQuery } from '@signal-desk/domain/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePushStats } from '../api/push-stats';
import { FailedJobsPanel } from '../components/failed-jobs-panel';
import { NotificationTable } from '../components/notification-table';
import { SenderNote } from '../components/sender-note';

const route = getRouteApi('/shell/push-notification-stats');

/** `/push-notification-stats`: every push with its sent, success and failure counts. */
export function PushStatsPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const query = route.useSearch();
  const list = usePushStats(query);
  const onQuery = (search: NotificationListQuery) => void navigate({ search, replace: true });
  return (
    <>
      <PageHeader title={t('delivery.stats.title')} />
      <SenderNote sender={list.data?.data[0]?.sender} />
      <FailedJobsPanel />
      <NotificationTable query={query} onQuery={onQuery} list={list} appFilter statsLinks />
    </>
  );
}
