import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/role-form';

const route = getRouteApi('/shell/roles/$id/edit');

export function RoleEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const { data: role } = useRole(id);
  const updateRole = useUpdateRole(id);
  return (
    <>
      <PageHeader title={t('roles.editTitle', { name: role.name })} />
      <RoleForm role={role} save={updateRole} successMessage={t('roles.updated')} />
    </>
  );
}
