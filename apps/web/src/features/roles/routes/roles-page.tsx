import type { Role } from '@signal-desk/domain/role';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';
import { AddIcon, DeleteIcon, EditIcon } from '../../../shared/ui/icons';
import { ListTable } from '../../../shared/ui/list-page/list-table';
import { ListToolbar } from '../../../shared/ui/list-page/list-toolbar';
import { RowAction } from '../../../shared/ui/list-page/row-action';
import { useConfirm } from '../../../shared/ui/list-page/use-confirm';
import { useListState } from '../../../shared/ui/list-page/use-list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink, IconButtonLink } from '../../../shared/ui/router-links';
import { showToast } from '../../../shared/ui/toast-queue';
import { useDeleteRole } from '../api/delete-role';
import { useRolesList } from '../api/list-roles';

const route = getRouteApi('/shell/roles');

/** `/roles`: the roles and their permissions, searched as you type (debounced; the search and page are in the URL). */
export function RolesPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const list = useListState(route.useSearch(), (search) => void navigate({ search, replace: true }), {
    sort: '-createdAt',
  });
  const roles = useRolesList(list.params);
  const deleteRole = useDeleteRole();
  const confirm = useConfirm();

  const askDelete = (role: Role) =>
    confirm.ask({
      title: t('roles.deleteTitle'),
      message: t('roles.deleteConfirm', { name: role.name }),
      confirmLabel: t('common.delete'),
      run: () =>
        deleteRole.mutateAsync(role._id, {
          onSuccess: () => showToast(t('roles.deleted', { name: role.name }), 'success'),
          onError: (error) => showToast(t('roles.deleteFailed', { message: error.message }), 'error'),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        actions={
          <ButtonLink to={PATHS.roleAdd} variant="contained" startIcon={<AddIcon />}>
            {t('roles.add')}
          </ButtonLink>
        }
      />
      <ListTable
        label={t('roles.title')}
        query={roles}
        list={list}
        toolbar={<ListToolbar search={{ list, label: t('roles.search') }} />}
        rowKey={(role) => role._id}
        columns={[
          { header: t('roles.columns.name'), cell: (role) => role.name },
          {
            header: t('roles.columns.permissions'),
            cell: (role) =>
              role.permissions.map((permission) => t(`permissions.names.${permission}`)).join(', '),
          },
        ]}
        actions={(role) => (
          <>
            <IconButtonLink
              to={PATHS.roleEdit}
              params={{ id: role._id }}
              aria-label={t('roles.edit', { name: role.name })}
              title={t('roles.edit', { name: role.name })}
            >
              <EditIcon />
            </IconButtonLink>
            <RowAction
              label={t('roles.delete', { name: role.name })}
              icon={<DeleteIcon />}
              color="error"
              onClick={() => askDelete(role)}
            />
          </>
        )}
      />
      {confirm.dialog}
    </>
  );
}
