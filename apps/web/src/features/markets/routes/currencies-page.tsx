import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { CURRENCY_TYPES, type Currency } from '@signal-desk/domain/markets';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteCurrency } from '../api/delete-currency';
import { useCurrenciesList } from '../api/list-currencies';
import { CurrencyAvatar } from '../components/currency-avatar';

const route = getRouteApi('/shell/currencies');

/** The currencies by short name (A to Z), searched and filtered in the URL. */
export function CurrenciesPage() {
  const { t } = useTranslation();
  const mayModify = hasPermission(useSignedInUser().effectivePermissions, ['CURRENCY_MODIFY']);
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    sort: 'shortName',
  });
  const { type } = list.search;
  const currencies = useCurrenciesList({
    ...list.params,
    where: type ? JSON.stringify({ type }) : undefined,
  });
  const deleteCurrency = useDeleteCurrency();
  const confirm = useConfirm();

  const askDelete = (currency: Currency) =>
    confirm.ask({
      title: t('currencies.deleteTitle'),
      message: t('currencies.deleteConfirm', { name: `${currency.shortName} (${currency.fullName})` }),
      confirmLabel: t('common.delete'),
      run: () =>
        deleteCurrency.mutateAsync(currency._id, {
          onSuccess: () => showToast(t('currencies.deleted', { name: currency.shortName }), 'success'),
          onError: (error) =>
            showToast(
              hasReason(error, 'currency_in_use')
                ? t('currencies.inUse', { name: currency.shortName })
                : t('currencies.deleteFailed', { name: currency.shortName, message: apiErrorText(t, error) }),
              'error',
            ),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('currencies.title')}
        actions={
          mayModify && (
            <ButtonLink to={PATHS.currencyAdd} variant="contained" startIcon={<AddIcon />}>
              {t('currencies.add')}
            </ButtonLink>
          )
        }
      />
      <ListTable
        label={t('currencies.title')}
        query={currencies}
        list={list}
        toolbar={
          <ListToolbar search={{ list, label: t('currencies.search') }}>
            <SelectFilter
              label={t('currencies.fields.type')}
              value={type}
              options={CURRENCY_TYPES}
              labelOf={(value) => t(`currencies.types.${value}`)}
              all={t('currencies.allTypes')}
              onChange={(value) => list.filter({ type: value })}
            />
          </ListToolbar>
        }
        rowKey={(currency) => currency._id}
        columns={[
          {
            header: t('currencies.fields.shortName'),
            cell: (currency) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <CurrencyAvatar icon={currency.icon} code={currency.shortName} />
                {currency.shortName}
              </Box>
            ),
          },
          { header: t('currencies.fields.fullName'), cell: (currency) => currency.fullName },
          { header: t('currencies.fields.type'), cell: (currency) => t(`currencies.types.${currency.type}`) },
          { header: t('currencies.fields.symbolId'), cell: (currency) => currency.symbolId },
          { header: t('currencies.fields.tag'), cell: (currency) => currency.tag },
        ]}
        actions={
          mayModify
            ? (currency) => (
                <>
                  <Tooltip title={t('currencies.edit', { name: currency.shortName })}>
                    <IconButtonLink to={PATHS.currencyEdit} params={{ id: currency._id }}>
                      <EditIcon />
                    </IconButtonLink>
                  </Tooltip>
                  <RowAction
                    label={t('currencies.delete', { name: currency.shortName })}
                    icon={<DeleteIcon />}
                    color="error"
                    onClick={() => askDelete(currency)}
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
