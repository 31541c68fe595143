import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreateRole } from '../api/create-role';
import { RoleForm } from '../components/role-form';

export function RoleAddPage() {
  const { t } = useTranslation();
  const createRole = useCreateRole();
  return (
    <>
      <PageHeader title={t('roles.addTitle')} />
      <RoleForm save={createRole} successMessage={t('roles.created')} />
    </>
  );
}
