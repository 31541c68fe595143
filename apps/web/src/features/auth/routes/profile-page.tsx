import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 3 }} component="section" aria-labelledby="profile-details">
          <Typography id="profile-details" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {t('profile.details')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {user.email}
          </Typography>
          <ProfileDetailsForm user={user} />
        </Paper>
        <Paper sx={{ p: 3 }} component="section" aria-labelledby="profile-password">
          <Typography id="profile-password" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('profile.changePassword')}
          </Typography>
          <ChangePasswordForm />
        </Paper>
        <Paper sx={{ p: 3 }} component="section" aria-labelledby="profile-two-factor">
          <Typography id="profile-two-factor" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('twoFactor.title')}
          </Typography>
          <TwoFactorSection />
        </Paper>
        <Paper sx={{ p: 3 }} component="section" aria-labelledby="profile-sessions">
          <Typography id="profile-sessions" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('sessions.title')}
          </Typography>
          <SessionsSection />
        </Paper>
      </Box>
    </>
  );
}
