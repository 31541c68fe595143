import { updateAdminInputSchema } from '@signal-desk/domain/admin';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../shared/hooks/use-id-param';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAdmin } from '../api/get-admin';
import { useUpdateAdmin } from '../api/update-admin';
import { AdminForm } from '../components/admin-form';

export function AdminEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const { data: admin } = useAdmin(id);
  const updateAdmin = useUpdateAdmin(id);
  return (
    <>
      <PageHeader title={t('admins.editTitle', { name: admin.name })} />
      <AdminForm admin={admin} schema={updateAdminInputSchema} save={updateAdmin} />
    </>
  );
}
