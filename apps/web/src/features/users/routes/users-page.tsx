import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SEARCH_COUNT_CAP, type Customer } from '@signal-desk/domain/customers';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AccountsIcon, BlockIcon, PushIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { TextLink } from '../../../shared/ui/router-links';
import { useUsersList } from '../api/list-users';
import { OtherAccountsDialog } from '../components/other-accounts-dialog';
import { RevokeSessionDialog } from '../components/revoke-session-dialog';
import { SendPushDialog } from '../components/send-push-dialog';
import { SubscriptionChip } from '../components/subscription-chip';

const route = getRouteApi('/shell/users');

/**
 * `/users`: the customers of the apps, searched as you type (debounced; the search and page are in the
 * URL). On a phone each customer is a card with the actions under it.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const mayPush = hasPermission(useSignedInUser().effectivePermissions, ['NOTIFICATIONS_MODERATE']);
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    sort: '-createdAt',
  });
  const users = useUsersList(list.params);
  const [toRevoke, setToRevoke] = useState<Customer | null>(null);
  const [accountsOf, setAccountsOf] = useState<Customer | null>(null);
  const [pushTo, setPushTo] = useState<Customer | null>(null);
  const total = users.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('customers.users.title')} />
      <ListTable
        label={t('customers.users.title')}
        query={users}
        list={list}
        toolbar={
          <ListToolbar search={{ list, label: t('customers.users.search') }}>
            {total >= CUSTOMER_SEARCH_COUNT_CAP && list.params.search && (
              <Typography variant="body2" color="text.secondary">
                {t('customers.users.capped', { count: CUSTOMER_SEARCH_COUNT_CAP })}
              </Typography>
            )}
          </ListToolbar>
        }
        rowKey={(customer) => customer._id}
        columns={[
          {
            header: t('customers.users.columns.fullName'),
            cell: (customer) => (
              <>
                <TextLink to={PATHS.user} params={{ id: customer._id }} sx={{ fontWeight: 500 }}>
                  {customer.fullName}
                </TextLink>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('customers.users.usernameAndNumber', {
                    username: customer.username,
                    legacynumber: customer.legacynumber,
                  })}
                </Typography>
              </>
            ),
          },
          {
            header: t('customers.users.columns.email'),
            cell: (customer) => (
              <Box sx={{ overflowWrap: 'anywhere', minWidth: { md: 160 } }}>{customer.email}</Box>
            ),
          },
          { header: t('customers.users.columns.app'), cell: (customer) => t(`apps.${customer.app}`) },
          {
            header: t('customers.users.columns.subscription'),
            cell: (customer) => <SubscriptionChip customer={customer} />,
          },
          {
            header: t('customers.users.columns.activity'),
            cell: (customer) => (
              <>
                {t('customers.users.registeredOn', { date: formatDate(customer.registrationDate) })}
                <Typography variant="caption" color="text.secondary" component="div">
                  {customer.lastActivity
                    ? t('customers.users.lastSeen', { date: formatDateTime(customer.lastActivity) })
                    : t('customers.users.neverSeen')}
                </Typography>
              </>
            ),
          },
        ]}
        actions={(customer) => (
          <>
            <RowAction
              label={t('customers.users.otherAccounts', { name: customer.fullName })}
              icon={<AccountsIcon />}
              onClick={() => setAccountsOf(customer)}
            />
            {mayPush && (
              <RowAction
                label={t('customers.users.push', { name: customer.fullName })}
                icon={<PushIcon />}
                onClick={() => setPushTo(customer)}
              />
            )}
            <RowAction
              label={t('customers.users.revoke', { name: customer.fullName })}
              icon={<BlockIcon />}
              onClick={() => setToRevoke(customer)}
            />
          </>
        )}
      />
      <RevokeSessionDialog customer={toRevoke} onClose={() => setToRevoke(null)} />
      <OtherAccountsDialog customer={accountsOf} onClose={() => setAccountsOf(null)} />
      {pushTo && <SendPushDialog customer={pushTo} onClose={() => setPushTo(null)} />}
    </>
  );
}
