import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission } from '@signal-desk/domain/permissions';
import {
  SUBSCRIPTION_MENU_APPS,
  type Subscription,
  type SubscriptionState,
  subscriptionState,
} from '@signal-desk/domain/subscriptions';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useSubscriptions } from '../api/list-subscriptions';
import { useSubscriptionApp } from '../components/subscription-app';

/** A subscription's state: on sale today, not started yet, ended, or switched off. */
function SubscriptionStateChip({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation();
  const active = state === 'active';
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={t(`customers.subscriptions.${state}`)}
    />
  );
}

/** `/subscriptions?app=`: the subscriptions of each app (one tab per app, the list is grouped by app). */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Subscriptions run on calendar days (UTC), as their start and end dates are written.
  const today = new Date().toISOString().slice(0, 10);
  const app = useSubscriptionApp('/shell/subscriptions');
  const may = hasPermission(useSignedInUser().effectivePermissions, ['SUBSCRIPTION_IDS_MODERATE']);
  const grouped = useSubscriptions();
  const remove = useDeleteSubscription();
  const confirm = useConfirm();

  const askDelete = (subscription: Subscription) => {
    const { productId } = subscription;
    confirm.ask({
      title: t('customers.subscriptions.deleteTitle'),
      message: t('customers.subscriptions.deleteConfirm', { productId, app: t(`apps.${subscription.app}`) }),
      confirmLabel: t('common.delete'),
      run: () =>
        remove.mutateAsync(subscription._id, {
          onSuccess: () => showToast(t('customers.subscriptions.deleted', { productId }), 'success'),
          onError: (error) =>
            showToast(
              t('customers.subscriptions.deleteFailed', { productId, message: error.message }),
              'error',
            ),
        }),
    });
  };

  return (
    <>
      <PageHeader
        title={t('customers.subscriptions.title')}
        actions={
          may && (
            <ButtonLink
              to={PATHS.subscriptionAdd}
              search={{ app }}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('customers.subscriptions.add')}
            </ButtonLink>
          )
        }
      />
      <ListTable
        label={t('customers.subscriptions.tableLabel', { app: t(`apps.${app}`) })}
        query={{ ...grouped, data: grouped.data && { data: grouped.data[app] } }}
        toolbar={
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={app}
              onChange={(_event, value) =>
                void navigate({ to: PATHS.subscriptions, search: { app: value }, replace: true })
              }
              aria-label={t('customers.subscriptions.appsLabel')}
              variant="scrollable"
            >
              {SUBSCRIPTION_MENU_APPS.map((option) => (
                <Tab
                  key={option}
                  value={option}
                  label={`${t(`apps.${option}`)} (${grouped.data?.[option].length ?? '…'})`}
                />
              ))}
            </Tabs>
          </Box>
        }
        rowKey={(s) => s._id}
        columns={[
          {
            header: t('customers.subscriptions.fields.productId'),
            cell: (s) => (
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {s.productId}
              </Box>
            ),
          },
          { header: t('customers.subscriptions.fields.type'), cell: (s) => t(`customers.types.${s.type}`) },
          { header: t('customers.subscriptions.fields.startDate'), cell: (s) => formatDate(s.startDate) },
          {
            header: t('customers.subscriptions.fields.endDate'),
            cell: (s) => (s.endDate ? formatDate(s.endDate) : t('customers.subscriptions.openEnded')),
          },
          {
            header: t('customers.subscriptions.fields.activationStatus'),
            cell: (s) => <SubscriptionStateChip state={subscriptionState(s, today)} />,
          },
          { header: t('customers.subscriptions.lastModified'), cell: (s) => formatDateTime(s.lastModified) },
        ]}
        actions={
          may
            ? (s) => (
                <>
                  <IconButtonLink
                    to={PATHS.subscriptionEdit}
                    params={{ id: s._id }}
                    aria-label={t('customers.subscriptions.edit', { productId: s.productId })}
                    title={t('customers.subscriptions.edit', { productId: s.productId })}
                  >
                    <EditIcon />
                  </IconButtonLink>
                  <RowAction
                    label={t('customers.subscriptions.delete', { productId: s.productId })}
                    icon={<DeleteIcon />}
                    color="error"
                    onClick={() => askDelete(s)}
                  />
                </>
              )
            : undefined
        }
      />
      {confirm.dialog}
    </>
  );
}
