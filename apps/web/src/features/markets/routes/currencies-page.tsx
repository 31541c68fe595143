import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CURRENCY_TYPES, type Currency, type CurrencyType } from '@signal-desk/domain/markets';
import { hasPermission } from '@signal-desk/domain/permissions';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListPagination, SearchField } from '../../../shared/ui/list-controls';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { NARROW_ONLY, WIDE_ONLY } from '../../../shared/ui/responsive';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUrlListParams } from '../../../shared/ui/url-list-params';
import { useDeleteCurrency } from '../api/delete-currency';
import { useCurrenciesList } from '../api/list-currencies';
import { CurrencyAvatar } from '../components/currency-avatar';

const COLUMNS = 6;
const FILTERS = ['type'] as const;
/** Columns a phone leaves out: the short name's cell names the currency and its type there instead. */

/** The currencies by short name (A to Z), searched and filtered in the URL. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const mayModify = hasPermission(useSignedInUser().effectivePermissions, ['CURRENCY_MODIFY']);
  const list = useUrlListParams('shortName', FILTERS);
  const type = (CURRENCY_TYPES as readonly string[]).includes(list.filters.type)
    ? (list.filters.type as CurrencyType)
    : '';
  const currencies = useCurrenciesList({
    ...list.params,
    where: type ? JSON.stringify({ type }) : undefined,
  });
  const deleteCurrency = useDeleteCurrency();
  const [toDelete, setToDelete] = useState<Currency | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCurrency.mutate(toDelete._id, {
      onSuccess: () => showToast(t('currencies.deleted', { name: toDelete.shortName }), 'success'),
      onError: (error) =>
        showToast(
          hasReason(error, 'currency_in_use')
            ? t('currencies.inUse', { name: toDelete.shortName })
            : t('currencies.deleteFailed', { name: toDelete.shortName, message: apiErrorText(t, error) }),
          'error',
        ),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('currencies.title')}
        actions={
          mayModify && (
            <Button component={Link} to={PATHS.currencyAdd} variant="contained" startIcon={<AddIcon />}>
              {t('currencies.add')}
            </Button>
          )
        }
      />
      <Paper>
        <Box sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SearchField label={t('currencies.search')} value={list.search} onChange={list.setSearch} />
          <TextField
            select
            size="small"
            label={t('currencies.fields.type')}
            value={type}
            onChange={(event) => list.setFilter('type', event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('currencies.allTypes')}</MenuItem>
            {CURRENCY_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`currencies.types.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('currencies.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('currencies.fields.shortName')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('currencies.fields.fullName')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('currencies.fields.type')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('currencies.fields.symbolId')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('currencies.fields.tag')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={currencies} columns={COLUMNS} />
              {currencies.data?.data.map((currency) => (
                <TableRow key={currency._id} hover>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <CurrencyAvatar icon={currency.icon} code={currency.shortName} />
                      <Box>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {currency.shortName}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                          {currency.fullName} · {t(`currencies.types.${currency.type}`)}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{currency.fullName}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t(`currencies.types.${currency.type}`)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{currency.symbolId}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{currency.tag}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {mayModify && (
                      <>
                        <Tooltip title={t('currencies.edit', { name: currency.shortName })}>
                          <IconButton component={Link} to={withId(PATHS.currencyEdit, currency._id)}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('currencies.delete', { name: currency.shortName })}>
                          <IconButton color="error" onClick={() => setToDelete(currency)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={currencies.data?.total ?? 0}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('currencies.deleteTitle')}
        message={t('currencies.deleteConfirm', {
          name: toDelete ? `${toDelete.shortName} (${toDelete.fullName})` : '',
        })}
        confirmLabel={t('common.delete')}
        busy={deleteCurrency.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
