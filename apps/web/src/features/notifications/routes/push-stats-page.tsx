import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
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
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }));
  const stats = usePushStats(list.params, list.search);
  return (
    <>
      <PageHeader title={t('delivery.stats.title')} />
      <SenderNote sender={stats.data?.data[0]?.sender} />
      <FailedJobsPanel />
      <NotificationTable label={t('delivery.stats.title')} list={list} query={stats} appFilter statsLinks />
    </>
  );
}
