import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QUOTE_PROVIDERS } from '@signal-desk/domain/apps';
import { CURRENCY_TYPES, type CurrencyPair } from '@signal-desk/domain/markets';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { livePriceItemOfPair } from '../../../shared/live/live-prices';
import { useLivePrices } from '../../../shared/live/use-live-prices';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, DeleteIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar, SelectFilter } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeletePair } from '../api/delete-pair';
import { usePairsList } from '../api/list-pairs';
import { AddPairDialog } from '../components/add-pair-dialog';
import { PairAvatars } from '../components/currency-avatar';
import { pairName, providerKey } from '../components/pair-labels';

const route = getRouteApi('/shell/currency-pairs');
const PROVIDER_CODES = Object.values(QUOTE_PROVIDERS);

/**
 * The currency pairs and stocks by symbol (A to Z) with their live prices, searched and filtered in
 * the URL; add a pair or stock, delete one.
 */
export function PairsPage() {
  const { t, i18n } = useTranslation();
  const mayModify = hasPermission(useSignedInUser().effectivePermissions, ['CURRENCY_MODIFY']);
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    sort: 'symbol',
  });
  const { type } = list.search;
  const { provider } = list.search;
  const where = { ...(type ? { type } : {}), ...(provider !== undefined ? { quoteProvider: provider } : {}) };
  const pairs = usePairsList({
    ...list.params,
    where: Object.keys(where).length > 0 ? JSON.stringify(where) : undefined,
  });
  const rows = pairs.data?.data;
  const prices = useLivePrices(useMemo(() => (rows ?? []).map((pair) => livePriceItemOfPair(pair)), [rows]));
  const deletePair = useDeletePair();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();

  const askDelete = (pair: CurrencyPair) => {
    const name = pairName(pair);
    confirm.ask({
      title: t('pairs.deleteTitle'),
      message: t('pairs.deleteConfirm', { name }),
      confirmLabel: t('common.delete'),
      run: () =>
        deletePair.mutateAsync(pair._id, {
          onSuccess: () => showToast(t('pairs.deleted', { name }), 'success'),
          onError: (error) => showToast(t('pairs.deleteFailed', { name, message: error.message }), 'error'),
        }),
    });
  };

  return (
    <>
      <PageHeader
        title={t('pairs.title')}
        actions={
          mayModify && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('pairs.add')}
            </Button>
          )
        }
      />
      <ListTable
        label={t('pairs.title')}
        query={pairs}
        list={list}
        toolbar={
          <ListToolbar search={{ list, label: t('pairs.search') }}>
            <SelectFilter
              label={t('pairs.fields.type')}
              value={type}
              options={CURRENCY_TYPES}
              labelOf={(value) => t(`currencies.types.${value}`)}
              all={t('currencies.allTypes')}
              onChange={(value) => list.filter({ type: value })}
            />
            <SelectFilter
              label={t('pairs.fields.provider')}
              value={provider}
              options={PROVIDER_CODES}
              labelOf={(code) => t(`quoteProviders.${providerKey(code)}`)}
              all={t('pairs.allProviders')}
              onChange={(code) => list.filter({ provider: code })}
            />
          </ListToolbar>
        }
        rowKey={(pair) => pair._id}
        columns={[
          {
            header: t('pairs.fields.pair'),
            cell: (pair) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <PairAvatars
                  base={{ icon: pair.baseIcon, code: pair.base }}
                  quote={{ icon: pair.quoteIcon, code: pair.quote }}
                />
                <Box>
                  {pairName(pair, false)}
                  {pair.symbolID !== pairName(pair, false) && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {pair.symbolID}
                    </Typography>
                  )}
                </Box>
              </Box>
            ),
          },
          { header: t('pairs.fields.type'), cell: (pair) => t(`currencies.types.${pair.type}`) },
          {
            header: t('pairs.fields.provider'),
            cell: (pair) => (
              <>
                {t(`quoteProviders.${providerKey(pair.quoteProvider)}`)}
                {pair.exchange && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {pair.exchange}
                    {pair.exchangeType && ` · ${t(`pairs.exchangeTypes.${pair.exchangeType}`)}`}
                  </Typography>
                )}
              </>
            ),
          },
          { header: t('pairs.fields.unit'), cell: (pair) => t(`pairs.units.${pair.unit}`) },
          {
            header: t('pairs.fields.pipSize'),
            align: 'right',
            cell: (pair) => (
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDecimal(pair.pipSize, i18n.language)}
              </Box>
            ),
          },
          {
            header: t('pairs.fields.livePrice'),
            cell: (pair) => <LivePriceView price={prices.get(pair._id)} pair={pair} />,
          },
        ]}
        actions={
          mayModify
            ? (pair) => (
                <RowAction
                  label={t('pairs.delete', { name: pairName(pair) })}
                  icon={<DeleteIcon />}
                  color="error"
                  onClick={() => askDelete(pair)}
                />
              )
            : undefined
        }
      />
      {adding && <AddPairDialog onClose={() => setAdding(false)} />}
      {confirm.dialog}
    </>
  );
}
