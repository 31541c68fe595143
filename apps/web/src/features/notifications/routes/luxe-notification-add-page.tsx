import { sendLuxeNotificationInputSchema } from '@signal-desk/domain/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSendLuxeNotification } from '../api/send-notification';
import { NotificationForm } from '../components/notification-form';

/** `/luxe-notifications/add`: a push to the igoluxe devices. */
export function LuxeNotificationAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendLuxeNotification();
  const appName = t('delivery.luxeApp');
  return (
    <>
      <PageHeader title={t('delivery.form.pageTitle', { app: appName })} />
      <NotificationForm
        appName={appName}
        schema={sendLuxeNotificationInputSchema}
        inputOf={({ traderId: _trader, ...values }) => values}
        sending={send.isPending}
        send={(input, handlers) => send.mutate(input, handlers)}
        onSent={() => void navigate({ to: PATHS.luxeNotifications })}
      />
    </>
  );
}
