import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SignalSummary } from '@signal-desk/domain/signal';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type MouseEvent, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, hasReason } from '../../../shared/api/error-reasons';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast-queue';
import { useMarkExpired } from '../api/mark-expired';
import { useReopenSignal } from '../api/reopen-signal';
import { signalKeys } from '../api/signal-keys';
import { useSoftDeleteSignal } from '../api/soft-delete-signal';
import { availableActions, type SignalAction } from './signal-actions';
import { HistoryIcon, MoreIcon } from './signal-icons';
import { SignalTrailDrawer } from './signal-trail-drawer';

// The dialogs open on a click only: their forms (and the form library) stay out of the list pages' load.
const CloseTradeDialog = lazy(() =>
  import('./close-trade-dialog').then((m) => ({ default: m.CloseTradeDialog })),
);
const LivePriceDialog = lazy(() =>
  import('./live-price-dialog').then((m) => ({ default: m.LivePriceDialog })),
);

type Active = { action: Exclude<SignalAction, 'edit'>; signal: SignalSummary } | null;

/**
 * The row actions of a list of trade ideas: one menu and one dialog for the whole list (not one per
 * row), the trail in a side panel. Returns the row buttons and what the page renders once.
 */
export function useSignalActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; signal: SignalSummary } | null>(null);
  const [active, setActive] = useState<Active>(null);
  const markExpired = useMarkExpired();
  const reopen = useReopenSignal();
  const softDelete = useSoftDeleteSignal();

  const admin = { _id: user._id, permissions: user.effectivePermissions };
  const menuActions = menu ? availableActions(menu.signal, admin).filter((action) => action !== 'trail') : [];

  const rowActions = useCallback(
    (signal: SignalSummary) => {
      const more =
        availableActions(signal, { _id: user._id, permissions: user.effectivePermissions }).length > 1;
      return (
        <>
          <IconButton
            size="small"
            aria-label={t('signals.actions.trailOf', { id: signal.signalId })}
            title={t('signals.actions.trailOf', { id: signal.signalId })}
            onClick={() => setActive({ action: 'trail', signal })}
          >
            <HistoryIcon fontSize="small" />
          </IconButton>
          {more && (
            <IconButton
              size="small"
              aria-haspopup="menu"
              aria-label={t('signals.actions.menuOf', { id: signal.signalId })}
              title={t('signals.actions.menuOf', { id: signal.signalId })}
              onClick={(event: MouseEvent<HTMLElement>) => setMenu({ anchor: event.currentTarget, signal })}
            >
              <MoreIcon fontSize="small" />
            </IconButton>
          )}
        </>
      );
    },
    [t, user._id, user.effectivePermissions],
  );

  const choose = (action: SignalAction) => {
    if (!menu) return;
    const { signal } = menu;
    setMenu(null);
    if (action === 'edit') void navigate({ to: withId(PATHS.signalEdit, signal._id) });
    else setActive({ action, signal });
  };

  const close = () => setActive(null);
  const failed = (signal: SignalSummary, prefix?: 'expireFailed') => (error: Error) => {
    if (hasReason(error, 'signal_outdated'))
      void queryClient.invalidateQueries({ queryKey: signalKeys.lists(signal.app) });
    const text = apiErrorText(t, error);
    showToast(prefix ? t(`signals.actions.${prefix}`, { message: text }) : text, 'error');
    close();
  };

  const confirmSimple = () => {
    if (!active) return;
    const { signal } = active;
    const request = { id: signal._id, version: signal.version };
    if (active.action === 'expire')
      markExpired.mutate(request, {
        onSuccess: () => {
          showToast(t('signals.actions.expired', { id: signal.signalId }), 'success');
          close();
        },
        onError: failed(signal, 'expireFailed'),
      });
    if (active.action === 'reopen')
      reopen.mutate(request, {
        onSuccess: () => {
          showToast(t('signals.actions.reopened', { id: signal.signalId }), 'success');
          close();
        },
        onError: failed(signal),
      });
    if (active.action === 'softDelete')
      softDelete.mutate(
        { ...request, softDelete: true },
        {
          onSuccess: () => {
            showToast(t('signals.actions.deleted', { id: signal.signalId }), 'success');
            close();
          },
          onError: failed(signal),
        },
      );
  };

  const simple = active && (['expire', 'reopen', 'softDelete'] as const).find((a) => a === active.action);

  const host = (
    <>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menuActions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            <ListItemText primary={t(`signals.actions.${action}`)} />
          </MenuItem>
        ))}
      </Menu>
      <SignalTrailDrawer signal={active?.action === 'trail' ? active.signal : null} onClose={close} />
      <Suspense fallback={null}>
        {active?.action === 'livePrice' && <LivePriceDialog signal={active.signal} onClose={close} />}
        {active &&
          (active.action === 'end' || active.action === 'cancel' || active.action === 'endEarly') && (
            <CloseTradeDialog signal={active.signal} action={active.action} onClose={close} />
          )}
      </Suspense>
      <ConfirmDialog
        open={Boolean(simple)}
        title={
          simple ? t(`signals.actions.confirm.${simple}.title`, { id: active?.signal.signalId ?? '' }) : ''
        }
        message={simple ? t(`signals.actions.confirm.${simple}.message`) : ''}
        confirmLabel={simple ? t(`signals.actions.confirm.${simple}.action`) : ''}
        busy={markExpired.isPending || reopen.isPending || softDelete.isPending}
        onConfirm={confirmSimple}
        onClose={close}
      />
    </>
  );

  return { rowActions, host };
}
