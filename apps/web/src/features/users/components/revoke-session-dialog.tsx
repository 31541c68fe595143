import type { Customer } from '@signal-desk/domain/customers';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast-queue';
import { useRevokeUserSession } from '../api/revoke-user-session';

/** Asks first, then signs the customer out of their app on every device (POST /users/{id}/revoke-session). */
export function RevokeSessionDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeUserSession();

  const confirm = () => {
    if (!customer) return;
    const name = customer.fullName;
    revoke.mutate(customer._id, {
      onSuccess: ({ revoked }) =>
        showToast(
          revoked === 0
            ? t('customers.users.noSession', { name })
            : t('customers.users.revoked', { name, count: revoked }),
          'success',
        ),
      onError: (error) => showToast(t('customers.users.revokeFailed', { message: error.message }), 'error'),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={customer !== null}
      title={t('customers.users.revokeTitle')}
      message={t('customers.users.revokeConfirm', {
        name: customer?.fullName ?? '',
        app: customer ? t(`apps.${customer.app}`) : '',
      })}
      confirmLabel={t('customers.users.revokeAction')}
      busy={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
