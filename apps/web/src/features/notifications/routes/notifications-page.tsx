import {
  LUXE_APP,
  NOTIFICATION_MENU_APPS,
  type NotificationListQuery,
} from '@signal-desk/domain/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { useNotifications } from '../api/list-notifications';
import { NotificationTable } from '../components/notification-table';
import { SenderNote } from '../components/sender-note';

const historyRoute = getRouteApi('/shell/notifications');
const luxeRoute = getRouteApi('/shell/luxe-notifications');

/** `/notifications` (and `/luxe-notifications`, the igoluxe history): what was sent and how it went. */
function History({
  luxe,
  search,
  onSearch,
}: {
  luxe: boolean;
  search: NotificationListQuery;
  onSearch: (next: NotificationListQuery) => void;
}) {
  const { t } = useTranslation();
  const list = useListState(search, onSearch);
  const query: NotificationListQuery = luxe ? { ...search, app: LUXE_APP } : search;
  const notifications = useNotifications(list.params, query);
  const title = t(luxe ? 'delivery.history.luxeTitle' : 'delivery.history.title');
  return (
    <>
      <PageHeader
        title={title}
        actions={
          luxe ? (
            <ButtonLink variant="contained" to={PATHS.luxeNotificationAdd}>
              {t('delivery.history.send')}
            </ButtonLink>
          ) : (
            <ButtonLink
              variant="contained"
              to={PATHS.notificationAdd}
              search={{ app: NOTIFICATION_MENU_APPS.find((app) => app === query.app) ?? 'shift' }}
            >
              {t('delivery.history.send')}
            </ButtonLink>
          )
        }
      />
      <SenderNote sender={notifications.data?.data[0]?.sender} />
      <NotificationTable
        label={title}
        list={list}
        query={notifications}
        appFilter={!luxe}
        statsLinks={false}
      />
    </>
  );
}

export function NotificationsPage() {
  const navigate = historyRoute.useNavigate();
  return (
    <History
      luxe={false}
      search={historyRoute.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}

export function LuxeNotificationsPage() {
  const navigate = luxeRoute.useNavigate();
  return (
    <History
      luxe
      search={luxeRoute.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
}
