import Button from '@mui/material/Button';
import { LUXE_APP, type NotificationListQuery } from '@signal-desk/domain/notifications';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../../shared/app-search';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotifications } from '../api/list-notifications';
import { parseNotificationSearch } from '../components/notification-filters';
import { NotificationTable } from '../components/notification-table';
import { SenderNote } from '../components/sender-note';

const searchOf = (query: NotificationListQuery) =>
  linkSearch({
    page: query.page && query.page > 1 ? String(query.page) : undefined,
    app: query.app,
    type: query.type,
    date: query.date,
  });

/** `/notifications` (and `/luxe-notifications`, the igoluxe history): what was sent and how it went. */
function History({ luxe }: { luxe: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parsed = parseNotificationSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const query: NotificationListQuery = luxe ? { ...parsed, app: LUXE_APP } : parsed;
  const list = useNotifications(query);
  const addTo = luxe ? PATHS.luxeNotificationAdd : PATHS.notificationAdd;
  return (
    <>
      <PageHeader
        title={t(luxe ? 'delivery.history.luxeTitle' : 'delivery.history.title')}
        actions={
          <Button
            variant="contained"
            component={Link}
            to={addTo}
            search={
              luxe
                ? undefined
                : linkSearch({ app: query.app && query.app !== LUXE_APP ? query.app : 'shift' })
            }
          >
            {t('delivery.history.send')}
          </Button>
        }
      />
      <SenderNote sender={list.data?.data[0]?.sender} />
      <NotificationTable
        query={query}
        onQuery={(next) =>
          void navigate({
            to: '.',
            search: searchOf(luxe ? { ...next, app: undefined } : next),
            replace: true,
          })
        }
        list={list}
        appFilter={!luxe}
        statsLinks={false}
      />
    </>
  );
}

export function NotificationsPage() {
  return <History luxe={false} />;
}

export function LuxeNotificationsPage() {
  return <History luxe />;
}
