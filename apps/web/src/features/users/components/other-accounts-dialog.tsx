import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Customer } from '@signal-desk/domain/customers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format';
import { useOtherAccounts } from '../api/list-users';
import { SubscriptionChip } from './subscription-chip';

/** Every account that shares the customer's legacy number (GET /users with `where` on legacynumber). */
export function OtherAccountsDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const accounts = useOtherAccounts(customer?.legacynumber ?? null);
  const others = accounts.data?.data.filter((a) => a._id !== customer?._id) ?? [];
  return (
    <Dialog open={customer !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>
        {t('customers.users.otherAccountsTitle', {
          name: customer?.fullName ?? '',
          legacynumber: customer?.legacynumber ?? '',
        })}
      </DialogTitle>
      <DialogContent>
        {accounts.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : accounts.isError ? (
          <Typography color="error">{t('list.loadFailed', { message: accounts.error.message })}</Typography>
        ) : others.length === 0 ? (
          <Typography color="text.secondary">{t('customers.users.noOtherAccounts')}</Typography>
        ) : (
          <Table size="small" aria-label={t('customers.users.otherAccounts')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.users.columns.app')}</TableCell>
                <TableCell>{t('customers.users.columns.username')}</TableCell>
                <TableCell>{t('customers.users.columns.email')}</TableCell>
                <TableCell>{t('customers.users.columns.subscription')}</TableCell>
                <TableCell>{t('customers.users.columns.registered')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {others.map((account) => (
                <TableRow key={account._id}>
                  <TableCell>{t(`apps.${account.app}`)}</TableCell>
                  <TableCell>{account.username}</TableCell>
                  <TableCell>{account.email}</TableCell>
                  <TableCell>
                    <SubscriptionChip customer={account} />
                  </TableCell>
                  <TableCell>{formatDate(account.registrationDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
