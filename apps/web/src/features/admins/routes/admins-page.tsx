import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '@signal-desk/domain/admin';
import { canManageAdmin } from '@signal-desk/domain/admin-grants';
import { hasPermission } from '@signal-desk/domain/permissions';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS, withId } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { AddIcon, BlockIcon, EditIcon } from '../../../shared/ui/icons';
import { ListPagination, SearchField } from '../../../shared/ui/list-controls';
import { ListStatusRow } from '../../../shared/ui/list-status-row';
import { PageHeader } from '../../../shared/ui/page-header';
import { showToast } from '../../../shared/ui/toast-queue';
import { useUrlListParams } from '../../../shared/ui/url-list-params';
import { useChangeActivationStatus } from '../api/change-activation-status';
import { useAdminsList } from '../api/list-admins';
import { useRevokeAdminSession } from '../api/revoke-admin-session';

/** `/admins`: the back-office admins, searched as you type (debounced; the search and page are in the URL). */
export function AdminsPage() {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const held = me.effectivePermissions;
  const may = {
    moderate: hasPermission(held, ['ADMIN_MODERATE']),
    activate: hasPermission(held, ['CHANGE_ACTIVATION_STATUS']),
    revoke: hasPermission(held, ['REVOKE_ADMIN_SESSION']),
  };
  const list = useUrlListParams('-createdAt');
  const admins = useAdminsList(list.params);
  const changeActivation = useChangeActivationStatus();
  const revokeSession = useRevokeAdminSession();
  const [toRevoke, setToRevoke] = useState<AdminUser | null>(null);
  const [toDeactivate, setToDeactivate] = useState<AdminUser | null>(null);

  const setActive = (admin: AdminUser, activationStatus: boolean) =>
    changeActivation.mutate(
      { id: admin._id, activationStatus },
      {
        onSuccess: () =>
          showToast(
            t(activationStatus ? 'admins.activated' : 'admins.deactivated', { name: admin.name }),
            'success',
          ),
        onError: (error) => showToast(apiErrorText(t, error), 'error'),
        onSettled: () => setToDeactivate(null),
      },
    );

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revokeSession.mutate(toRevoke._id, {
      onSuccess: ({ revoked }) =>
        showToast(t('admins.revoked', { name: toRevoke.name, count: revoked }), 'success'),
      onError: (error) => showToast(apiErrorText(t, error), 'error'),
      onSettled: () => setToRevoke(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        actions={
          may.moderate && (
            <Button component={Link} to={PATHS.adminAdd} variant="contained" startIcon={<AddIcon />}>
              {t('admins.add')}
            </Button>
          )
        }
      />
      <Paper>
        <Box sx={{ p: 2 }}>
          <SearchField label={t('admins.search')} value={list.search} onChange={list.setSearch} />
        </Box>
        <TableContainer>
          <Table aria-label={t('admins.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admins.fields.name')}</TableCell>
                <TableCell>{t('admins.fields.nickname')}</TableCell>
                <TableCell>{t('admins.fields.email')}</TableCell>
                <TableCell>{t('admins.fields.roles')}</TableCell>
                <TableCell>{t('admins.fields.active')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <ListStatusRow query={admins} columns={6} />
              {admins.data?.data.map((admin) => {
                // One's own account is changed on the profile; an admin holding permissions beyond
                // the signed-in admin's is not theirs to manage (decisions 3 and 18).
                const own = admin._id === me._id;
                const manageable = !own && canManageAdmin(me, admin);
                return (
                  <TableRow key={admin._id} hover>
                    <TableCell component="th" scope="row">
                      {admin.name}
                    </TableCell>
                    <TableCell>{admin.nickname}</TableCell>
                    <TableCell>{admin.email}</TableCell>
                    <TableCell>{admin.roles.map((role) => role.name).join(', ')}</TableCell>
                    <TableCell>
                      <Switch
                        checked={admin.activationStatus}
                        disabled={!may.activate || !manageable}
                        onChange={(event) =>
                          // Deactivating signs the admin out at once: asked first; activating is not.
                          event.target.checked ? setActive(admin, true) : setToDeactivate(admin)
                        }
                        slotProps={{ input: { 'aria-label': t('admins.activeFor', { name: admin.name }) } }}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {may.revoke && (own || manageable) && (
                        <Tooltip title={t('admins.revoke', { name: admin.name })}>
                          <IconButton onClick={() => setToRevoke(admin)}>
                            <BlockIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      {own && (
                        <Tooltip title={t('admins.editOwn')}>
                          <IconButton component={Link} to={PATHS.profile}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      {may.moderate && manageable && (
                        <Tooltip title={t('admins.edit', { name: admin.name })}>
                          <IconButton component={Link} to={withId(PATHS.adminEdit, admin._id)}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={admins.data?.total ?? 0}
          params={list.params}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </Paper>
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('admins.revokeTitle')}
        message={t('admins.revokeConfirm', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('admins.revokeAction')}
        busy={revokeSession.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setToRevoke(null)}
      />
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('admins.deactivateConfirm.title', { name: toDeactivate?.name ?? '' })}
        message={t('admins.deactivateConfirm.message', { name: toDeactivate?.name ?? '' })}
        confirmLabel={t('admins.deactivateConfirm.action')}
        busy={changeActivation.isPending}
        onConfirm={() => toDeactivate && setActive(toDeactivate, false)}
        onClose={() => setToDeactivate(null)}
      />
    </>
  );
}
