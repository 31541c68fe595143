import { createAdminInputSchema } from '@signal-desk/domain/admin';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCreateAdmin } from '../api/create-admin';
import { AdminForm } from '../components/admin-form';

export function AdminAddPage() {
  const { t } = useTranslation();
  const createAdmin = useCreateAdmin();
  return (
    <>
      <PageHeader title={t('admins.addTitle')} />
      <AdminForm schema={createAdminInputSchema} save={createAdmin} />
    </>
  );
}
