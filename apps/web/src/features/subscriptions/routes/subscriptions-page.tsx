import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { hasPermission } from '@signal-desk/domain/permissions';
import {
  SUBSCRIPTION_MENU_APPS,
  type Subscription,
  type SubscriptionState,
  subscriptionState,
} from '@signal-desk/domain/subscriptions';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useSubscriptions } from '../api/list-subscriptions';
import { useSubscriptionApp } from '../components/subscription-app';

/** A subscription's state: on sale today, not started yet, ended, or switched off. */
function SubscriptionStateChip({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation();
  const active = state === 'active';
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={t(`customers.subscriptions.${state}`)}
    />
  );
}

/** `/subscriptions?app=`: the subscriptions of each app (one tab per app, the list is grouped by app). */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Subscriptions run on calendar days (UTC), as their start and end dates are written.
  const today = new Date().toISOString().slice(0, 10);
  const app = useSubscriptionApp('/shell/subscriptions');
  const may = hasPermission(useSignedInUser().effectivePermissions, ['SUBSCRIPTION_IDS_MODERATE']);
  const grouped = useSubscriptions();
  const remove = useDeleteSubscription();
  const [toDelete, setToDelete] = useState<Subscription | null>(null);
  const rows = grouped.data?.[app] ?? [];
  const listQuery = { ...grouped, data: grouped.data ? { data: rows } : undefined } as Parameters<
    typeof ListStatusRow
  >[0]['query'];
  const columns = may ? 7 : 6;

  const confirmDelete = () => {
    if (!toDelete) return;
    const productId = toDelete.productId;
    remove.mutate(toDelete._id, {
      onSuccess: () => showToast(t('customers.subscriptions.deleted', { productId }), 'success'),
      onError: (error) =>
        showToast(t('customers.subscriptions.deleteFailed', { productId, message: error.message }), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('customers.subscriptions.title')}
        actions={
          may && (
            <ButtonLink
              to={PATHS.subscriptionAdd}
              search={{ app }}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('customers.subscriptions.add')}
            </ButtonLink>
          )
        }
      />
      <Paper>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={app}
            onChange={(_event, value) =>
              void navigate({ to: PATHS.subscriptions, search: { app: value }, replace: true })
            }
            aria-label={t('customers.subscriptions.appsLabel')}
            variant="scrollable"
          >
            {SUBSCRIPTION_MENU_APPS.map((option) => (
              <Tab
                key={option}
                value={option}
                label={`${t(`apps.${option}`)} (${grouped.data?.[option].length ?? '…'})`}
              />
            ))}
          </Tabs>
        </Box>
        <TableContainer>
          <Table aria-label={t('customers.subscriptions.tableLabel', { app: t(`apps.${app}`) })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.subscriptions.fields.productId')}</TableCell>
                <TableCell>{t('customers.subscriptions.fields.type')}</TableCell>
                <TableCell>{t('customers.subscriptions.fields.startDate')}</TableCell>
                <TableCell>{t('customers.subscriptions.fields.endDate')}</TableCell>
                <TableCell>{t('customers.subscriptions.fields.activationStatus')}</TableCell>
                <TableCell>{t('customers.subscriptions.lastModified')}</TableCell>
                {may && <TableCell align="right">{t('common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={listQuery} columns={columns} />
              {rows.map((s) => (
                <TableRow key={s._id} hover>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {s.productId}
                  </TableCell>
                  <TableCell>{t(`customers.types.${s.type}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.startDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {s.endDate ? formatDate(s.endDate) : t('customers.subscriptions.openEnded')}
                  </TableCell>
                  <TableCell>
                    <SubscriptionStateChip state={subscriptionState(s, today)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.lastModified)}</TableCell>
                  {may && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('customers.subscriptions.edit', { productId: s.productId })}>
                        <IconButtonLink to={withId(PATHS.subscriptionEdit, s._id)}>
                          <EditIcon />
                        </IconButtonLink>
                      </Tooltip>
                      <Tooltip title={t('customers.subscriptions.delete', { productId: s.productId })}>
                        <IconButton onClick={() => setToDelete(s)}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('customers.subscriptions.deleteTitle')}
        message={t('customers.subscriptions.deleteConfirm', {
          productId: toDelete?.productId ?? '',
          app: toDelete ? t(`apps.${toDelete.app}`) : '',
        })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
