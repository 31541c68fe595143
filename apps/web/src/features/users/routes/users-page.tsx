import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SEARCH_COUNT_CAP, type Customer } from '@signal-desk/domain/customers';
import { hasPermission } from '@signal-desk/domain/permissions';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AccountsIcon, BlockIcon, PushIcon } from '../../../shared/ui/icons';
import { ListPagination, SearchField } from '../../../shared/ui/list-controls';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { NARROW_ONLY, WIDE_ONLY } from '../../../shared/ui/responsive';
import { useUrlListParams } from '../../../shared/ui/url-list-params';
import { useUsersList } from '../api/list-users';
import { OtherAccountsDialog } from '../components/other-accounts-dialog';
import { RevokeSessionDialog } from '../components/revoke-session-dialog';
import { SendPushDialog } from '../components/send-push-dialog';
import { SubscriptionChip } from '../components/subscription-chip';

const COLUMNS = 6;

/**
 * `/users`: the customers of the apps, searched as you type (debounced; the search and page are in the
 * URL). On a phone a row is the name with its details under it, and the actions.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const mayPush = hasPermission(useSignedInUser().effectivePermissions, ['NOTIFICATIONS_MODERATE']);
  const list = useUrlListParams('-createdAt');
  const users = useUsersList(list.params);
  const [toRevoke, setToRevoke] = useState<Customer | null>(null);
  const [accountsOf, setAccountsOf] = useState<Customer | null>(null);
  const [pushTo, setPushTo] = useState<Customer | null>(null);
  const total = users.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('customers.users.title')} />
      <Paper>
        <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SearchField label={t('customers.users.search')} value={list.search} onChange={list.setSearch} />
          {total >= CUSTOMER_SEARCH_COUNT_CAP && list.params.search && (
            <Typography variant="body2" color="text.secondary">
              {t('customers.users.capped', { count: CUSTOMER_SEARCH_COUNT_CAP })}
            </Typography>
          )}
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('customers.users.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.users.columns.fullName')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('customers.users.columns.email')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('customers.users.columns.app')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('customers.users.columns.subscription')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('customers.users.columns.activity')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={users} columns={COLUMNS} />
              {users.data?.data.map((customer) => (
                <TableRow key={customer._id} hover>
                  <TableCell component="th" scope="row">
                    <Link
                      component={RouterLink}
                      to={withId(PATHS.user, customer._id)}
                      sx={{ fontWeight: 500 }}
                    >
                      {customer.fullName}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('customers.users.usernameAndNumber', {
                        username: customer.username,
                        legacynumber: customer.legacynumber,
                      })}
                    </Typography>
                    <Box sx={{ ...NARROW_ONLY, mt: 0.5 }}>
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {customer.email} · {t(`apps.${customer.app}`)}
                      </Typography>
                      <Box sx={{ mt: 0.5 }}>
                        <SubscriptionChip customer={customer} />
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere', minWidth: 160 }}>
                    {customer.email}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{t(`apps.${customer.app}`)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <SubscriptionChip customer={customer} />
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    {t('customers.users.registeredOn', {
                      date: formatDate(customer.registrationDate),
                    })}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {customer.lastActivity
                        ? t('customers.users.lastSeen', {
                            date: formatDateTime(customer.lastActivity),
                          })
                        : t('customers.users.neverSeen')}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('customers.users.otherAccounts', { name: customer.fullName })}>
                      <IconButton onClick={() => setAccountsOf(customer)}>
                        <AccountsIcon />
                      </IconButton>
                    </Tooltip>
                    {mayPush && (
                      <Tooltip title={t('customers.users.push', { name: customer.fullName })}>
                        <IconButton onClick={() => setPushTo(customer)}>
                          <PushIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={t('customers.users.revoke', { name: customer.fullName })}>
                      <IconButton onClick={() => setToRevoke(customer)}>
                        <BlockIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={total}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Paper>
      <RevokeSessionDialog customer={toRevoke} onClose={() => setToRevoke(null)} />
      <OtherAccountsDialog customer={accountsOf} onClose={() => setAccountsOf(null)} />
      {pushTo && <SendPushDialog customer={pushTo} onClose={() => setPushTo(null)} />}
    </>
  );
}
