import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '@signal-desk/domain/admin';
import { canManageAdmin } from '@signal-desk/domain/admin-grants';
import { hasPermission } from '@signal-desk/domain/permissions';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-reasons';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { AddIcon, BlockIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useChangeActivationStatus } from '../api/change-activation-status';
import { useAdminsList } from '../api/list-admins';
import { useRevokeAdminSession } from '../api/revoke-admin-session';

const route = getRouteApi('/shell/admins');

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
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    sort: '-createdAt',
  });
  const admins = useAdminsList(list.params);
  const changeActivation = useChangeActivationStatus();
  const revokeSession = useRevokeAdminSession();
  const confirm = useConfirm();
  // One's own account is changed on the profile; an admin holding permissions beyond the signed-in
  // admin's is not theirs to manage (decisions 3 and 18).
  const manageable = (admin: AdminUser) => admin._id !== me._id && canManageAdmin(me, admin);

  const setActive = (admin: AdminUser, activationStatus: boolean) =>
    changeActivation.mutateAsync(
      { id: admin._id, activationStatus },
      {
        onSuccess: () =>
          showToast(
            t(activationStatus ? 'admins.activated' : 'admins.deactivated', { name: admin.name }),
            'success',
          ),
        onError: (error) => showToast(apiErrorText(t, error), 'error'),
      },
    );

  const askDeactivate = (admin: AdminUser) =>
    confirm.ask({
      title: t('admins.deactivateConfirm.title', { name: admin.name }),
      message: t('admins.deactivateConfirm.message', { name: admin.name }),
      confirmLabel: t('admins.deactivateConfirm.action'),
      run: () => setActive(admin, false),
    });

  const askRevoke = (admin: AdminUser) =>
    confirm.ask({
      title: t('admins.revokeTitle'),
      message: t('admins.revokeConfirm', { name: admin.name }),
      confirmLabel: t('admins.revokeAction'),
      run: () =>
        revokeSession.mutateAsync(admin._id, {
          onSuccess: ({ revoked }) =>
            showToast(t('admins.revoked', { name: admin.name, count: revoked }), 'success'),
          onError: (error) => showToast(apiErrorText(t, error), 'error'),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        actions={
          may.moderate && (
            <ButtonLink to={PATHS.adminAdd} variant="contained" startIcon={<AddIcon />}>
              {t('admins.add')}
            </ButtonLink>
          )
        }
      />
      <ListTable
        label={t('admins.title')}
        query={admins}
        list={list}
        toolbar={<ListToolbar search={{ list, label: t('admins.search') }} />}
        rowKey={(admin) => admin._id}
        columns={[
          { header: t('admins.fields.name'), cell: (admin) => admin.name },
          { header: t('admins.fields.nickname'), cell: (admin) => admin.nickname },
          { header: t('admins.fields.email'), cell: (admin) => admin.email },
          {
            header: t('admins.fields.roles'),
            cell: (admin) => admin.roles.map((role) => role.name).join(', '),
          },
          {
            header: t('admins.fields.active'),
            cell: (admin) => (
              <Switch
                checked={admin.activationStatus}
                disabled={!may.activate || !manageable(admin)}
                onChange={(event) =>
                  // Deactivating signs the admin out at once: asked first; activating is not.
                  event.target.checked ? void setActive(admin, true) : askDeactivate(admin)
                }
                slotProps={{ input: { 'aria-label': t('admins.activeFor', { name: admin.name }) } }}
              />
            ),
          },
        ]}
        actions={(admin) => {
          const own = admin._id === me._id;
          return (
            <>
              {may.revoke && (own || manageable(admin)) && (
                <RowAction
                  label={t('admins.revoke', { name: admin.name })}
                  icon={<BlockIcon />}
                  onClick={() => askRevoke(admin)}
                />
              )}
              {own && (
                <Tooltip title={t('admins.editOwn')}>
                  <IconButtonLink to={PATHS.profile}>
                    <EditIcon />
                  </IconButtonLink>
                </Tooltip>
              )}
              {may.moderate && manageable(admin) && (
                <Tooltip title={t('admins.edit', { name: admin.name })}>
                  <IconButtonLink to={PATHS.adminEdit} params={{ id: admin._id }}>
                    <EditIcon />
                  </IconButtonLink>
                </Tooltip>
              )}
            </>
          );
        }}
      />
      {confirm.dialog}
    </>
  );
}
