import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_APP } from '@signal-desk/domain/apps';
import { hasPermission } from '@signal-desk/domain/permissions';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { softDeletePermissions } from '@signal-desk/domain/signal-permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { useSignedInUser } from '../../../shared/session/session-store';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useRecycleList } from '../api/list-recycle';
import { useSoftDeleteSignal } from '../api/soft-delete-signal';
import { RestoreIcon } from '../components/signal-icons';
import { SignalTable } from '../components/signal-table';
import { uniqueRows } from '../components/unique-rows';

const route = getRouteApi('/shell/recycle');

/** The recycle bin of an app (`?app=`): soft-deleted trade ideas, restored with confirmation. */
export function RecyclePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const app = search.app ?? DEFAULT_APP;
  const user = useSignedInUser();
  const mayRestore = hasPermission(user.effectivePermissions, softDeletePermissions(app));
  const list = useRecycleList(app);
  const restore = useSoftDeleteSignal();
  const confirm = useConfirm();
  const rows = useMemo(() => uniqueRows(list.data?.pages), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const { ask } = confirm;
  const { mutateAsync } = restore;
  const actions = useCallback(
    (signal: SignalSummary) =>
      mayRestore ? (
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          onClick={() =>
            ask({
              title: t('recycle.confirmTitle', { id: signal.signalId }),
              message: t('recycle.confirmMessage'),
              confirmLabel: t('recycle.restore'),
              run: () =>
                mutateAsync(
                  { id: signal._id, softDelete: false, version: signal.version },
                  {
                    onSuccess: () => showToast(t('recycle.restored', { id: signal.signalId }), 'success'),
                    onError: (error) => showToast(apiErrorText(t, error), 'error'),
                  },
                ),
            })
          }
        >
          {t('recycle.restore')}
        </Button>
      ) : null,
    [mayRestore, t, ask, mutateAsync],
  );

  return (
    <>
      <PageHeader title={t('recycle.title', { app: t(`apps.${app}`) })} />
      <Paper>
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, pb: 1 }} role="status">
          {list.isSuccess && rows.length > 0
            ? t('signals.count', { shown: rows.length, count: total })
            : '\u00a0'}
        </Typography>
        <SignalTable
          label={t('recycle.title', { app: t(`apps.${app}`) })}
          rows={rows}
          total={total}
          status={list.status}
          errorMessage={list.error?.message}
          emptyText={t('recycle.empty')}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          actions={actions}
        />
      </Paper>
      {confirm.dialog}
    </>
  );
}
