import Alert from '@mui/material/Alert';
import { updateAdminInputSchema } from '@signal-desk/domain/admin';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/paths';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { ButtonLink } from '../../../shared/ui/router-links';
import { useAdmin } from '../api/get-admin';
import { useUpdateAdmin } from '../api/update-admin';
import { AdminForm } from '../components/admin-form';
import { ResetTwoFactor } from '../components/reset-two-factor';

const route = getRouteApi('/shell/admins/$id/edit');

export function AdminEditPage() {
  const { t } = useTranslation();
  const id = route.useParams().id;
  const own = useSignedInUser()._id === id;
  const { data: admin } = useAdmin(id);
  const updateAdmin = useUpdateAdmin(id);
  return (
    <>
      <PageHeader title={t('admins.editTitle', { name: admin.name })} />
      {own ? (
        // The API changes one's own account only as PUT /auth/me does (decision 18).
        <Alert
          severity="info"
          action={
            <ButtonLink to={PATHS.profile} color="inherit">
              {t('admins.openProfile')}
            </ButtonLink>
          }
        >
          {t('admins.ownAccountHint')}
        </Alert>
      ) : (
        <>
          <ResetTwoFactor admin={admin} />
          <AdminForm admin={admin} schema={updateAdminInputSchema} save={updateAdmin} />
        </>
      )}
    </>
  );
}
