import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { usePartnerStatus } from '../api/partner-status';

/** Whether the partner copy is on (PARTNER_WEBHOOK_URL), and its deliveries; settings pages show it too. */
export function PartnerStatusNote() {
  const { t } = useTranslation();
  const status = usePartnerStatus();
  if (!status.data) return null;
  const s = status.data;
  return s.configured ? (
    <Alert severity={s.dead > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
      {t('delivery.orders.partner.on', {
        host: s.host,
        delivered: s.delivered,
        pending: s.pending,
        dead: s.dead,
      })}
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('delivery.orders.partner.off')}
    </Alert>
  );
}
