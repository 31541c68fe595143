import Chip from '@mui/material/Chip';
import type { Customer } from '@signal-desk/domain/customers';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format';

/** The customer's subscription: its type, and until when (green) or since when (grey) it runs. */
export function SubscriptionChip({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  if (!customer.subscriptionType) return <>{t('customers.users.noSubscription')}</>;
  const type = t(`customers.types.${customer.subscriptionType}`);
  const date = formatDate(customer.subscriptionExpiry);
  return (
    <Chip
      size="small"
      variant={customer.subscriptionActive ? 'filled' : 'outlined'}
      color={customer.subscriptionActive ? 'success' : 'default'}
      label={
        customer.subscriptionActive
          ? t('customers.users.activeUntil', { type, date })
          : t('customers.users.expiredOn', { type, date })
      }
    />
  );
}
