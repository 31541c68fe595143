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
import { QUOTE_PROVIDERS } from '@signal-desk/domain/apps';
import { CURRENCY_TYPES, type CurrencyPair, type CurrencyType } from '@signal-desk/domain/markets';
import { hasPermission } from '@signal-desk/domain/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LivePriceView } from '../../../shared/live/live-price-view';
import { livePriceItemOfPair } from '../../../shared/live/live-prices';
import { useLivePrices } from '../../../shared/live/use-live-prices';
import { formatDecimal } from '../../../shared/numbers/locale-numbers';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon } from '../../../shared/ui/icons';
import { ListPagination, SearchField } from '../../../shared/ui/list-controls';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { NARROW_ONLY, WIDE_ONLY } from '../../../shared/ui/responsive';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUrlListParams } from '../../../shared/ui/url-list-params';
import { useDeletePair } from '../api/delete-pair';
import { usePairsList } from '../api/list-pairs';
import { AddPairDialog } from '../components/add-pair-dialog';
import { PairAvatars } from '../components/currency-avatar';
import { pairName, providerKey } from '../components/pair-labels';

const COLUMNS = 7;
const PROVIDER_CODES = Object.values(QUOTE_PROVIDERS);
const FILTERS = ['type', 'provider'] as const;
/** Columns a phone leaves out: the pair's cell names its type and provider there instead. */

/**
 * The currency pairs and stocks by symbol (A to Z) with their live prices, searched and filtered in
 * the URL; add a pair or stock, delete one.
 */
export function PairsPage() {
  const { t, i18n } = useTranslation();
  const mayModify = hasPermission(useSignedInUser().effectivePermissions, ['CURRENCY_MODIFY']);
  const list = useUrlListParams('symbol', FILTERS);
  const type = (CURRENCY_TYPES as readonly string[]).includes(list.filters.type)
    ? (list.filters.type as CurrencyType)
    : '';
  const provider = PROVIDER_CODES.find((code) => String(code) === list.filters.provider) ?? '';
  const where = { ...(type ? { type } : {}), ...(provider !== '' ? { quoteProvider: provider } : {}) };
  const pairs = usePairsList({
    ...list.params,
    where: Object.keys(where).length > 0 ? JSON.stringify(where) : undefined,
  });
  const rows = pairs.data?.data;
  const prices = useLivePrices(useMemo(() => (rows ?? []).map((pair) => livePriceItemOfPair(pair)), [rows]));
  const deletePair = useDeletePair();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<CurrencyPair | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = pairName(toDelete);
    deletePair.mutate(toDelete._id, {
      onSuccess: () => showToast(t('pairs.deleted', { name }), 'success'),
      onError: (error) => showToast(t('pairs.deleteFailed', { name, message: error.message }), 'error'),
      onSettled: () => setToDelete(null),
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
      <Paper>
        <Box sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <SearchField label={t('pairs.search')} value={list.search} onChange={list.setSearch} />
          <TextField
            select
            size="small"
            label={t('pairs.fields.type')}
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
          <TextField
            select
            size="small"
            label={t('pairs.fields.provider')}
            value={provider}
            onChange={(event) => list.setFilter('provider', String(event.target.value))}
            sx={{ minWidth: 230 }}
          >
            <MenuItem value="">{t('pairs.allProviders')}</MenuItem>
            {PROVIDER_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`quoteProviders.${providerKey(code)}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TableContainer>
          <Table aria-label={t('pairs.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('pairs.fields.pair')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('pairs.fields.type')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('pairs.fields.provider')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('pairs.fields.unit')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('pairs.fields.pipSize')}
                </TableCell>
                <TableCell sx={{ minWidth: { md: 200 } }}>{t('pairs.fields.livePrice')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={pairs} columns={COLUMNS} />
              {rows?.map((pair) => (
                <TableRow key={pair._id} hover>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <PairAvatars
                        base={{ icon: pair.baseIcon, code: pair.base }}
                        quote={{ icon: pair.quoteIcon, code: pair.quote }}
                      />
                      <Box>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {pairName(pair, false)}
                        </Typography>
                        {pair.symbolID !== pairName(pair, false) && (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {pair.symbolID}
                          </Typography>
                        )}
                        <Typography variant="caption" color="text.secondary" sx={NARROW_ONLY}>
                          {[
                            ...new Set([
                              t(`currencies.types.${pair.type}`),
                              t(`quoteProviders.${providerKey(pair.quoteProvider)}`),
                            ]),
                            pair.exchange,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{t(`currencies.types.${pair.type}`)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    {t(`quoteProviders.${providerKey(pair.quoteProvider)}`)}
                    {pair.exchange && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {pair.exchange}
                        {pair.exchangeType && ` · ${t(`pairs.exchangeTypes.${pair.exchangeType}`)}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{t(`pairs.units.${pair.unit}`)}</TableCell>
                  <TableCell align="right" sx={{ ...WIDE_ONLY, fontVariantNumeric: 'tabular-nums' }}>
                    {formatDecimal(pair.pipSize, i18n.language)}
                  </TableCell>
                  <TableCell>
                    <LivePriceView price={prices.get(pair._id)} pair={pair} />
                  </TableCell>
                  <TableCell align="right">
                    {mayModify && (
                      <Tooltip title={t('pairs.delete', { name: pairName(pair) })}>
                        <IconButton color="error" onClick={() => setToDelete(pair)}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={pairs.data?.total ?? 0}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Paper>
      {adding && <AddPairDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('pairs.deleteTitle')}
        message={t('pairs.deleteConfirm', { name: toDelete ? pairName(toDelete) : '' })}
        confirmLabel={t('common.delete')}
        busy={deletePair.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
