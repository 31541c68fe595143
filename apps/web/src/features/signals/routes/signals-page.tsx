import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDataLoaded } from '../../../shared/hooks/use-page-data-loaded';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useExportSignals } from '../api/export-signals';
import { useSignalsList } from '../api/list-signals';
import { useTraders } from '../api/list-traders';
import { useSignalActions } from '../components/signal-actions-host';
import { SignalFiltersBar } from '../components/signal-filters-bar';
import { DownloadIcon } from '../components/signal-icons';
import {
  parseSignalListSearch,
  type SignalListFilters,
  signalListSearchOf,
} from '../components/signal-list-search';
import { SignalTable } from '../components/signal-table';
import { uniqueRows } from '../components/unique-rows';

const route = getRouteApi('/shell/signals');
/** The same empty list at every render until the traders are in (the filters bar is memoised). */
const NO_TRADERS: [] = [];

/** The trade ideas of one app (`?app=&signalType=`), newest first, with their filters in the URL. */
export function SignalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const search = route.useSearch();
  const { app, appChosen, filters } = useMemo(() => parseSignalListSearch(search), [search]);
  const list = useSignalsList(app, filters);
  // The trader filter's choices are asked for once the list is in and drawn: the list is what the
  // page is opened for, and its first paint no longer waits behind a second request.
  const traders = useTraders(app, usePageDataLoaded());
  const exportSignals = useExportSignals();
  const { rowActions, host } = useSignalActions();

  const setFilters = useCallback(
    (next: SignalListFilters) =>
      void navigate({ to: PATHS.signals, search: signalListSearchOf(app, next), replace: true }),
    [navigate, app],
  );

  // The rows are drawn in a transition, which React splits into short slices: a page of 50 ideas (and
  // each live update of them) arriving no longer redraws the list in one long task.
  const data = useDeferredValue(list.data);
  const status = useDeferredValue(list.status);
  const rows = useMemo(() => uniqueRows(data?.pages), [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const mayCreate = hasPermission(user.effectivePermissions, ['SIGNAL_OPEN_FIELDS_MODIFY']);

  const download = () =>
    exportSignals.mutate(
      { app, filters },
      { onError: (error) => showToast(t('signals.downloadFailed', { message: error.message }), 'error') },
    );

  return (
    <>
      <PageHeader
        title={t('signals.title', { app: t(`apps.${app}`) })}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={download}
              loading={exportSignals.isPending}
              disabled={total === 0}
            >
              {t('signals.exportCsv')}
            </Button>
            {mayCreate && (
              <ButtonLink
                to={PATHS.signalCreation}
                search={{ app, signalType: filters.signalType }}
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('signals.create')}
              </ButtonLink>
            )}
          </Box>
        }
      />
      <Paper>
        <SignalFiltersBar
          app={app}
          filters={filters}
          onChange={setFilters}
          traders={traders.data ?? NO_TRADERS}
        />
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} role="status">
          {status === 'success' && rows.length > 0
            ? t('signals.count', { shown: rows.length, count: total })
            : '\u00a0'}
        </Typography>
        <SignalTable
          label={t('signals.title', { app: t(`apps.${app}`) })}
          rows={rows}
          total={total}
          status={status}
          errorMessage={list.error?.message}
          emptyText={appChosen ? t('signals.empty') : `${t('signals.empty')} ${t('signals.chooseApp')}`}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          actions={rowActions}
        />
      </Paper>
      {host}
    </>
  );
}
