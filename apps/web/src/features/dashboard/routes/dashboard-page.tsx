import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { apiKeyTypesOf, signalsLeft } from '@signal-desk/domain/admin';
import { APPS } from '@signal-desk/domain/apps';
import { canAccessApp } from '@signal-desk/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/session-store';
import { PageHeader } from '../../../shared/ui/page-header';
import { showsFeedHealth, showsKeyFigures } from '../api/dashboard-data';
import { FeedHealthPanel } from '../components/feed-health';
import { KeyFigures } from '../components/key-figures';

/** The greeting and, for each app the admin works on, today's signals against the daily limit. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const subject = { permissions: user.effectivePermissions, apiKeyTypes: apiKeyTypesOf(user) };
  const apps = APPS.filter((app) => canAccessApp(subject, app) || (user.signalsLimit[app] ?? 0) > 0);

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: user.name })} />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.signalsToday')}
      </Typography>
      {apps.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noApps')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {apps.map((app) => {
            const sent = user.signalsSent[app] ?? 0;
            const limit = user.signalsLimit[app] ?? 0;
            return (
              <Card component="li" key={app} variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t(`apps.${app}`)}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ my: 1 }}>
                    {sent}/{limit}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={limit > 0 ? Math.min(100, (sent / limit) * 100) : 0}
                    aria-label={t('dashboard.sentOfLimit', { sent, limit })}
                    sx={{ mb: 1 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboard.left', { left: signalsLeft(user, app) })}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
      {/* Those who manage the markets (and super admins) see the health of the price feeds. */}
      {showsKeyFigures(user.effectivePermissions) && <KeyFigures />}
      {showsFeedHealth(user.effectivePermissions) && <FeedHealthPanel />}
    </>
  );
}
