import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../shared/hooks/use-id-param';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleForm } from '../components/role-form';

export function RoleEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { data: role } = useRole(id);
  const updateRole = useUpdateRole(id);
  return (
    <>
      <PageHeader title={t('roles.editTitle', { name: role.name })} />
      <RoleForm role={role} save={updateRole} successMessage={t('roles.updated')} />
    </>
  );
}
