import { NOTIFICATION_MENU_APPS, sendNotificationInputSchema } from '@signal-desk/domain/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { useTraderOptions } from '../api/list-traders';
import { useSendNotification } from '../api/send-notification';
import { NotificationForm } from '../components/notification-form';

const route = getRouteApi('/shell/notifications/add');

const appOf = z.enum(NOTIFICATION_MENU_APPS).catch('shift');

/** `/notifications/add?app=`: a push to one app's devices. */
export function NotificationAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const app = appOf.parse(route.useSearch().app);
  const send = useSendNotification();
  const traders = useTraderOptions(true);
  const appName = t(`apps.${app}`);
  return (
    <>
      <PageHeader title={t('delivery.form.pageTitle', { app: appName })} />
      <NotificationForm
        key={app}
        appName={appName}
        schema={sendNotificationInputSchema}
        inputOf={(values) => ({ ...values, app })}
        traders={traders.data?.data ?? []}
        sending={send.isPending}
        send={(input, handlers) => send.mutate(input, handlers)}
        onSent={() => void navigate({ to: PATHS.notifications, search: { app } })}
      />
    </>
  );
}
